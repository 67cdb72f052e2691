// Dates of the forum: the server sends UTC 'YYYY-MM-DD HH:MM:SS'; people read a local date.
const formato = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' });

/** ISO form for <time dateTime>. */
export const isoDe = (fecha: string) => `${fecha.replace(' ', 'T')}Z`;

export function fechaLegible(fecha: string): string {
  const d = new Date(isoDe(fecha));
  return Number.isNaN(d.getTime()) ? '' : formato.format(d);
}
