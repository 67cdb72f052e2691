// Ours (issue 48, item 6; decision 0062): review before publishing. An admin who may not publish
// (`puedePublicar: 0`) saving an existing public item of a section leaves a pending change instead
// of changing it (the save answers `{codigo: 1, mensaje, cambioPendiente}`); the public keeps the
// published version. The admins who may publish that section are told (inbox and e-mail), list the
// changes with the history's comparison ("Cambios por revisar"), and approve one (the stored save
// runs as a normal save: its checks, revision and audit entry) or return it with a comment (its
// author is told). A client that speaks only docs/SPEC.md never calls these. Admin chunks only.
import type { RespuestaComun } from './comun';
import type { CampoRevision, EntidadRevision } from './revisiones';
import type { Seccion } from './secciones';

export type EstadoCambio = 'pendiente' | 'aprobado' | 'devuelto';

/** One change as "Cambios por revisar" (reviewers) and its author see it. */
export interface CambioPendiente {
  pk: number;
  /** The save it holds (editarEvento…). */
  funcion: string;
  entidad: EntidadRevision;
  /** The item's pk (0: the one-row items). */
  pkItem: number;
  /** The item's name when the change was made. */
  nombre: string;
  /** The admin page that edits the item (its repository's `editor`; null: none). */
  editor: string | null;
  seccion: Seccion;
  autor: string;
  pkAutor: number;
  /** When it was made: UTC 'YYYY-MM-DD HH:MM:SS'. */
  fecha: string;
  estado: EstadoCambio;
  /** The reviewer's comment of a returned change. */
  comentario: string | null;
  revisor: string | null;
  /** The item's version the change was made on. */
  version: number;
  /** The item's fields as the change would leave them. */
  propuestos: CampoRevision[];
  /** The item's fields now (null: it no longer exists), and who saved its current version. */
  actuales: CampoRevision[] | null;
  autorActual: string;
  /** The item was saved again after the change was made: approving it is refused. */
  desactualizado: boolean;
  /** The caller made it. */
  propio: boolean;
  /** The caller may approve or return it (publishes that section, not its author, still pending). */
  puedeRevisar: boolean;
}

export interface RespuestaCambios {
  /** Pending changes the caller may review, then the caller's own pending and returned ones; newest first. */
  cambios: CambioPendiente[];
}

export interface ContratoCambios {
  traerCambiosPendientes: { pide: Record<string, never>; responde: RespuestaCambios };
  aprobarCambio: { pide: { pk: string }; responde: RespuestaComun };
  devolverCambio: { pide: { pk: string; comentario: string }; responde: RespuestaComun };
}

/** How "Cambios por revisar" names an item's kind (each contract's ENTIDAD_<X>.historial). */
export { TIPO_CAMBIO } from './revisiones';

/** The most characters of a reviewer's comment. */
export const MAX_COMENTARIO = 1000;

export const MENSAJES_CAMBIOS = {
  enEspera: 'Su cambio quedó en espera de revisión. La página pública no cambia hasta que una persona con permiso de publicar lo apruebe.',
  esperaRevision: 'Este cambio espera revisión.',
  devueltoAviso: 'Su cambio fue devuelto con este comentario:',
  aprobado: 'Cambio aprobado y publicado.',
  devuelto: 'Cambio devuelto a su autor con su comentario.',
  pk: 'Indique qué cambio.',
  comentario: 'Escriba un comentario para la persona que hizo el cambio: qué debe corregir.',
  comentarioLargo: `El comentario no debe pasar de ${MAX_COMENTARIO} caracteres.`,
  noExiste: 'El cambio no existe.',
  yaRevisado: 'Este cambio ya fue revisado.',
  propio: 'No puede aprobar su propio cambio: debe revisarlo otra persona con permiso de publicar.',
  sinPublicar: 'Su cuenta no tiene permiso para publicar: no puede revisar cambios.',
  itemNoExiste: 'El elemento de este cambio ya no existe o fue dado de baja: no se puede publicar. Devuélvalo a su autor.',
  desactualizado:
    'El elemento se guardó de nuevo después de este cambio: publicarlo borraría esa versión. Devuélvalo a su autor para que lo rehaga sobre la versión actual.',
} as const;
