// The event's fields (SPEC.md §5, and our dates and place): the admin form checks them as it holds
// them, the server the same rules on api.php's strings (imgs as JSON, flags as '1'/'0').
import { z, texto, textoOpcional, enlaceWeb, imagenes } from './campos';
import { MAX_IMAGENES_EVENTO, MENSAJES_EVENTO as M } from './eventos';
import { fechaValida } from '@/shared/lib/zonaHoraria';

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

/** problemaDeFechas as a schema refinement, on the end field. */
export function fechasEnOrden(d: Fechas, ctx: z.RefinementCtx): void {
  const problema = problemaDeFechas(d);
  if (problema) ctx.addIssue({ code: 'custom', path: ['fin'], message: problema });
}

/** The form's whole check (useFormulario runs it): the fields, then the dates' order. */
export const esquemaEvento = formEvento.superRefine(fechasEnOrden);
