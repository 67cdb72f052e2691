// Experience form checks (SPEC.md §5), with the spec's exact messages where it gives them.
import type { DatosExperiencia } from './types';

export const EMPRESA_REQUERIDA = 'Se necesita seleccionar una empresa de estadía.';
export const EXPERIENCIA_REQUERIDA = 'Se necesita escribir la experiencia del estudiante.';
export const NOMBRE_REQUERIDO = 'Se necesita el nombre del estudiante.';
export const NIVEL_REQUERIDO = 'Se necesita seleccionar el nivel académico: T.S.U., Licenciatura o Ingeniería.';

export type ErroresExperiencia = Partial<Record<keyof DatosExperiencia, string>>;

export function validarExperiencia(d: DatosExperiencia): ErroresExperiencia {
  const e: ErroresExperiencia = {};
  if (!String(d.nombreEstudiante).trim()) e.nombreEstudiante = NOMBRE_REQUERIDO;
  if (!['t', 'l', 'i'].includes(d.nivelAcademico)) e.nivelAcademico = NIVEL_REQUERIDO;
  if (!String(d.fkEmpresaEstadia).trim()) e.fkEmpresaEstadia = EMPRESA_REQUERIDA;
  if (!d.experiencia.trim()) e.experiencia = EXPERIENCIA_REQUERIDA;
  return e;
}
