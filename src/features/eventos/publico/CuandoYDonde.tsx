// An event card's date badge and its when/where lines: "viernes 12 de marzo de 2027, 10:00 a
// 12:00", the place, the online link, and "Cancelado". Nothing for an undated event without a place.
import { fechaEnEspanol } from '@/shared/lib/zonaHoraria';
import type { Evento } from '../tipos';

const ZONA_POR_OMISION = 'America/Mexico_City';

function partesDia(v: string, zona: string) {
  const f = new Intl.DateTimeFormat('es-MX', { timeZone: v.length === 10 ? 'UTC' : zona, day: 'numeric', month: 'short', year: 'numeric' });
  const p = Object.fromEntries(f.formatToParts(new Date(v.length === 10 ? `${v}T12:00:00Z` : v)).map((x) => [x.type, x.value]));
  return { dia: p.day, mes: p.month.replace('.', ''), anio: p.year };
}

/** "viernes 12 de marzo de 2027, 10:00 a 12:00" (the end's date too when it is another day). */
export function textoCuando(e: Evento): string {
  const zona = e.zona ?? ZONA_POR_OMISION;
  const inicio = fechaEnEspanol(e.inicio!, zona);
  if (!e.fin || e.fin === e.inicio) return inicio;
  const fin = fechaEnEspanol(e.fin, zona);
  const mismoDia = !e.todo_el_dia && inicio.split(',')[0] === fin.split(',')[0];
  return mismoDia ? `${inicio} a ${fin.split(', ')[1]}` : `Del ${inicio} al ${fin}`;
}

export function InsigniaFecha({ e }: { e: Evento }) {
  if (!e.inicio) return null;
  const { dia, mes, anio } = partesDia(e.inicio, e.zona ?? ZONA_POR_OMISION);
  return (
    <time className="evento__insignia" dateTime={e.inicio} aria-hidden="true">
      <span className="evento__insignia-mes">{mes}</span>
      <span className="evento__insignia-dia">{dia}</span>
      <span className="evento__insignia-anio">{anio}</span>
    </time>
  );
}

export function CuandoYDonde({ e, pasado }: { e: Evento; pasado: boolean }) {
  if (!e.inicio && !e.lugar && !e.enlace_en_linea && !e.cancelado) return null;
  return (
    <>
      {e.cancelado && <p className="evento__cancelado">Cancelado</p>}
      <dl className="evento__datos">
        {e.inicio && (
          <div>
            <dt>{pasado ? 'Fue el' : 'Cuándo'}</dt>
            <dd>
              <time dateTime={e.inicio}>{textoCuando(e)}</time>
            </dd>
          </div>
        )}
        {e.lugar && (
          <div>
            <dt>Dónde</dt>
            <dd>{e.lugar}</dd>
          </div>
        )}
        {e.enlace_en_linea && (
          <div>
            <dt>En línea</dt>
            <dd>
              <a href={e.enlace_en_linea} rel="noopener noreferrer" target="_blank">
                Enlace para asistir<span className="visualmente-oculto"> a {e.nombre_evento} (se abre en otra pestaña)</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
