// Enquiries (our addition to docs/SPEC.md, issue 32): a visitor's "Solicita información" form on
// /admisiones, read and marked "atendida" by admins. No zod here: the visitor's form reads these
// messages and limits (features/solicitudes/validacion.ts checks them by hand), the server's schema
// is in server/entidades/solicitudes/funciones.ts. The visitor's data is never in a public answer.
import type { RespuestaComun } from './comun';

// Its declaration as an entity (trail name, section, bulk actions, export): solicitudEntidad.ts.

/** Where the form posts without JavaScript (server/http/solicitudes.ts answers with a small page). */
export const RUTA_SOLICITUD_SIN_JS = '/solicita_informacion';

export const MAX_NOMBRE_SOLICITUD = 120;
export const MAX_TELEFONO_SOLICITUD = 30;
export const MAX_MENSAJE_SOLICITUD = 1000;
/** The staff's internal note (issue 43). */
export const MAX_NOTA_SOLICITUD = 2000;
/** A phone number's digits, at least and at most (E.164 allows 15). */
export const DIGITOS_TELEFONO = { min: 7, max: 15 } as const;

/** What the form sends; `acepto` is the consent checkbox ('1' when ticked). */
export interface DatosSolicitud {
  nombre: string;
  correo: string;
  telefono?: string;
  mensaje: string;
  acepto: string;
}

export type EstadoSolicitud = 'pendiente' | 'atendida';

/** One enquiry as admins see it. Dates are UTC 'YYYY-MM-DD HH:MM:SS'. */
export interface SolicitudInformes {
  pk_solicitud: number;
  nombre: string;
  correo: string;
  /** '' when not given. */
  telefono: string;
  mensaje: string;
  fecha: string;
  estado: EstadoSolicitud;
  /** Who marked it attended (a name), and when; null while pending. */
  atendida_por: string | null;
  atendida_en: string | null;
  /** Staff's internal note ('' for none; issue 43): admins only, never shown to the applicant. */
  nota: string;
}

/** Enquiries a page at a time (issue 45: the list was every enquiry in one answer). */
export const POR_PAGINA_SOLICITUDES = 25;

/** Days an enquiry is kept when SOLICITUDES_DIAS is not set (issue 45). */
export const SOLICITUDES_DIAS_PREDETERMINADO = 365;

export interface FiltroSolicitudesInformes {
  pagina?: string | number;
  q?: string;
  /** '1': only pending ones. */
  pendientes?: string;
  /** A year ('2026'): only those received in it. */
  anio?: string | number;
}

export interface PaginaSolicitudes {
  filas: SolicitudInformes[];
  /** Enquiries the search, year and "Solo pendientes" match (every page). */
  total: number;
  /** The pending ones among those the search and year match ("Solo pendientes (n)"). */
  pendientes: number;
  /** Every enquiry kept. */
  todas: number;
  pagina: number;
  porPagina: number;
  /** SOLICITUDES_DIAS: days an enquiry is kept after it was received (0: kept until deleted by hand). */
  dias: number;
}

/** The retention the staff list and the public form state (issue 45); '' when they are kept (0). */
export const textoConservacion = (dias: number, trato: 'tu' | 'usted') =>
  dias > 0
    ? trato === 'tu'
      ? `Guardamos tu solicitud ${dias.toLocaleString('es-MX')} días desde que la recibimos; después se borra.`
      : `Cada solicitud se borra ${dias.toLocaleString('es-MX')} días después de recibida.`
    : '';

export interface ContratoSolicitudes {
  /** Public: a visitor's enquiry (rate-limited per address). */
  /**
   * Ours (issue 44): `repetida: true` when the same enquiry (name, e-mail, phone and message) came
   * within the last VENTANA_REPETIDA_MINUTOS: it is not stored again and the answer says so.
   */
  registrarSolicitudInformes: { pide: DatosSolicitud; responde: RespuestaComun & { repetida?: true } };
  /**
   * Admins: one page of the enquiries (POR_PAGINA_SOLICITUDES; issue 45), pending first, newest first
   * within each state; only pending ones, of one year, or whose name or e-mail holds every word of `q`.
   */
  traerSolicitudesInformes: { pide: FiltroSolicitudesInformes; responde: PaginaSolicitudes };
  /** Admins: marks one enquiry attended (who and when). */
  atenderSolicitudInformes: { pide: { pk: number | string }; responde: RespuestaComun };
  /** Admins (issue 43): the internal note of one enquiry ('' clears it). */
  anotarSolicitudInformes: { pide: { pk: number | string; nota: string }; responde: RespuestaComun };
  /** Admins (issue 43): how many enquiries wait (the panel's tile). */
  contarSolicitudesPendientes: { pide: Record<string, never>; responde: { pendientes: number } };
}

/** An identical enquiry within these minutes is the same one sent again (a double tap, a reload). */
export const VENTANA_REPETIDA_MINUTOS = 10;

export const MENSAJES_SOLICITUD = {
  nombre: 'Se necesita tu nombre.',
  correo: 'Se necesita tu correo electrónico.',
  telefono: `Escribe un teléfono válido: de ${DIGITOS_TELEFONO.min} a ${DIGITOS_TELEFONO.max} dígitos (puedes usar espacios, guiones, paréntesis y +).`,
  mensaje: 'Se necesita tu mensaje.',
  acepto: 'Para enviar tu solicitud, acepta que usemos tus datos para responderte.',
  /** The consent line beside the checkbox: what the data is used for. */
  consentimiento:
    'Acepto que la coordinación del programa use mi nombre, correo y teléfono solo para responder a esta solicitud. No se publican ni se comparten.',
  enviada: 'Gracias. Recibimos tu solicitud: la coordinación del programa te responderá por correo electrónico o por teléfono.',
  /** The same enquiry sent again within the window: recognised, not stored twice (issue 44). */
  repetida:
    'Ya habíamos recibido esta misma solicitud hace unos minutos, así que no la registramos otra vez. La coordinación del programa te responderá por correo electrónico o por teléfono.',
  demasiadas: 'Enviaste demasiadas solicitudes en poco tiempo. Espera 15 minutos e inténtalo de nuevo.',
  invalida: 'Solicitud no válida.',
  pagina: 'Página no válida.',
  busqueda: 'La búsqueda es demasiado larga (máximo 100 caracteres).',
  anio: 'Año no válido.',
  noEncontrada: 'La solicitud no existe.',
  yaAtendida: 'Esta solicitud ya estaba marcada como atendida.',
  atendida: 'Solicitud marcada como atendida.',
  // staff's internal note (issue 43; staff screens say "usted")
  notaLarga: `La nota interna admite máximo ${MAX_NOTA_SOLICITUD.toLocaleString('es-MX')} caracteres.`,
  notaGuardada: 'Nota interna guardada.',
  notaBorrada: 'Nota interna borrada.',
} as const;

/** The subject of a reply to an enquiry (the "Responder" link's mailto:). */
export const ASUNTO_RESPUESTA = (programa: string) => `Re: Solicitud de información — ${programa}`;

/** The phone's digits when its shape is acceptable ('' is "not given"), else null. */
export function digitosTelefono(texto: string): string | null {
  const v = texto.trim();
  if (!/^\+?[\d\s().-]*$/.test(v)) return null;
  const digitos = v.replace(/\D/g, '');
  return digitos.length >= DIGITOS_TELEFONO.min && digitos.length <= DIGITOS_TELEFONO.max ? `${v.startsWith('+') ? '+' : ''}${digitos}` : null;
}
