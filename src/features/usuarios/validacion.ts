// The password change check of the usuarios feature: the contract's messages and password rules,
// shared with the server, without zod (it stays out of that page's chunk). The student and admin
// forms check the contract's schemas through useFormulario.
import { LARGO_MINIMO_CONTRASENA, MATRICULA, MENSAJES_USUARIOS, problemaContrasenaNueva } from '@/shared/api/contrato/usuarios';
import type { DatosCambio } from './tipos';

export const MENSAJES = MENSAJES_USUARIOS;
export { MATRICULA, problemaContrasenaNueva };
export const LARGO_MINIMO = LARGO_MINIMO_CONTRASENA;

type Errores<T> = Partial<Record<keyof T, string>>;

/** `prohibidas`: the user's matricula / login name, which may not become the password. */
export function validarCambio(
  { actual, nueva, repetida }: DatosCambio,
  prohibidas: (string | null | undefined)[] = [],
  /** false: the account has no password its owner knows (made by the university sign-in): none is asked. */
  conActual = true,
): Errores<DatosCambio> {
  const e: Errores<DatosCambio> = {};
  if (conActual && !actual) e.actual = MENSAJES.contrasenaActual;
  const problema = problemaContrasenaNueva(nueva, prohibidas);
  if (problema) e.nueva = problema;
  else if (actual && nueva === actual) e.nueva = MENSAJES.contrasenaIgual;
  if (!e.nueva && repetida !== nueva) e.repetida = MENSAJES.noCoinciden;
  return e;
}
