// The events' admin pages: the list (default export) here, the form (registrar, editar) in
// FormEvento.tsx, re-exported for the area's routes.
// /panel_admin/eventos_admin: every active event with its date and status (próximo, pasado,
// cancelado, sin fecha), searched by name (?q=), ordered by date or name (?orden=), edit and a
// confirmed deactivation (the kit's ListaAdmin).
import { formDe, aDatos } from './FormEvento';
import { ListaAdmin, filtroEstado, filtroPorValor, listaDeEntidad } from '@/shared/admin/ListaAdmin';
import { ENTIDAD_EVENTO } from '@/shared/api/contrato/eventos';
import { rutas } from '@/shared/rutas';
import { useObtenerTodosEventosQuery } from '../api';
import { NINGUN_EVENTO, SIN_EVENTOS, type Evento } from '../tipos';
import { edicionRapidaEvento } from './edicionRapida';
import { aPared } from '@/shared/lib/zonaHoraria';
import { inicioDe, yaPaso } from '../orden';
import { textoCuando } from '../publico/CuandoYDonde';
import { etiquetaProgramacion } from '@/shared/admin/Programacion';
import '@/shared/admin/insignia.css';
import './eventosAdmin.css';

const R = rutas.admin.eventos;

/** An event's status in the admin list. */
export function estadoEvento(e: Evento, ahora: number): { texto: string; clase: string } {
  if (e.cancelado) return { texto: 'Cancelado', clase: 'cancelado' };
  if (!e.inicio) return { texto: 'Sin fecha', clase: 'sin-fecha' };
  return yaPaso(e, ahora) ? { texto: 'Pasado', clase: 'pasado' } : { texto: 'Próximo', clase: 'proximo' };
}

/** Upcoming first (soonest first), then past (newest first), then undated: the public page's order. */
function porFecha(a: Evento, b: Evento, ahora: number): number {
  const grupo = (e: Evento) => (!e.inicio ? 2 : yaPaso(e, ahora) ? 1 : 0);
  const g = grupo(a) - grupo(b);
  if (g || !a.inicio || !b.inicio) return g;
  return grupo(a) === 0 ? inicioDe(a) - inicioDe(b) : inicioDe(b) - inicioDe(a);
}

/** Latest start first, undated last. */
const porFechaDesc = (a: Evento, b: Evento) => (!a.inicio || !b.inicio ? Number(!a.inicio) - Number(!b.inicio) : inicioDe(b) - inicioDe(a));

export const LISTA_EVENTOS = listaDeEntidad<Evento>(ENTIDAD_EVENTO, {
  titulo: 'Eventos: administración',
  h1: 'Eventos',
  registrar: R.registrar,
  nombreLista: 'Eventos',
  clave: (e) => e.pk_evento,
  nombre: (e) => e.nombre_evento,
  cargando: 'Cargando eventos…',
  vacia: SIN_EVENTOS,
  ninguno: NINGUN_EVENTO,
  imagen: (e) => e.imgs[0]?.img_evento,
  // the status badge, then the date (the heading stays the event's name alone)
  detalle: (e) => {
    const estado = estadoEvento(e, Date.now());
    return (
      <>
        {etiquetaProgramacion(e, e.zona, Date.now())}
        <span className={`insignia evento-estado evento-estado--${estado.clase}`}>{estado.texto}</span>{' '}
        {`${e.inicio ? `${textoCuando(e)} · ` : ''}${e.imgs.length} ${e.imgs.length === 1 ? 'imagen' : 'imágenes'}`}
      </>
    );
  },
  ordenes: [
    { etiqueta: 'Fecha: próximos primero', comparar: (a, b) => porFecha(a, b, Date.now()) },
    { etiqueta: 'Fecha: más recientes primero', comparar: (a, b) => porFechaDesc(a, b) },
    { etiqueta: 'Nombre (A-Z)', comparar: (a, b) => a.nombre_evento.localeCompare(b.nombre_evento, 'es') },
  ],
  // issue 43: bulk actions (the kit's, from ENTIDAD_EVENTO), filters by year and status; a "Duplicar" row action goes after "Editar"
  campos: [filtroPorValor('anio', 'Año', (e) => (e.inicio ? (e.zona ? aPared(e.inicio, e.zona) : e.inicio).slice(0, 4) : null)), filtroEstado()],
  // "Edición rápida" of name and schedule from the list (edicionRapida.ts)
  edicionRapida: edicionRapidaEvento(
    (e) => formDe(e),
    (f) => aDatos(f),
  ),
  editar: R.editar,
  duplicar: { funcion: 'duplicarEvento', que: 'este evento' },
  baja: { darBaja: 'darBajaEvento', reactivar: 'reactivarEvento', vacia: 'No hay eventos dados de baja.' },
});

export default function ListaAdminEventos() {
  return <ListaAdmin d={LISTA_EVENTOS} consulta={useObtenerTodosEventosQuery()} />;
}

export { EditarEvento, RegistrarEvento, SIN_FECHA, aDatos, formDe } from './FormEvento';
