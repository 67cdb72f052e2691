// Event times: kept in UTC ('YYYY-MM-DDTHH:MM:SSZ', or 'YYYY-MM-DD' for an all-day event), typed
// and shown as the wall clock of the programme's zone (ZONA_HORARIA). Intl knows every zone's
// rules (daylight saving included); these helpers only move between the two readings.

const partesDe = new Map<string, Intl.DateTimeFormat>();
function formato(zona: string): Intl.DateTimeFormat {
  let f = partesDe.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zona,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partesDe.set(zona, f);
  }
  return f;
}

/** The wall clock of `zona` at the instant `ms`, as milliseconds of a UTC clock showing the same. */
function paredEn(ms: number, zona: string): number {
  const p = Object.fromEntries(
    formato(zona)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
}

const FECHA = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Is 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM[:SS]' a date that exists (no 30 February, no 25:00), years 1900–2200? */
export function fechaValida(v: string): boolean {
  const m = FECHA.exec(v);
  if (!m) return false;
  const [a, mes, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? undefined);
  const n = [a, mes, d, h, mi, s].map(Number);
  if (n[0] < 1900 || n[0] > 2200 || n[3] > 23 || n[4] > 59 || n[5] > 59) return false;
  const t = new Date(Date.UTC(n[0], n[1] - 1, n[2]));
  return t.getUTCFullYear() === n[0] && t.getUTCMonth() === n[1] - 1 && t.getUTCDate() === n[2];
}

/** A wall-clock time of `zona` (YYYY-MM-DDTHH:MM) as UTC (…Z); a time a DST change skips resolves to a neighbouring instant. */
export function aUtc(pared: string, zona: string): string {
  const m = FECHA.exec(pared)!;
  const deseado = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  let ms = deseado - (paredEn(deseado, zona) - deseado);
  ms += deseado - paredEn(ms, zona); // a second pass settles the offset on the right side of a change
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A UTC time ('…Z') as the wall clock of `zona`, for a datetime-local input ('YYYY-MM-DDTHH:MM'). */
export function aPared(utc: string, zona: string): string {
  return new Date(paredEn(Date.parse(utc), zona)).toISOString().slice(0, 16);
}

const largo = new Map<string, Intl.DateTimeFormat>();
/** "jueves 12 de marzo de 2027, 10:00" in `zona` (without the time for an all-day date 'YYYY-MM-DD'). */
export function fechaEnEspanol(valor: string, zona: string): string {
  const dia = valor.length === 10;
  const clave = `${zona}|${dia}`;
  let f = largo.get(clave);
  if (!f) {
    f = new Intl.DateTimeFormat('es-MX', {
      timeZone: dia ? 'UTC' : zona,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(dia ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const }),
    });
    largo.set(clave, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(dia ? `${valor}T12:00:00Z` : valor)).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} de ${p.month} de ${p.year}${dia ? '' : `, ${p.hour}:${p.minute}`}`;
}

/** The instant an event ends, for "upcoming or past": its end, else its start; an all-day date ends at that day's midnight in `zona`. */
export function finDe(inicio: string, fin: string | null, zona: string): number {
  const v = fin ?? inicio;
  if (v.length !== 10) return Date.parse(v);
  const siguiente = new Date(Date.parse(`${v}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return Date.parse(aUtc(`${siguiente}T00:00`, zona));
}

/** The programme's zone when an answer does not say it (the server's ZONA_HORARIA default). */
export const ZONA_PREDETERMINADA = 'America/Mexico_City';

const conZona = new Map<string, Intl.DateTimeFormat>();
const UTC_BD = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?$/;
const PARED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether a text is a date-time `fechaHoraZona` shows (ISO with its zone, the database's UTC, or a wall clock). */
export const esFechaHora = (v: string) => ISO_UTC.test(v) || UTC_BD.test(v) || PARED.test(v);

/**
 * One format for every date-time the panels and the audit trail show: "11 ene 2027, 08:00 (UTC−6)",
 * the wall clock of `zona` with its offset (24 h: no "a.m."). Reads an ISO time with its zone
 * ('…Z'), the database's UTC ('YYYY-MM-DD HH:MM:SS') and a wall clock of `zona`
 * ('YYYY-MM-DDTHH:MM', as the forms send it); anything else comes back as it was.
 */
export function fechaHoraZona(valor: string, zona: string = ZONA_PREDETERMINADA): string {
  const iso = UTC_BD.test(valor) ? `${valor.replace(' ', 'T')}Z` : PARED.test(valor) && fechaValida(valor.slice(0, 16)) ? aUtc(valor, zona) : valor;
  const ms = ISO_UTC.test(iso) ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return valor;
  let f = conZona.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zona,
      timeZoneName: 'shortOffset',
    });
    conZona.set(zona, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const desfase = (p.timeZoneName ?? '')
    .replace(/^GMT/, 'UTC')
    .replace('-', '−')
    .replace(/^UTC\+0$/, 'UTC');
  return `${p.day} ${p.month.replace('.', '')} ${p.year}, ${p.hour}:${p.minute} (${desfase})`;
}
