// The events' "Edición rápida" from the list (issue 43): name and schedule (the status). The save
// reads the stored event and sends it whole through editarEvento with those fields changed, so the
// server checks it as any edit and leaves its audit entry and revision. Its own dates stay in its
// form (an all-day event's date is not a date-time).
import type { EdicionRapida } from '@/shared/admin/ListaAdmin';
import { errorFuncion } from '@/shared/api/errores';
import { paredDe } from '@/shared/admin/Programacion';
import { eventosApi } from '../api';
import type { DatosEvento, Evento, FormEvento } from '../tipos';

const mensajeDe = (error: unknown, otro: string) => errorFuncion(error)?.mensaje ?? otro;

export function edicionRapidaEvento(formDe: (e: Evento) => FormEvento, aDatos: (f: FormEvento) => DatosEvento): EdicionRapida<Evento> {
  return {
    campos: [
      { nombre: 'nombreEvento', etiqueta: 'Nombre del evento' },
      { nombre: 'publicarEn', etiqueta: 'Publicar el', tipo: 'datetime-local' },
      { nombre: 'retirarEn', etiqueta: 'Retirar el', tipo: 'datetime-local' },
    ],
    valores: (e) => ({ nombreEvento: e.nombre_evento, publicarEn: paredDe(e.publicar_en, e.zona), retirarEn: paredDe(e.retirar_en, e.zona) }),
    async guardar(e, v, dispatch) {
      const leido = await dispatch(eventosApi.endpoints.obtenerEvento.initiate(e.pk_evento, { forceRefetch: true, subscribe: false }));
      if (!leido.data) throw new Error(mensajeDe(leido.error, 'No se pudo leer el evento. Intente de nuevo.'));
      const f: FormEvento = { ...formDe(leido.data), ...v };
      const r = await dispatch(eventosApi.endpoints.editarEvento.initiate({ ...aDatos(f), pkEvento: String(e.pk_evento) }));
      if ('error' in r && r.error) throw new Error(mensajeDe(r.error, 'No se pudo guardar. Intente de nuevo.'));
      return r.data?.mensaje ?? 'Evento actualizado correctamente.';
    },
  };
}
