// /panel_admin/proyectos_estudiantes: every active project with a case- and accent-insensitive
// search on its name kept in the URL (?q=), edit links and deactivation behind the confirmation.
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
import { useObtenerTodosProyectosPorCuatrimestreQuery } from '../api';
import { nombreCuatrimestre, SIN_PROYECTOS, NINGUN_PROYECTO } from '../types';
import '../../../shared/ui/admin.css';
import '../proyectos.css';

export default function ListaAdminProyectos() {
  const h1 = usePagina('Proyectos de estudiantes: administración');
  const dispatch = useAppDispatch();
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const { data, isLoading, error, refetch } = useObtenerTodosProyectosPorCuatrimestreQuery();
  const todos = (data ?? []).flatMap((g) => g.proyectos);
  const visibles = todos.filter((p) => matchesSearch(p.nombre_proyecto, q));

  function darBaja(pk: number) {
    dispatch(confirmarBaja('darBajaProyecto', { pk: String(pk) }, 'Proyecto', pk));
  }

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Proyectos de estudiantes
        </h1>
        <Link to="/panel_admin/proyectos_estudiantes/registrar_proyecto" className="boton boton--primario">
          Registrar proyecto
        </Link>
      </div>
      <SearchBox busqueda={busqueda} etiqueta="Buscar proyecto por nombre" placeholder="Buscar proyecto…" />
      {isLoading ? (
        <Cargando texto="Cargando proyectos…" />
      ) : error ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : todos.length === 0 ? (
        <EmptyState mensaje={SIN_PROYECTOS} />
      ) : visibles.length === 0 ? (
        <EmptyState mensaje={NINGUN_PROYECTO} />
      ) : (
        <ul className="admin-lista" aria-label="Proyectos">
          {visibles.map((p) => (
            <li key={p.pk_proyecto} className="admin-fila">
              {p.img ? <img src={imageUrl(p.img)} alt="" className="admin-fila__img" width={96} height={60} loading="lazy" /> : <span className="admin-fila__img" />}
              <div className="admin-fila__texto">
                <span className="admin-fila__nombre">{p.nombre_proyecto}</span>
                <span className="admin-fila__detalle">{nombreCuatrimestre(p.cuatrimestre)}</span>
              </div>
              <div className="admin-fila__acciones">
                <Link to={`/panel_admin/proyectos_estudiantes/editar/${p.pk_proyecto}`} className="boton boton--secundario" aria-label={`Editar ${p.nombre_proyecto}`}>
                  Editar
                </Link>
                <Button variante="peligro" onClick={() => darBaja(p.pk_proyecto)} aria-label={`Dar de baja ${p.nombre_proyecto}`}>
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
