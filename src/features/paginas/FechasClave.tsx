// The admissions' key dates as a dated list: all of them on /admisiones, the upcoming ones on the
// home. "Upcoming" is counted from when the answer arrived (the query's fulfilledTimeStamp, in the
// store), in the programme's time zone, so the server's render and the hydrated page agree.
import type { FechaClave } from '@/shared/api/contrato/paginas';
import { finDe } from '@/shared/lib/zonaHoraria';
import './paginas.css';

const formato = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2027-01-11' → '11 de enero de 2027' (a calendar date: no zone moves it). */
export const fechaLarga = (fecha: string) => formato.format(new Date(`${fecha}T12:00:00Z`));

/** The dates still ahead at `ahora` (ms) in `zona`, soonest first. */
export function proximas(fechas: readonly FechaClave[], ahora: number, zona: string): FechaClave[] {
  return fechas.filter((f) => finDe(f.fecha, null, zona) > ahora).sort((a, b) => a.fecha.localeCompare(b.fecha));
}

export function FechasClave({ fechas, className = '' }: { fechas: readonly FechaClave[]; className?: string }) {
  return (
    <ol className={`fechas ${className}`.trim()}>
      {fechas.map((f) => (
        <li key={`${f.fecha}|${f.texto}`} className="fechas__fila">
          <time className="fechas__dia" dateTime={f.fecha}>
            {fechaLarga(f.fecha)}
          </time>
          <span className="fechas__texto">{f.texto}</span>
        </li>
      ))}
    </ol>
  );
}
