// Form checks of the usuarios feature; the server refuses with the same words (a server test
// compares them).
import type { DatosAdmin, DatosAlumno, DatosCambio } from './types';

export const MENSAJES = {
  nombreAlumno: 'Se necesita el nombre del alumno.',
  matricula: 'Se necesita la matrícula del alumno.',
  formatoMatricula: 'La matrícula solo puede tener letras, números y guiones (de 4 a 20 caracteres, con al menos un número).',
  nombres: 'Se necesita el nombre del usuario.',
  apellidoP: 'Se necesita el apellido paterno.',
  contrasenaActual: 'Se necesita la contraseña actual.',
  contrasenaNueva: 'La nueva contraseña debe tener al menos 8 caracteres.',
  contrasenaEsMatricula: 'La nueva contraseña no puede ser su matrícula ni su usuario.',
  contrasenaIgual: 'La nueva contraseña debe ser distinta de la actual.',
  contrasenaRepetitiva: 'La nueva contraseña repite demasiado los mismos caracteres: use al menos 4 distintos.',
  contrasenaComun: 'Esa contraseña está entre las más usadas y se adivina en segundos: elija otra.',
  noCoinciden: 'Las contraseñas nuevas no coinciden.',
} as const;

export const MATRICULA = /^(?=.*\d)[A-Za-z0-9-]{4,20}$/;
export const LARGO_MINIMO = 8;

type Errores<T> = Partial<Record<keyof T, string>>;

export function validarAlumno({ alumno, matricula }: DatosAlumno): Errores<DatosAlumno> {
  const e: Errores<DatosAlumno> = {};
  if (!alumno.trim()) e.alumno = MENSAJES.nombreAlumno;
  if (!matricula.trim()) e.matricula = MENSAJES.matricula;
  else if (!MATRICULA.test(matricula.trim())) e.matricula = MENSAJES.formatoMatricula;
  return e;
}

export function validarAdmin({ nombres, apellido_p }: DatosAdmin): Errores<DatosAdmin> {
  const e: Errores<DatosAdmin> = {};
  if (!nombres.trim()) e.nombres = MENSAJES.nombres;
  if (!apellido_p.trim()) e.apellido_p = MENSAJES.apellidoP;
  return e;
}

/**
 * The rules of a new password, the one place they are written (the server applies the same
 * function, adding `esComun`: its list of the 3,000 most common passwords). The first rule it
 * breaks, in Spanish, or undefined.
 */
export function problemaContrasenaNueva(
  nueva: string,
  prohibidas: (string | null | undefined)[] = [],
  esComun?: (contrasena: string) => boolean,
): string | undefined {
  if (nueva.length < LARGO_MINIMO) return MENSAJES.contrasenaNueva;
  const clave = nueva.trim().toLowerCase();
  if (prohibidas.some((p) => p && p.toLowerCase() === clave)) return MENSAJES.contrasenaEsMatricula;
  if (new Set(clave).size < 4) return MENSAJES.contrasenaRepetitiva;
  if (esComun?.(clave)) return MENSAJES.contrasenaComun;
  return undefined;
}

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
