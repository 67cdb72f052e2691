// The company form's check: the contract's schema (SPEC.md §5), shared with the server.
import { erroresDe } from '@/shared/api/contrato/campos';
import { formEmpresa } from '@/shared/api/contrato/empresas.esquema';
import { MENSAJES_EMPRESA } from '@/shared/api/contrato/empresas';
import type { ImagenForm } from '@/shared/api/contrato';

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
