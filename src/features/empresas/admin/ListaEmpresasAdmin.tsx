// /panel_admin/empresas_estadias: the companies with search (?q=), links to register a company or
// an experience, and per company its experiences, edit and a confirmed deactivation.
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
import { useObtenerTodasEmpresasEstadiasQuery } from '../api';
import '../../../shared/ui/admin.css';
import '../empresas.css';

export const NINGUNA_EMPRESA = 'Ninguna empresa encontrada.';
const BASE = '/panel_admin/empresas_estadias';

export default function ListaEmpresasAdmin() {
  const h1 = usePagina('Empresas de estadías');
  const dispatch = useAppDispatch();
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const { data, isLoading, error, refetch } = useObtenerTodasEmpresasEstadiasQuery();
  const visibles = (data ?? []).filter((e) => matchesSearch(e.nombre_empresa, q));

  const darBaja = (pk: number) => dispatch(confirmarBaja('darBajaEmpresaEstadia', { pk: String(pk) }, 'Empresa', pk));

  return (
    <div className="contenedor">
      <Link to="/panel_admin" className="volver">
        ← Panel de administración
      </Link>
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Empresas de estadías
        </h1>
        <div className="acciones-pagina">
          <Link to={`${BASE}/registrar_empresa_estadia`} className="boton boton--primario">
            Registrar empresa
          </Link>
          <Link to={`${BASE}/registrar_experiencia_estadia`} className="boton boton--secundario">
            Registrar experiencia
          </Link>
        </div>
      </div>
      <SearchBox busqueda={busqueda} etiqueta="Buscar empresa por nombre" placeholder="Buscar empresa…" />
      {isLoading ? (
        <Cargando />
      ) : error ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : visibles.length === 0 ? (
        <EmptyState mensaje={NINGUNA_EMPRESA} />
      ) : (
        <ul className="admin-lista" aria-label="Empresas de estadías">
          {visibles.map((e) => (
            <li key={e.pk_empresa_estadia} className="admin-fila">
              <img src={imageUrl(e.imagen_empresa)} alt="" className="admin-fila__imagen" loading="lazy" width={72} height={48} />
              <h2 className="admin-fila__nombre">{e.nombre_empresa}</h2>
              <div className="admin-fila__acciones">
                <Link to={`${BASE}/experiencias_estadias/${e.pk_empresa_estadia}`} className="boton boton--secundario">
                  Experiencias<span className="visualmente-oculto"> de {e.nombre_empresa}</span>
                </Link>
                <Link to={`${BASE}/editar_empresa_estadia/${e.pk_empresa_estadia}`} className="boton boton--secundario">
                  Editar<span className="visualmente-oculto"> {e.nombre_empresa}</span>
                </Link>
                <Button variante="peligro" onClick={() => darBaja(e.pk_empresa_estadia)}>
                  Dar de baja<span className="visualmente-oculto"> {e.nombre_empresa}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
