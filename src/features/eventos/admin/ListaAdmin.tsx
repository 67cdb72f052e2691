// /panel_admin/eventos_admin: every active event with a case- and accent-insensitive search on its
// name kept in the URL (?q=), edit links and deactivation behind the confirmation.
import { Link } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { SearchBox, useBusqueda } from '../../../shared/ui/SearchBox';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { Button } from '../../../shared/ui/Button';
import { imageUrl } from '../../../shared/lib/imageUrl';
import { matchesSearch } from '../../../shared/lib/matchesSearch';
import { useAppDispatch } from '../../../shared/model/hooks';
import { confirmarBaja } from '../../../shared/model/ui';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useObtenerTodosEventosQuery } from '../api';
import { NINGUN_EVENTO, SIN_EVENTOS } from '../types';
import '../../../shared/ui/admin.css';

export default function ListaAdminEventos() {
  const h1 = usePagina('Eventos: administración');
  const dispatch = useAppDispatch();
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const { data, isLoading, error, refetch } = useObtenerTodosEventosQuery();
  const todos = data ?? [];
  const visibles = todos.filter((e) => matchesSearch(e.nombre_evento, q));

  function darBaja(pk: number) {
    dispatch(confirmarBaja('darBajaEvento', { pk: String(pk) }, 'Evento', pk));
  }

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Eventos
        </h1>
        <Link to="/panel_admin/eventos_admin/registrar_evento" className="boton boton--primario">
          Registrar evento
        </Link>
      </div>
      <SearchBox busqueda={busqueda} etiqueta="Buscar evento por nombre" placeholder="Buscar evento…" />
      {isLoading ? (
        <Cargando texto="Cargando eventos…" />
      ) : error ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : todos.length === 0 ? (
        <EmptyState mensaje={SIN_EVENTOS} />
      ) : visibles.length === 0 ? (
        <EmptyState mensaje={NINGUN_EVENTO} />
      ) : (
        <ul className="admin-lista" aria-label="Eventos">
          {visibles.map((e) => (
            <li key={e.pk_evento} className="admin-fila">
              {e.imgs[0] ? <img src={imageUrl(e.imgs[0].img_evento)} alt="" className="admin-fila__img" width={96} height={60} loading="lazy" /> : <span className="admin-fila__img" />}
              <div className="admin-fila__texto">
                <span className="admin-fila__nombre">{e.nombre_evento}</span>
                <span className="admin-fila__detalle">
                  {e.imgs.length} {e.imgs.length === 1 ? 'imagen' : 'imágenes'}
                </span>
              </div>
              <div className="admin-fila__acciones">
                <Link to={`/panel_admin/eventos_admin/editar/${e.pk_evento}`} className="boton boton--secundario" aria-label={`Editar ${e.nombre_evento}`}>
                  Editar
                </Link>
                <Button variante="peligro" onClick={() => darBaja(e.pk_evento)} aria-label={`Dar de baja ${e.nombre_evento}`}>
                  Dar de baja
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
