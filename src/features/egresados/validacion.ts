// The graduate form's check: the contract's schema (SPEC.md §5: one message for every missing
// field), and which fields are missing, to mark them.
import { erroresDe } from '@/shared/api/contrato/campos';
import { formEgresado } from '@/shared/api/contrato/egresados.esquema';
import { MENSAJES_EGRESADO } from '@/shared/api/contrato/egresados';
import type { ImagenForm } from '@/shared/api/contrato';

export const LLENE_TODOS = MENSAJES_EGRESADO.llene;

export interface FormEgresado {
  nombreAlumno: string;
  generacion: string;
  puestoEmpresa: string;
  palabrasAlumno: string;
  imagenes: ImagenForm[];
}

export type CampoEgresado = keyof FormEgresado;

export function validarEgresado(d: FormEgresado): { mensaje: string | null; faltan: CampoEgresado[] } {
  const faltan = Object.keys(erroresDe(formEgresado, d)) as CampoEgresado[];
  return { mensaje: faltan.length ? LLENE_TODOS : null, faltan };
}
