// Preview links (issue 37): an admin shares `/vista_previa/<token>`, which shows an item before it is
// public (deactivated, or scheduled for later) to anyone with the link, through the item's own
// public page, for VISTA_PREVIA_HORAS, until it expires or is revoked. Our addition to
// docs/SPEC.md: a client that speaks only docs/SPEC.md never calls these. A visitor's page imports
// this file (its messages and types): no zod here, the schemas are the server's
// (server/funciones/vistasPrevias.ts).
import type { RespuestaComun } from './comun';
import type { Proyecto } from './proyectos';
import type { Evento } from './eventos';
import type { Pagina } from './paginas';

/** Its name in the audit trail (a link's creation and revocation). */
export const ENTIDAD_VISTA_PREVIA = { clave: 'vista_previa', bitacora: 'Vista previa' } as const;

/** The items with a public page a link can show. */
export const ENTIDADES_VISTA_PREVIA = ['proyecto', 'evento', 'pagina'] as const;
export type EntidadVistaPrevia = (typeof ENTIDADES_VISTA_PREVIA)[number];

/** The public path of a link (the token follows). */
export const RUTA_VISTA_PREVIA = '/vista_previa';

/** A live link of an item, as its edit form lists it (never its token: only its creation shows it). */
export interface VistaPreviaViva {
  pk_vista_previa: number;
  /** ms since the epoch. */
  creada: number;
  expira: number;
  /** Who created it. */
  usuario: string;
}

/** What a link shows: the item as its public page reads it, whether or not it is public; `zona`: the programme's (the expiry is shown in it). */
export type ContenidoVistaPrevia = { pk: number; expira: number; zona: string } & (
  { entidad: 'proyecto'; contenido: Proyecto } | { entidad: 'evento'; contenido: Evento } | { entidad: 'pagina'; contenido: Pagina }
);

export interface RespuestaCrearVistaPrevia extends RespuestaComun {
  /** The token (the last part of `url`). */
  token?: string;
  /** The absolute address to share. */
  url?: string;
  expira?: number;
  pkVistaPrevia?: number;
}

export interface ContratoVistasPrevias {
  /** Admins: a new link for the item (`pk`: its pk; a page's also by its key). */
  crearVistaPrevia: { pide: { entidad: string; pk: string | number }; responde: RespuestaCrearVistaPrevia };
  /** Admins: the item's live links, newest first. */
  traerVistasPrevias: { pide: { entidad: string; pk: string | number }; responde: VistaPreviaViva[] };
  /** Admins: ends a link at once. */
  revocarVistaPrevia: { pide: { pkVistaPrevia: number }; responde: RespuestaComun };
  /** Anyone with the link: what it shows (404 when it is unknown, expired or revoked). */
  mostrarVistaPrevia: { pide: { token: string }; responde: ContenidoVistaPrevia };
}

export const MENSAJES_VISTA_PREVIA = {
  entidad: 'Solo hay vista previa de proyectos, eventos y páginas.',
  pk: 'El elemento de la vista previa no es válido.',
  noExiste: 'El elemento de la vista previa no existe.',
  creada: 'Enlace de vista previa creado.',
  pkVistaPrevia: 'El enlace de vista previa no es válido.',
  noViva: 'Ese enlace de vista previa ya no existe o ya no funciona.',
  revocada: 'Enlace de vista previa revocado: ya no funciona.',
  token: 'Este enlace de vista previa no existe, venció o fue revocado.',
} as const;

/** The band over a previewed page. */
export const BANDA_VISTA_PREVIA = 'Vista previa — esta página aún no es pública';
