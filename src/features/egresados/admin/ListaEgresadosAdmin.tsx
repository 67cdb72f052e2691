// /panel_admin/panel_casos_exito: graduates with search (?q=, by name), edit, and deletion after
// confirmation (eliminarEgresado really deletes: see server/features/egresados.ts).
import { Link } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { SearchBox, useBusqueda } from '../../../shared/ui/SearchBox';
import { Button } from '../../../shared/ui/Button';
import { imageUrl } from '../../../shared/lib/imageUrl';
import { matchesSearch } from '../../../shared/lib/matchesSearch';
import { useAppDispatch } from '../../../shared/model/hooks';
import { confirmarBaja } from '../../../shared/model/ui';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useTraerCasosExitoQuery } from '../api';
import '../../../shared/ui/admin.css';
import '../egresados.css';

export const NINGUN_EGRESADO = 'Ningún egresado encontrado.';
const BASE = '/panel_admin/panel_casos_exito';

export default function ListaEgresadosAdmin() {
  const h1 = usePagina('Egresados');
  const dispatch = useAppDispatch();
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const { data, isLoading, error, refetch } = useTraerCasosExitoQuery();
  const visibles = (data ?? []).filter((c) => matchesSearch(c.nombre_estudiante, q));

  const eliminar = (id: number) => dispatch(confirmarBaja('eliminarEgresado', { idCasoExito: String(id) }, 'Egresado', id));

  return (
    <div className="contenedor">
      <Link to="/panel_admin" className="volver">
        ← Panel de administración
      </Link>
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Egresados
        </h1>
        <div className="acciones-pagina">
          <Link to={`${BASE}/agregar_caso_exito`} className="boton boton--primario">
            Agregar egresado
          </Link>
        </div>
      </div>
      <SearchBox busqueda={busqueda} etiqueta="Buscar egresado por nombre" placeholder="Buscar egresado…" />
      {isLoading ? (
        <Cargando />
      ) : error ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : visibles.length === 0 ? (
        <EmptyState mensaje={NINGUN_EGRESADO} />
      ) : (
        <ul className="admin-lista" aria-label="Egresados">
          {visibles.map((c) => (
            <li key={c.pk_caso_exito} className="admin-fila">
              <img src={imageUrl(c.foto_estudiante)} alt="" className="admin-fila__foto" loading="lazy" width={56} height={56} />
              <div className="admin-fila__texto">
                <h2 className="admin-fila__nombre">{c.nombre_estudiante}</h2>
                <p className="admin-fila__detalle">
                  Generación {c.generacion} · {c.puesto}
                </p>
              </div>
              <div className="admin-fila__acciones">
                <Link to={`${BASE}/editar_caso_exito/${c.pk_caso_exito}`} className="boton boton--secundario">
                  Editar<span className="visualmente-oculto"> {c.nombre_estudiante}</span>
                </Link>
                <Button variante="peligro" onClick={() => eliminar(c.pk_caso_exito)}>
                  Eliminar<span className="visualmente-oculto"> {c.nombre_estudiante}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
