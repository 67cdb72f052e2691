// Event form checks with SPEC.md §5's exact messages.
import { MAX_IMAGENES_EVENTO, type FormEvento } from './types';

export const MENSAJES_EVENTO = {
  nombre: 'Se necesita el nombre del evento.',
  descripcion: 'Se necesita una descripción.',
  imagenes: 'Se necesita mínimo una imagen del evento.',
  demasiadasImagenes: `Se permiten máximo ${MAX_IMAGENES_EVENTO} imágenes por evento.`,
} as const;

export type ErroresEvento = Partial<Record<keyof FormEvento, string>>;

export function validarEvento(f: FormEvento): ErroresEvento {
  const e: ErroresEvento = {};
  if (!f.nombreEvento.trim()) e.nombreEvento = MENSAJES_EVENTO.nombre;
  if (!f.descripcion.trim()) e.descripcion = MENSAJES_EVENTO.descripcion;
  if (f.imgs.length === 0) e.imgs = MENSAJES_EVENTO.imagenes;
  else if (f.imgs.length > MAX_IMAGENES_EVENTO) e.imgs = MENSAJES_EVENTO.demasiadasImagenes;
  return e;
}

