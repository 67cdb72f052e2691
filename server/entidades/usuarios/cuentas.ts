// What the account funciones share (usuarios.ts, alumnos.ts, administradores.ts): the contract's
// messages and a sub-schema check that refuses in Spanish.
import { ErrorApi } from '@server/base/errores';
import { z, primerMensaje } from '@server/api/validacion';
import { MATRICULA, MENSAJES_USUARIOS } from '@/shared/api/contrato/usuarios';

// Messages: the contract's, shared with the forms.
export const MSJ = MENSAJES_USUARIOS;
export { MATRICULA };

/** Parses a sub-schema inside a handler, refusing with its first Spanish message. */
export function validar<S extends z.ZodType>(schema: S, datos: unknown): z.output<S> {
  const r = schema.safeParse(datos);
  if (!r.success) throw new ErrorApi(primerMensaje(r.error));
  return r.data;
}

/** A new password's field (cambiarContrasena, restablecerContrasena); its rules are problemaContrasenaNueva's. */
export const contrasenaNueva = z
  .string({ error: MSJ.contrasenaNueva })
  .min(8, MSJ.contrasenaNueva)
  .max(200, 'La nueva contraseña es demasiado larga (máximo 200 caracteres).');
