// Form checks of the usuarios feature: the contract's schemas, messages and password rules, shared
// with the server. (The password change page uses only validarCambio: zod stays out of its chunk.)
import { erroresDe } from '@/shared/api/contrato/campos';
import { LARGO_MINIMO_CONTRASENA, MATRICULA, MENSAJES_USUARIOS, problemaContrasenaNueva } from '@/shared/api/contrato/usuarios';
import { esquemaAdmin, esquemaAlumno } from '@/shared/api/contrato/usuarios.esquema';
import type { DatosAdmin, DatosAlumno, DatosCambio } from './tipos';

export const MENSAJES = MENSAJES_USUARIOS;
export { MATRICULA, problemaContrasenaNueva };
export const LARGO_MINIMO = LARGO_MINIMO_CONTRASENA;

type Errores<T> = Partial<Record<keyof T, string>>;

export const validarAlumno = (d: DatosAlumno): Errores<DatosAlumno> => erroresDe(esquemaAlumno, d);
export const validarAdmin = (d: DatosAdmin): Errores<DatosAdmin> => erroresDe(esquemaAdmin, d);

/** `prohibidas`: the user's matricula / login name, which may not become the password. */
export function validarCambio({ actual, nueva, repetida }: DatosCambio, prohibidas: (string | null | undefined)[] = []): Errores<DatosCambio> {
  const e: Errores<DatosCambio> = {};
  if (!actual) e.actual = MENSAJES.contrasenaActual;
  const problema = problemaContrasenaNueva(nueva, prohibidas);
  if (problema) e.nueva = problema;
  else if (actual && nueva === actual) e.nueva = MENSAJES.contrasenaIgual;
  if (!e.nueva && repetida !== nueva) e.repetida = MENSAJES.noCoinciden;
  return e;
}
