// Events: public list (paged on the client, 3 at a time), detail, and the admin writes.
import type { ConVersion, RespuestaComun, TextoAlternativo } from './comun';
import { MAX_IMAGENES_EVENTO } from './limites';
import { z, texto, textoOpcional, enlaceWeb, imagenes } from './campos';
import { fechaValida } from '@/shared/lib/zonaHoraria';
import { camposProgramacion, programacionEnOrden, type DatosProgramacion, type Programacion } from './programacion';

/** Its name in the audit trail, its cache tag and kind of search result… (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_EVENTO = {
  clave: 'evento',
  bitacora: 'Evento',
  tag: 'Evento',
  busqueda: 'Evento',
  historial: {},
  seccion: 'eventos',
  lote: { nombre: 'eventos', uno: 'evento', acciones: ['baja', 'reactivar', 'publicarEn', 'retirarEn'], exportable: 'Eventos', importable: true },
} as const;

export interface ImagenEvento extends TextoAlternativo {
  pk_img_evento: number;
  img_evento: string;
}

/**
 * When and where (our addition to docs/SPEC.md §3): inicio/fin in UTC ('YYYY-MM-DDTHH:MM:SSZ'), or
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

/** An event; the date and place fields may be missing (an api.php that knows only docs/SPEC.md's fields): undated then. */
export interface Evento extends Partial<CuandoEvento>, Programacion {
  pk_evento: number;
  nombre_evento: string;
  descripcion_evento: string;
  imgs: ImagenEvento[];
  /**
   * Ours (issue 43): an event without images shows the library's default image for events, when
   * staff chose one (absent otherwise, and on events with images of their own).
   */
  imagenPredeterminada?: { imagen: string } & TextoAlternativo;
}

/**
 * Form fields of registrarEvento / editarEvento; imgs is a JSON string of ImagenForm[]. The date
 * and place fields are optional (a client sending only docs/SPEC.md's fields keeps working; an edit
 * without them keeps what was stored): inicio/fin as the zone's wall clock, 'YYYY-MM-DDTHH:MM'
 * (a datetime-local input) or 'YYYY-MM-DD' with todoElDia; flags as '1'/'0'.
 */
export interface DatosEvento extends DatosProgramacion {
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
  obtenerEvento: { pide: { pkEvento: string }; responde: Evento & ConVersion };
  registrarEvento: { pide: DatosEvento; responde: RespuestaComun & { pk_evento: number } };
  editarEvento: { pide: DatosEvento & ConVersion & { pkEvento: string }; responde: RespuestaComun };
  darBajaEvento: { pide: { pk: string }; responde: RespuestaComun };
  reactivarEvento: { pide: { pk: string }; responde: RespuestaComun };
}

// its "Dados de baja" list (contrato/bajas.ts)
declare module './bajas' {
  interface ListasBaja {
    eventos: true;
  }
}

export { MAX_IMAGENES_EVENTO };

/** docs/SPEC.md §5's event messages and the call's own refusals (server and form use these). */
export const MENSAJES_EVENTO = {
  deBajaNoExiste: 'El evento no existe o ya está activo.',
  reactivado: 'Evento reactivado correctamente.',
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

// Its zod schemas: the form checks its fields with them, api.php the same rules.
// The event's fields (docs/SPEC.md §5, and our dates and place): the admin form checks them as it holds
// them, the server the same rules on api.php's strings (imgs as JSON, flags as '1'/'0').
const M = MENSAJES_EVENTO;
/** A date or date-time of the zone's wall clock; absent stays absent (an edit keeps what was stored), '' clears. */
const fecha = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .trim()
    .max(25, mensaje)
    .refine((v) => v === '' || fechaValida(v), mensaje)
    .optional();

/** A yes/no: the form's boolean or api.php's '1'/'0' ('true'/'false' too); absent stays absent. */
const bandera = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])], { error: M.bandera })
  .transform((v) => v === true || v === '1' || v === 'true')
  .optional();

export const formEvento = z.object({
  nombreEvento: texto(M.nombre, 150),
  descripcion: texto(M.descripcion, 5000),
  imgs: imagenes(M.imagenes, MAX_IMAGENES_EVENTO, M.demasiadasImagenes, M.formatoImagenes),
  inicio: fecha(M.inicio),
  fin: fecha(M.fin),
  todoElDia: bandera,
  lugar: textoOpcional(300).optional(),
  enlaceEnLinea: enlaceWeb(500).optional(),
  cancelado: bandera,
  ...camposProgramacion,
});

/** An all-day event keeps the dates only; a timed one without a time starts at 00:00. */
export const normalizarFecha = (v: string, todoElDia: boolean) => (todoElDia ? v.slice(0, 10) : v.length === 10 ? `${v}T00:00` : v.slice(0, 16));

type Fechas = { inicio?: string; fin?: string; todoElDia?: boolean };

/** The end comes with a start, and not before it (both as the zone's wall clock: they compare as text); null when right. */
export function problemaDeFechas(d: Fechas): string | null {
  if (!d.fin) return null;
  if (!d.inicio) return M.finSinInicio;
  const dia = d.todoElDia ?? false;
  return normalizarFecha(d.fin, dia) < normalizarFecha(d.inicio, dia) ? M.finAntes : null;
}

/** problemaDeFechas as a schema refinement, on the end field (and the schedule's order, on retirarEn). */
export function fechasEnOrden(d: Fechas & DatosProgramacion, ctx: z.RefinementCtx): void {
  const problema = problemaDeFechas(d);
  if (problema) ctx.addIssue({ code: 'custom', path: ['fin'], message: problema });
  programacionEnOrden(d, ctx);
}

/** The form's whole check (useFormulario runs it): the fields, then the dates' order. */
export const esquemaEvento = formEvento.superRefine(fechasEnOrden);
