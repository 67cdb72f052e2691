// The store's slot for the edit locks and the drafts kept on the server (issue 48): the slice
// (shared/admin/edicion/edicion.ts) plugs in with the admin chunks, so the home page's JS carries only
// these lines.
import { ranura } from './ranura';

/**
 * One item's lock as its editor shows it: being checked, held (`propio`), held by someone else
 * with the choice not made yet (`ajeno`), viewed without editing (`soloLectura`), taken over from
 * this tab (`tomado`), or unknown because the call failed (`sinRespuesta`: the editor stays usable).
 */
export type EstadoBloqueo = 'comprobando' | 'propio' | 'ajeno' | 'soloLectura' | 'tomado' | 'sinRespuesta';

export interface EstadoEdicion {
  bloqueo: EstadoBloqueo;
  /** Who holds the lock when it is not this tab's: name, since when (ms), and whether it is the same person. */
  titular?: { nombre: string; desde: number; mismaPersona: boolean };
  /** A draft on the server this form does not show yet: offered ("Tiene un borrador del …"). */
  ofrecido?: { valores: unknown; guardado: number };
  /** Why the draft stays in this browser only (too large for the server), when it does. */
  soloAqui?: string;
}

/** Keyed by the item: `${entidad}:${pk}` ("pagina:4", "plan:0"). */
export type EdicionState = Record<string, EstadoEdicion>;

export const ranuraEdicion = ranura<EdicionState>('edicion');
