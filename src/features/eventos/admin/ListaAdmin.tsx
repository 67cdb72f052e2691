// /panel_admin/eventos_admin: every active event, searched by name (?q=), edit and a confirmed
// deactivation (the kit's ListaAdmin).
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { confirmarBaja } from '@/shared/admin/confirmaciones';
import { rutas } from '@/shared/rutas';
import { useObtenerTodosEventosQuery } from '../api.generado';
import { NINGUN_EVENTO, SIN_EVENTOS, type Evento } from '../tipos';

const R = rutas.admin.eventos;

export const LISTA_EVENTOS: DescripcionLista<Evento> = {
  titulo: 'Eventos: administración',
  h1: 'Eventos',
  enlaces: [{ a: R.registrar, texto: 'Registrar evento' }],
  nombreLista: 'Eventos',
  clave: (e) => e.pk_evento,
  nombre: (e) => e.nombre_evento,
  busqueda: { etiqueta: 'Buscar evento por nombre', placeholder: 'Buscar evento…', texto: (e) => e.nombre_evento },
  cargando: 'Cargando eventos…',
  vacia: SIN_EVENTOS,
  ninguno: NINGUN_EVENTO,
  imagen: (e) => e.imgs[0]?.img_evento,
  detalle: (e) => `${e.imgs.length} ${e.imgs.length === 1 ? 'imagen' : 'imágenes'}`,
  acciones: [
    { texto: 'Editar', a: (e) => R.editar(e.pk_evento) },
    {
      texto: 'Dar de baja',
      variante: 'peligro',
      pedir: (e) => confirmarBaja('darBajaEvento', { pk: String(e.pk_evento) }, 'Evento', e.pk_evento, 'reactivarEvento'),
    },
  ],
  bajas: {
    funcion: 'mostrarDadosDeBaja',
    campos: { entidad: 'eventos' },
    tipo: 'Evento',
    reactivar: 'reactivarEvento',
    vacia: 'No hay eventos dados de baja.',
  },
};

export default function ListaAdminEventos() {
  return <ListaAdmin d={LISTA_EVENTOS} consulta={useObtenerTodosEventosQuery()} />;
}
