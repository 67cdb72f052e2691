// How the audit trail names a funcion and a date for people: the bitácora page and the
// "Última modificación" line of the edit pages.
import { accionPasada } from '../api/contrato/acciones';
import { fechaHoraZona } from '../lib/zonaHoraria';

/** What a funcion did, in words ("Editó un proyecto"): contrato/acciones.ts, never the wire's name. */
export const accionDe = accionPasada;

/** A date-time for people, one format across the panels: "11 ene 2027, 08:00 (UTC−6)" (lib/zonaHoraria.ts). */
export const fechaHora = (iso: string, zona?: string) => fechaHoraZona(iso, zona);

/** The server's UTC 'YYYY-MM-DD HH:MM:SS' as ISO (a <time>'s dateTime)… */
export const isoUtc = (fecha: string) => `${fecha.replace(' ', 'T')}Z`;
/** …and in the university's time zone. */
export const fechaHoraUtc = (fecha: string) => fechaHora(isoUtc(fecha));
