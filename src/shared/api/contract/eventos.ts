// Events: public list (paged on the client, 3 at a time), detail, and the admin writes.
import type { RespuestaComun } from '../contract';

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
