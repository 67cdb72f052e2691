// An event's schema.org Event (JSON-LD of /eventos): dates, place or online link, status and
// attendance mode when it has them (Google's event rich results read these).
import { imagenVistaPrevia } from '@/shared/lib/urlImagen';
import { SITIO } from '@/shared/config';
import type { Evento } from '../tipos';

const SCHEMA = 'https://schema.org/';

export function datosEvento(e: Evento): Record<string, unknown> {
  const enLinea = !!e.enlace_en_linea;
  const presencial = !!e.lugar;
  const modo = enLinea && presencial ? 'MixedEventAttendanceMode' : enLinea ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode';
  const lugares = [
    ...(presencial ? [{ '@type': 'Place', name: e.lugar, address: e.lugar }] : []),
    ...(enLinea ? [{ '@type': 'VirtualLocation', url: e.enlace_en_linea }] : []),
  ];
  return {
    '@type': 'Event',
    name: e.nombre_evento,
    description: e.descripcion_evento,
    ...(e.inicio ? { startDate: e.inicio } : {}),
    ...(e.fin ? { endDate: e.fin } : {}),
    ...(e.inicio ? { eventStatus: `${SCHEMA}${e.cancelado ? 'EventCancelled' : 'EventScheduled'}`, eventAttendanceMode: `${SCHEMA}${modo}` } : {}),
    ...(lugares.length ? { location: lugares.length === 1 ? lugares[0] : lugares } : {}),
    ...(e.imgs[0] ? { image: imagenVistaPrevia(e.imgs[0].img_evento) } : {}),
    organizer: { '@type': 'EducationalOrganization', name: SITIO.nombre, url: SITIO.universidad },
  };
}
