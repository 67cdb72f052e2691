// The store's slot for "Cambios por revisar" (issue 48, item 6): the slice (shared/admin/cambios/cambios.ts)
// plugs in with the admin chunks, so the home page's JS carries only these lines.
import { ranura } from './ranura';

export interface CambiosState {
  /** The change whose comparison is open (its pk); absent: none. */
  abierto?: number;
  /** "Devolver con comentario": the dialog of change `pk`, the comment typed and the refusal shown. */
  devolver?: { pk: number; comentario: string; error?: string };
  /** A call running: approving or returning change `pk`. */
  enCurso?: { pk: number; accion: 'aprobar' | 'devolver' };
  /** The last refusal of an approval, shown beside its change. */
  error?: { pk: number; mensaje: string };
}

export const ranuraCambios = ranura<CambiosState>('cambios');
