// Events: public list (paged on the client, 3 at a time), detail, and the admin writes.
import type { RespuestaComun } from './comun';
import { MAX_IMAGENES_EVENTO } from './limites';

/** Its name in the audit trail and its kind of search result (gathered by herramientas/generadores/entidades.mjs). */
export const ENTIDAD_EVENTO = { clave: 'evento', bitacora: 'Evento', busqueda: 'Evento' } as const;

export interface ImagenEvento {
  pk_img_evento: number;
  img_evento: string;
}

/**
 * When and where (our addition to SPEC.md §3): inicio/fin in UTC ('YYYY-MM-DDTHH:MM:SSZ'), or
 * calendar dates ('YYYY-MM-DD') when todo_el_dia; null when the event has no date. zona: the
 * programme's zone (ZONA_HORARIA), the one the times are shown and typed in.
 */
export interface CuandoEvento {
  inicio: string | null;
  fin: string | null;
  todo_el_dia: boolean;
  lugar: string;
  enlace_en_linea: string;
  cancelado: boolean;
  /** Rises with each edit (iCalendar SEQUENCE). */
  secuencia: number;
  /** Last edit (or creation), 'YYYY-MM-DD HH:MM:SS' UTC. */
  editado: string;
  zona: string;
}

/** An event; the date and place fields may be missing (an api.php that knows only SPEC.md's fields): undated then. */
export interface Evento extends Partial<CuandoEvento> {
  pk_evento: number;
  nombre_evento: string;
  descripcion_evento: string;
  imgs: ImagenEvento[];
}

/**
 * Form fields of registrarEvento / editarEvento; imgs is a JSON string of ImagenForm[]. The date
 * and place fields are optional (a client sending only SPEC.md's fields keeps working; an edit
 * without them keeps what was stored): inicio/fin as the zone's wall clock, 'YYYY-MM-DDTHH:MM'
 * (a datetime-local input) or 'YYYY-MM-DD' with todoElDia; flags as '1'/'0'.
 */
export interface DatosEvento {
  nombreEvento: string;
  descripcion: string;
  imgs: string;
  inicio?: string;
  fin?: string;
  todoElDia?: string;
  lugar?: string;
  enlaceEnLinea?: string;
  cancelado?: string;
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
  inicio: 'La fecha de inicio no es válida: escríbela como 2027-03-12 10:00.',
  fin: 'La fecha de fin no es válida: escríbela como 2027-03-12 12:00.',
  finSinInicio: 'Indica también la fecha de inicio.',
  finAntes: 'La fecha de fin no puede ser anterior a la de inicio.',
  bandera: 'Valor no válido: se espera 1 (sí) o 0 (no).',
} as const;
