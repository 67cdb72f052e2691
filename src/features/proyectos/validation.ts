// Project form checks: SPEC.md §5's exact member message, and the same wording as the server for
// the other required fields.
import type { FormProyecto } from './types';
import { MAX_IMAGENES_PROYECTO } from './types';

export const MENSAJES_PROYECTO = {
  nombre: 'Se necesita el nombre del proyecto.',
  cuatrimestre: 'Seleccione un cuatrimestre del 1 al 11.',
  descripcion: 'Se necesita la descripción del proyecto.',
  enlace: 'El enlace debe ser una dirección web completa (https://…).',
  imagenes: 'Se necesita mínimo una imagen del proyecto.',
  demasiadasImagenes: `Se permiten máximo ${MAX_IMAGENES_PROYECTO} imágenes por proyecto.`,
  miembros: 'Se necesita mínimo un miembro del proyecto.',
  sinNombre: 'Hay miembros sin nombre. Por favor, elimínelos.',
} as const;

export type ErroresProyecto = Partial<Record<'nombre_proyecto' | 'cuatrimestre' | 'descripcion_proyecto' | 'enlace' | 'imgs' | 'miembros', string>>;

function enlaceValido(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

export function validarProyecto(f: FormProyecto): ErroresProyecto {
  const M = MENSAJES_PROYECTO;
  const e: ErroresProyecto = {};
  if (!f.nombre_proyecto.trim()) e.nombre_proyecto = M.nombre;
  const c = Number(f.cuatrimestre);
  if (!/^\d+$/.test(f.cuatrimestre) || c < 1 || c > 11) e.cuatrimestre = M.cuatrimestre;
  if (!f.descripcion_proyecto.trim()) e.descripcion_proyecto = M.descripcion;
  if (f.enlace.trim() && !enlaceValido(f.enlace.trim())) e.enlace = M.enlace;
  if (f.imgs.length === 0) e.imgs = M.imagenes;
  else if (f.imgs.length > MAX_IMAGENES_PROYECTO) e.imgs = M.demasiadasImagenes;
  if (f.miembros.length === 0) e.miembros = M.miembros;
  else if (f.miembros.some((m) => !m.nombre.trim())) e.miembros = M.sinNombre;
  return e;
}
