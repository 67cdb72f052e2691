// Events: public list (paged on the client, 3 at a time), detail, and the admin writes.
import type { RespuestaComun } from './comun';
import { MAX_IMAGENES_EVENTO } from './limites';

export interface ImagenEvento {
  pk_img_evento: number;
  img_evento: string;
}

export interface Evento {
  pk_evento: number;
  nombre_evento: string;
  descripcion_evento: string;
  imgs: ImagenEvento[];
}

/** Form fields of registrarEvento / editarEvento; imgs is a JSON string of ImagenForm[]. */
export interface DatosEvento {
  nombreEvento: string;
  descripcion: string;
  imgs: string;
}

export interface ContratoEventos {
  obtenerTodosEventos: { pide: Record<string, never>; responde: Evento[] };
  obtenerEvento: { pide: { pkEvento: string }; responde: Evento };
  registrarEvento: { pide: DatosEvento; responde: RespuestaComun & { pk_evento: number } };
  editarEvento: { pide: DatosEvento & { pkEvento: string }; responde: RespuestaComun };
  darBajaEvento: { pide: { pk: string }; responde: RespuestaComun };
}

export { MAX_IMAGENES_EVENTO };

/** SPEC.md §5's event messages and the call's own refusals (server and form use these). */
export const MENSAJES_EVENTO = {
  nombre: 'Se necesita el nombre del evento.',
  descripcion: 'Se necesita una descripción.',
  imagenes: 'Se necesita mínimo una imagen del evento.',
  demasiadasImagenes: `Se permiten máximo ${MAX_IMAGENES_EVENTO} imágenes por evento.`,
  formatoImagenes: 'Las imágenes del evento tienen un formato no válido.',
  noEncontrado: 'El evento no existe o fue dado de baja.',
  pk: 'Identificador de evento no válido.',
} as const;
