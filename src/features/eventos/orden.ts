// The public list's order: upcoming events first (soonest first), then past ones (newest first),
// then the undated ones in the order the server gave (newest registered first). "Upcoming" is
// counted from when the list arrived (the query's fulfilledTimeStamp, in the store), so a server
// rendering and its hydration, or a replayed state, order alike.
import { aUtc, finDe } from '@/shared/lib/zonaHoraria';
import type { Evento } from './tipos';

const ZONA_POR_OMISION = 'America/Mexico_City';

/** The instant an event starts (an all-day date: its midnight in the event's zone). */
export function inicioDe(e: Evento): number {
  const v = e.inicio!;
  return v.length === 10 ? Date.parse(aUtc(`${v}T00:00`, e.zona ?? ZONA_POR_OMISION)) : Date.parse(v);
}

export const yaPaso = (e: Evento, ahora: number) => !!e.inicio && finDe(e.inicio, e.fin ?? null, e.zona ?? ZONA_POR_OMISION) <= ahora;

export function ordenarEventos(eventos: readonly Evento[], ahora: number): Evento[] {
  const fechados = eventos.filter((e) => e.inicio);
  const proximos = fechados.filter((e) => !yaPaso(e, ahora)).sort((a, b) => inicioDe(a) - inicioDe(b));
  const pasados = fechados.filter((e) => yaPaso(e, ahora)).sort((a, b) => inicioDe(b) - inicioDe(a));
  return [...proximos, ...pasados, ...eventos.filter((e) => !e.inicio)];
}
