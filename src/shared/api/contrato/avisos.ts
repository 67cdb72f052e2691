// Notifications (our addition to docs/SPEC.md, optional on the wire): each account's optional e-mail
// (confirmed by a signed, expiring link) and its choice per kind of notice; the inbox behind the
// bell of the admin, student and super-admin bars; the super admin's view of the outbox. Every
// notice is written in the same transaction as the write that causes it (server outbox) and sent
// by e-mail (SMTP_URL, or .eml files without it) by one sender across instances.
import type { RespuestaComun, Rol } from './comun';

/** Every kind of notice, the words the account page shows for it, and who receives it. */
export const TIPOS_AVISO = {
  preguntaNueva: { texto: 'Una pregunta nueva espera revisión', roles: ['a'] },
  respuestaPendiente: { texto: 'La respuesta de un estudiante espera revisión', roles: ['a'] },
  experienciaPendiente: { texto: 'La experiencia de estadía de un estudiante espera revisión', roles: ['a'] },
  solicitudInformes: { texto: 'Una solicitud de información nueva de un aspirante', roles: ['a'] },
  recordatorioPendientes: { texto: 'Recordatorio de elementos que esperan revisión hace más de un día', roles: ['a'] },
  respuestaRevisada: { texto: 'Mi respuesta fue publicada o descartada', roles: ['e'] },
  experienciaRevisada: { texto: 'Mi experiencia de estadía fue publicada o descartada', roles: ['e'] },
  preguntaPorResponder: { texto: 'Una pregunta validada espera respuestas', roles: ['e'] },
  cambioPorRevisar: { texto: 'Un cambio de contenido espera revisión', roles: ['a'] },
  cambioRevisado: { texto: 'Mi cambio de contenido fue publicado o devuelto', roles: ['a'] },
  cuentaAdmin: { texto: 'Se creó o se dio de baja una cuenta de administrador', roles: ['s'] },
} as const satisfies Record<string, { texto: string; roles: readonly Rol[] }>;
export type TipoAviso = keyof typeof TIPOS_AVISO;

/** inmediato: one e-mail per notice; diario: one digest a day; nunca: the inbox only. */
export const FRECUENCIAS = { inmediato: 'Inmediato', diario: 'Resumen diario', nunca: 'Nunca' } as const;
export type Frecuencia = keyof typeof FRECUENCIAS;

/** A notice in the inbox. `enlace` is a path of the SPA (the item it is about). */
export interface Aviso {
  pk_aviso: number;
  tipo: TipoAviso;
  titulo: string;
  texto: string;
  enlace: string;
  /** UTC, 'YYYY-MM-DD HH:MM:SS'. */
  fecha: string;
  leido: 0 | 1;
}

export interface BandejaAvisos {
  avisos: Aviso[];
  /** Unread notices of the account (the bell's count). */
  sinLeer: number;
  total: number;
  pagina: number;
  porPagina: number;
}

/** The account page: the e-mail, whether it is confirmed, and a choice per kind the role receives. */
export interface MiCorreo {
  correo: string | null;
  confirmado: 0 | 1;
  /** An address waiting for its confirmation link (the old one keeps receiving until then). */
  pendiente: string | null;
  preferencias: Partial<Record<TipoAviso, Frecuencia>>;
}

/** One row of the outbox as the super admin sees it (no message body, no visitor address). */
export interface MensajeSalida {
  pk_mensaje: number;
  asunto: string;
  estado: 'esperando' | 'enviado' | 'fallando';
  intentos: number;
  ultimo_error: string | null;
  creado: string;
  enviado: string | null;
}

export interface EstadoSalida {
  esperando: number;
  enviados: number;
  fallando: number;
  /** The oldest failing message's first failure (UTC), null when nothing fails. */
  fallandoDesde: string | null;
  ultimoError: string | null;
  /** Where messages go: 'smtp' (SMTP_URL) or 'archivos' (.eml files in CORREO_DIR). */
  destino: 'smtp' | 'archivos';
  recientes: MensajeSalida[];
}

export interface ContratoAvisos {
  /** The session's inbox, newest first (`pagina` from 1). */
  traerAvisos: { pide: { pagina?: number | string }; responde: BandejaAvisos };
  /** Marks some (`ids`, a JSON array of pks) or all (`todos: 1`) of the session's notices read. */
  marcarAvisosLeidos: { pide: { ids: string } | { todos: 1 | '1' }; responde: RespuestaComun };
  traerMiCorreo: { pide: Record<string, never>; responde: MiCorreo };
  /** Sets (a confirmation link is sent to it) or, with '', removes the session's e-mail. */
  guardarMiCorreo: { pide: { correo: string }; responde: RespuestaComun };
  /** Public: the link of the confirmation e-mail. */
  confirmarCorreo: { pide: { token: string }; responde: RespuestaComun };
  guardarPreferenciaAviso: { pide: { tipo: TipoAviso; frecuencia: Frecuencia }; responde: RespuestaComun };
  /** Super admin: the outbox's health. */
  traerEstadoSalida: { pide: Record<string, never>; responde: EstadoSalida };
}

export const MAX_CORREO = 254;

export const MENSAJES_AVISOS = {
  correoNoValido: 'Escriba un correo electrónico válido (por ejemplo, nombre@dominio.mx).',
  /** The same, on the public site's forms (the forum's question, the admissions enquiry), which speak "tú" (docs/convenciones.md). */
  correoNoValidoPublico: 'Escribe un correo electrónico válido (por ejemplo, nombre@dominio.mx).',
  correoLargo: `El correo electrónico es demasiado largo (máximo ${MAX_CORREO} caracteres).`,
  correoEnviado: 'Le enviamos un enlace de confirmación a ese correo. Ábralo en las próximas 24 horas.',
  correoQuitado: 'Se quitó su correo electrónico: ya no recibirá avisos por correo.',
  correoConfirmado: 'Correo electrónico confirmado: desde ahora recibirá sus avisos ahí.',
  enlaceNoValido: 'El enlace no es válido o ya caducó. Pida uno nuevo desde su cuenta.',
  preferenciaGuardada: 'Preferencia guardada.',
  tipoNoValido: 'Ese tipo de aviso no existe para su cuenta.',
  frecuenciaNoValida: 'Elija Inmediato, Resumen diario o Nunca.',
  leidos: 'Avisos marcados como leídos.',
  consentimiento: 'Usaremos este correo solo para avisarle cuando su pregunta tenga respuesta, y lo borraremos después.',
  bajaHecha: 'Listo: ya no recibirá este tipo de aviso por correo.',
} as const;
