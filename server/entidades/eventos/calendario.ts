// The events as iCalendar (RFC 5545) through ical-generator: the subscription /eventos.ics and one
// event's .ics. A subscribed calendar follows moves and cancellations because each event keeps its
// UID (its key and the site's host) and its SEQUENCE rises with each edit; a cancelled or
// deactivated event stays in the feed as STATUS:CANCELLED so calendars drop it, stripped to what
// that needs (UID, SEQUENCE, times, name: no description, place, online link or page). Every text
// value goes through the library's escape (`textoIcs` for the calendar's own name, which
// ical-generator writes raw) and every line is folded at 75 octets by it. Times go out in
// UTC (…Z: no VTIMEZONE to get wrong; the packaged Mexico City VTIMEZONE still has the DST Mexico
// abolished in 2022), the zone is named in X-WR-TIMEZONE for display; all-day events as dates.
import ical, { ICalCalendarMethod, ICalEventStatus, escape, type ICalCalendar } from 'ical-generator';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { repoEventos, type FilaEvento } from './repositorio';
import { ahoraUtc } from '@server/base/reloj';
import { esBorrador } from '@/shared/api/contrato/programacion';

type Fechado = FilaEvento & { activo: boolean; creado: string };

const NOMBRE = 'Eventos de Ingeniería en Desarrollo y Gestión de Software';
/** 'YYYY-MM-DD HH:MM:SS' (UTC) as a Date. */
const deTabla = (t: string) => new Date(`${t.replace(' ', 'T')}Z`);
/** An all-day date at noon UTC: ical-generator writes it with UTC getters, whatever the machine's zone. */
const mediodia = (d: string, dias = 0) => new Date(Date.parse(`${d}T12:00:00Z`) + dias * 86_400_000);

/**
 * A calendar's name as one escaped TEXT value: line breaks and other controls become spaces (a
 * name is one line), then `\ ; ,` escaped. ical-generator writes NAME and X-WR-CALNAME as given, so
 * an event's name with CR/LF wrote whole VEVENTs into its .ics.
 */
export const textoIcs = (s: string): string =>
  escape(
    s
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    false,
  );

export const uidEvento = (pk: number, siteUrl: string) => `evento-${pk}@${new URL(siteUrl).hostname}`;

function agregar(cal: ICalCalendar, e: Fechado, config: AppConfig): void {
  const dia = e.todo_el_dia;
  const inicio = dia ? mediodia(e.inicio!) : new Date(e.inicio!);
  // an all-day DTEND is exclusive: the day after the last one
  const fin = dia ? mediodia(e.fin ?? e.inicio!, 1) : e.fin ? new Date(e.fin) : undefined;
  const vigente = e.activo && e.publicado && !e.cancelado;
  const descripcion = [e.descripcion_evento, e.enlace_en_linea ? `En línea: ${e.enlace_en_linea}` : ''].filter(Boolean).join('\n\n');
  const comun = {
    id: uidEvento(e.pk_evento, config.siteUrl),
    sequence: e.secuencia,
    stamp: deTabla(e.editado),
    created: deTabla(e.creado),
    lastModified: deTabla(e.editado),
    start: inicio,
    end: fin,
    allDay: dia,
    summary: e.nombre_evento,
  };
  // a cancelled or deactivated event: what a calendar needs to drop it, nothing it would show
  if (!vigente) return void cal.createEvent({ ...comun, status: ICalEventStatus.CANCELLED });
  cal.createEvent({
    ...comun,
    description: descripcion,
    location: e.lugar || e.enlace_en_linea || undefined,
    url: `${config.siteUrl}/eventos#evento-${e.pk_evento}`,
    status: ICalEventStatus.CONFIRMED,
  });
}

function calendario(config: AppConfig, nombre: string): ICalCalendar {
  const cal = ical({ name: textoIcs(nombre), prodId: { company: new URL(config.siteUrl).hostname, product: 'eventos', language: 'ES' } });
  cal.method(ICalCalendarMethod.PUBLISH);
  cal.x('X-WR-TIMEZONE', config.zonaHoraria);
  cal.ttl(60 * 60);
  return cal;
}

/** 'YYYY-MM-DDTHH:MM:SSZ' (the schedule) as 'YYYY-MM-DD HH:MM:SS' (creado), to compare them. */
const comoCreado = (v: string) => v.replace('T', ' ').replace('Z', '').slice(0, 19);

/** Retired no later than it went public (its creation, or its publicarEn when later): the public never saw it. */
function nuncaPublico(e: { retirar_en: string | null; publicar_en: string | null; creado: string }): boolean {
  if (!e.retirar_en) return false;
  const publicado = e.publicar_en && comoCreado(e.publicar_en) > e.creado ? comoCreado(e.publicar_en) : e.creado;
  return comoCreado(e.retirar_en) <= publicado;
}

/**
 * Every dated event, active or not (deactivated, cancelled and retired ones as CANCELLED); one
 * whose publicarEn has not come is not there at all (its name is not public yet).
 */
export async function calendarioEventos(db: Db, config: AppConfig): Promise<string> {
  const cal = calendario(config, NOMBRE);
  const t = ahoraUtc();
  // an unpublished one is there (as CANCELLED) only once it was public and retired; a draft never
  // (0059), nor one retired no later than it went public: saved with a retirarEn already past (issue 45)
  for (const e of await repoEventos(db).fechados())
    if (e.publicado || (!(e.publicar_en && e.publicar_en > t) && !esBorrador(e) && !nuncaPublico(e))) agregar(cal, e, config);
  return cal.toString();
}

/** One active dated event's .ics ("Añadir a mi calendario"); null when there is none. */
export async function calendarioDeEvento(db: Db, config: AppConfig, pk: number): Promise<string | null> {
  const e = (await repoEventos(db).fechados()).find((x) => x.pk_evento === pk && x.activo && x.publicado);
  if (!e) return null;
  const cal = calendario(config, e.nombre_evento);
  agregar(cal, e, config);
  return cal.toString();
}
