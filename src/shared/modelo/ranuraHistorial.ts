// The store's slot for the edit pages' "Historial" tab (shared/admin/historial/historial.ts plugs its
// slice in when an admin chunk loads an edit page), so the home page's JS carries only these lines.
import { ranura } from './ranura';

/** What a QA export shows of one item's history: the tab shown and the two revisions compared. */
export interface EstadoHistorial {
  pestana: 'editar' | 'historial';
  /** The older revision compared (its pk_revision); absent: the one before the newest. */
  antes?: number;
  /** The newer revision compared; absent: the newest. */
  despues?: number;
}

/** Keyed by the item: `${entidad}:${pk}` ("proyecto:7", "enlace:0"). */
export type HistorialState = Record<string, EstadoHistorial>;

export const ranuraHistorial = ranura<HistorialState>('historial');
