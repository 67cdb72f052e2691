// Password reset (issue 38): "¿Olvidó su contraseña?" on /login sends a single-use link by e-mail
// to a confirmed address; the link's page chooses a new password. The super admin gives an admin a
// one-time password, as an admin resets a student's.
import type { RespuestaComun } from './comun';

export interface RespuestaRestablecerAdmin extends RespuestaComun {
  /** The one-time password, shown once to the super admin. */
  contrasena?: string;
}

export interface ContratoRestablecer {
  /** Ours: always the same answer, whether or not the account exists (no enumeration). */
  pedirRestablecimiento: { pide: { cuenta: string }; responde: RespuestaComun };
  /** Ours: the link's token and the new password; ends every session of the account. */
  restablecerContrasena: { pide: { token: string; contrasena_nueva: string }; responde: RespuestaComun };
  /** Ours: the super admin gives an admin a one-time password (changed at the next login). */
  restablecerAdmin: { pide: { pk: number }; responde: RespuestaRestablecerAdmin };
}

/** How long a reset link works. */
export const VIGENCIA_RESTABLECER_MINUTOS = 60;
/** A new admin's link to choose a first password (issue 44: the super admin typed their e-mail), like WordPress's. */
export const VIGENCIA_BIENVENIDA_HORAS = 24;

export const MENSAJES_RESTABLECER = {
  cuenta: 'Escriba su usuario o su correo electrónico.',
  enviado:
    'Si la cuenta existe y tiene un correo confirmado, le enviamos un enlace para elegir una contraseña nueva. Vale 60 minutos y sirve una sola vez. Revise también su correo no deseado.',
  demasiados: 'Pidió demasiados enlaces en poco tiempo. Espere una hora e inténtelo de nuevo.',
  enlaceNoValido: 'El enlace no es válido, ya se usó o venció. Pida uno nuevo en «¿Olvidó su contraseña?».',
  sinEnlace: 'Falta el enlace que le enviamos por correo. Pida uno nuevo en «¿Olvidó su contraseña?».',
  hecho: 'Contraseña restablecida. Inicie sesión con su nueva contraseña.',
  contrasenaNueva: 'Escriba su nueva contraseña (al menos 8 caracteres).',
  noCoinciden: 'Las contraseñas nuevas no coinciden.',
  soloAdmins: 'Solo se restablece aquí la contraseña de un administrador activo.',
} as const;

/** The pages: the request (a link under the login form) and the one the e-mail's link opens. */
export const RUTA_OLVIDE_CONTRASENA = '/olvide_contrasena';
export const RUTA_RESTABLECER_CONTRASENA = '/restablecer_contrasena';
