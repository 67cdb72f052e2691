// Graduate form check (SPEC.md §5): every field, the generation and the photo are required, with
// one message for all of them; the missing fields are returned too, to mark them.
import type { ImagenForm } from '../../shared/api/contract';

export const LLENE_TODOS = 'Por favor llene todos los campos.';

export interface FormEgresado {
  nombreAlumno: string;
  generacion: string;
  puestoEmpresa: string;
  palabrasAlumno: string;
  imagenes: ImagenForm[];
}

export type CampoEgresado = keyof FormEgresado;

export function validarEgresado(d: FormEgresado): { mensaje: string | null; faltan: CampoEgresado[] } {
  const faltan: CampoEgresado[] = [];
  if (!d.nombreAlumno.trim()) faltan.push('nombreAlumno');
  if (!d.generacion) faltan.push('generacion');
  if (!d.puestoEmpresa.trim()) faltan.push('puestoEmpresa');
  if (!d.palabrasAlumno.trim()) faltan.push('palabrasAlumno');
  if (!d.imagenes[0]?.imagen) faltan.push('imagenes');
  return { mensaje: faltan.length ? LLENE_TODOS : null, faltan };
}
