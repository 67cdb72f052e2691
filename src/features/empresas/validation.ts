// Company form checks (SPEC.md §5), with the spec's exact messages.
import type { ImagenForm } from '../../shared/api/contract';

export const NOMBRE_REQUERIDO = 'Se necesita el nombre de la empresa.';
export const IMAGEN_REQUERIDA = 'Se necesita la imagen de la empresa.';

export interface ErroresEmpresa {
  nombre?: string;
  imagen?: string;
}

export function validarEmpresa({ nombre, imagenes }: { nombre: string; imagenes: ImagenForm[] }): ErroresEmpresa {
  const errores: ErroresEmpresa = {};
  if (!nombre.trim()) errores.nombre = NOMBRE_REQUERIDO;
  if (!imagenes[0]?.imagen) errores.imagen = IMAGEN_REQUERIDA;
  return errores;
}
