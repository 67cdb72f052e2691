// "Añadir a mi calendario" on an upcoming event's card (its .ics, and a Google Calendar link), and
// the page's subscription to every event (webcal://, which calendar apps open as a subscription
// that follows moves and cancellations; the https address works in every browser).
import { useSyncExternalStore } from 'react';
import type { Evento } from '../tipos';

const compacta = (v: string) => v.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const diaSiguiente = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Google Calendar's "new event" template with the event's dates (UTC, or dates with an exclusive end). */
export function enlaceGoogle(e: Evento): string {
  const fin = e.todo_el_dia ? diaSiguiente(e.fin ?? e.inicio!) : (e.fin ?? e.inicio!);
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.nombre_evento,
    dates: `${compacta(e.inicio!)}/${compacta(fin)}`,
    details: [e.descripcion_evento, e.enlace_en_linea ? `En línea: ${e.enlace_en_linea}` : ''].filter(Boolean).join('\n\n'),
    location: e.lugar || e.enlace_en_linea || '',
    ...(e.zona ? { ctz: e.zona } : {}),
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

export function AnadirCalendario({ e }: { e: Evento }) {
  return (
    <p className="evento__calendario">
      <span>Añadir a mi calendario:</span>{' '}
      <a href={`/eventos/${e.pk_evento}.ics`} download={`evento-${e.pk_evento}.ics`}>
        Archivo .ics<span className="visualmente-oculto"> de {e.nombre_evento}</span>
      </a>{' '}
      ·{' '}
      <a href={enlaceGoogle(e)} target="_blank" rel="noopener noreferrer">
        Google Calendar<span className="visualmente-oculto"> para {e.nombre_evento} (se abre en otra pestaña)</span>
      </a>
    </p>
  );
}

const sinCambios = () => () => {};

/** The subscription: the https address as rendered on the server, webcal:// once the page knows its host. */
export function SuscribirCalendario() {
  const host = useSyncExternalStore(
    sinCambios,
    () => window.location.host,
    () => '',
  );
  const href = host ? `webcal://${host}/eventos.ics` : '/eventos.ics';
  return (
    <p className="eventos__suscribir">
      <a className="boton boton--secundario" href={href}>
        Suscribirme al calendario de eventos
      </a>{' '}
      <a href="/feed.xml">Novedades (Atom)</a>
    </p>
  );
}
