// The company form's check: the contract's schema (SPEC.md §5), shared with the server.
import { erroresDe } from '../../shared/api/contract/campos';
import { formEmpresa } from '../../shared/api/contract/empresas.esquema';
import { MENSAJES_EMPRESA } from '../../shared/api/contract/empresas';
import type { ImagenForm } from '../../shared/api/contract';

export const NOMBRE_REQUERIDO = MENSAJES_EMPRESA.nombre;
export const IMAGEN_REQUERIDA = MENSAJES_EMPRESA.imagen;

export interface ErroresEmpresa {
  nombre?: string;
  imagen?: string;
}

export function validarEmpresa({ nombre, imagenes }: { nombre: string; imagenes: ImagenForm[] }): ErroresEmpresa {
  const e = erroresDe<'nombreEmpresa' | 'imagenes'>(formEmpresa, { nombreEmpresa: nombre, imagenes });
  return { ...(e.nombreEmpresa && { nombre: e.nombreEmpresa }), ...(e.imagenes && { imagen: e.imagenes }) };
}
