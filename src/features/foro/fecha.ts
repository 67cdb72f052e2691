// Dates of the forum: the server sends UTC 'YYYY-MM-DD HH:MM:SS'; people read the programme's
// local date. One fixed time zone (the university's), not the reader's: the server renders the page
// and the browser hydrates it, and both must write the same date.
const formato = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Mexico_City' });

/** ISO form for <time dateTime>. */
export const isoDe = (fecha: string) => `${fecha.replace(' ', 'T')}Z`;

export function fechaLegible(fecha: string): string {
  const d = new Date(isoDe(fecha));
  return Number.isNaN(d.getTime()) ? '' : formato.format(d);
}
