// Ours: the second factor for staff (TOTP, RFC 6238) and its recovery codes. A login
// whose account has it (or must enrol) answers codigo 2 with a short-lived token instead of a
// session; verificarDosPasos (or confirmarDosPasos, posponerDosPasos) takes that token and opens it.
// A client that speaks only docs/SPEC.md §7 sees codigo ≠ 1 and shows mensaje, as for any refusal.
import type { RespuestaComun } from './comun';
import type { RespuestaLogin } from './sesion';

/** Its name in the audit trail (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_AJUSTES = { clave: 'ajustes', bitacora: 'Ajustes' } as const;

/** The longest grace the super admin may give admins to enrol a second factor. */
export const DIAS_GRACIA_MAX = 90;

/** The login's answer when a second step is due (declared beside the login in sesion.ts). */
export type { RespuestaSegundoPaso } from './sesion';

export interface Inscripcion {
  codigo: 1;
  mensaje: string;
  /** Base32, for typing into the app by hand; sent only while the enrolment is pending. */
  secreto: string;
  uri: string;
  /** The otpauth URI as a QR code: an SVG data URL. */
  qr: string;
}

export interface Activacion extends RespuestaComun {
  /** Shown once: each opens the account once when the phone is lost. */
  codigos_recuperacion: string[];
  /** When the enrolment was the login's step: the session it opened. */
  sesion?: RespuestaLogin;
}

export interface EstadoDosPasos {
  activo: boolean;
  /** The account may not turn it off (the super admin always; admins when the super admin requires it). */
  requerida: boolean;
  codigos_restantes: number;
  /** ISO 8601 (UTC): when it was activated; null when it is not active. */
  desde: string | null;
}

export interface AjustesDosPasos {
  /** "2FA obligatorio" for admins. */
  obligatorio_admins: boolean;
  /** Days an admin without it may still postpone enrolling, from when it was turned on. */
  dias_gracia: number;
  /** ISO 8601 (UTC): when it was turned on, null when off. */
  desde: string | null;
}

export interface ContratoDosPasos {
  verificarDosPasos: { pide: { token: string; codigo?: string; recuperacion?: string }; responde: RespuestaLogin };
  posponerDosPasos: { pide: { token: string }; responde: RespuestaLogin };
  inscribirDosPasos: { pide: { token?: string; contrasena?: string }; responde: Inscripcion };
  confirmarDosPasos: { pide: { token?: string; codigo: string }; responde: Activacion };
  estadoDosPasos: { pide: Record<string, never>; responde: EstadoDosPasos };
  desactivarDosPasos: { pide: { contrasena: string; codigo: string }; responde: RespuestaComun };
  restablecerDosPasos: { pide: { pk: string }; responde: RespuestaComun };
  traerAjustesDosPasos: { pide: Record<string, never>; responde: AjustesDosPasos };
  guardarAjustesDosPasos: { pide: { obligatorio_admins: string; dias_gracia: string }; responde: RespuestaComun };
}

/** The second step's messages (login, enrolment, settings). */
export const MENSAJES_DOS_PASOS = {
  codigo: 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
  codigoFormato: 'El código tiene 6 dígitos.',
  recuperacion: 'Escriba uno de sus códigos de recuperación.',
  incorrecto: 'El código no es correcto o ya se usó. Escriba el código que muestra ahora su aplicación.',
  recuperacionIncorrecta: 'El código de recuperación no es válido o ya se usó.',
  vencido: 'La verificación pendiente venció. Inicie sesión de nuevo.',
  token: 'Falta la verificación pendiente. Inicie sesión de nuevo.',
  necesario: 'Escriba el código de verificación en dos pasos para terminar de entrar.',
  inscribir: 'Su cuenta necesita la verificación en dos pasos. Actívela para continuar.',
  yaActiva: 'La verificación en dos pasos ya está activa en esta cuenta.',
  noPendiente: 'Primero pida un código QR nuevo para activar la verificación en dos pasos.',
  soloPersonal: 'La verificación en dos pasos es para administradores y el super administrador.',
  sinSesion: 'Inicie sesión para activar la verificación en dos pasos.',
  obligatoria: 'La verificación en dos pasos es obligatoria para su cuenta: no se puede desactivar.',
  noActiva: 'La verificación en dos pasos no está activa en esta cuenta.',
  contrasena: 'Escriba su contraseña actual.',
  contrasenaIncorrecta: 'La contraseña actual no es correcta.',
  noPosponer: 'Ya no se puede posponer: active la verificación en dos pasos para continuar.',
  soloAdmins: 'Solo se restablece la verificación de cuentas de administrador.',
  dias: `Los días de gracia van de 0 a ${DIAS_GRACIA_MAX}.`,
  obligatorioAdmins: 'Indique si la verificación es obligatoria para los administradores (1 o 0).',
} as const;
