// The event form's values as the public events list shows an event (issue 37: the editor's "Vista
// previa", shared/admin/vistasPrevias): the same component as /eventos, given that event alone
// instead of reading the list. Times typed in the programme's zone become UTC as the server stores them.
import { useState } from 'react';
import { aUtc, fechaValida } from '@/shared/lib/zonaHoraria';
import ListaEventos from '../publico/ListaEventos';
import type { Evento, FormEvento } from '../tipos';

const ZONA_POR_OMISION = 'America/Mexico_City';

/** A typed date or time as the wire carries it (a calendar date when all day), or null when it is not a valid one. */
function cuando(v: string, dia: boolean, zona: string): string | null {
  if (!v || !fechaValida(v.slice(0, 10))) return null;
  if (dia) return v.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? aUtc(v, zona) : null;
}

export const eventoDe = (v: FormEvento, pk: number | null, zona = ZONA_POR_OMISION): Evento => ({
  pk_evento: pk ?? 0,
  nombre_evento: v.nombreEvento.trim() || 'Evento sin nombre',
  descripcion_evento: v.descripcion.trim(),
  imgs: v.imgs.map((i, n) => ({ pk_img_evento: n + 1, img_evento: i.vista ?? i.imagen })),
  inicio: cuando(v.inicio, v.todoElDia, zona),
  fin: cuando(v.fin, v.todoElDia, zona),
  todo_el_dia: v.todoElDia,
  lugar: v.lugar.trim(),
  enlace_en_linea: v.enlaceEnLinea.trim(),
  cancelado: v.cancelado,
  secuencia: 0,
  editado: '',
  zona,
});

export function PreviaEvento({ valores, pk, zona }: { valores: FormEvento; pk: number | null; zona?: string }) {
  // "now" is when the dialog opened: upcoming or past as a visitor would see it today
  const [ahora] = useState(() => Date.now());
  return <ListaEventos vista={{ eventos: [eventoDe(valores, pk, zona)], ahora }} />;
}
