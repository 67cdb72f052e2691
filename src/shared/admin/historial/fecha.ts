// A revision's date for people: "27 nov 2026, 04:10" in the university's time zone (as the audit
// trail's dates, shared/admin/accion.ts).
const formato = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});

export function fechaRevision(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = Object.fromEntries(formato.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day} ${p.month.replace('.', '')} ${p.year}, ${p.hour}:${p.minute}`;
}
