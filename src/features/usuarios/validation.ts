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

/** `prohibidas`: the user's matricula / login name, which may not become the password. */
export function validarCambio({ actual, nueva, repetida }: DatosCambio, prohibidas: (string | null | undefined)[] = []): Errores<DatosCambio> {
  const e: Errores<DatosCambio> = {};
  if (!actual) e.actual = MENSAJES.contrasenaActual;
  if (nueva.length < LARGO_MINIMO) e.nueva = MENSAJES.contrasenaNueva;
  else if (prohibidas.some((p) => p && p.toLowerCase() === nueva.trim().toLowerCase())) e.nueva = MENSAJES.contrasenaEsMatricula;
  else if (actual && nueva === actual) e.nueva = MENSAJES.contrasenaIgual;
  if (!e.nueva && repetida !== nueva) e.repetida = MENSAJES.noCoinciden;
  return e;
}
