// /panel_superadmin: the admin users, searched by name or login (?q=), with 'Dar de Baja' after
// confirmation (overlay, alert of the server's mensaje, reload), add and edit.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../shared/model/hooks';
import { confirmarBaja } from '../../../shared/model/ui';
import { matchesSearch } from '../../../shared/lib/matchesSearch';
import { usePagina } from '../../../shared/ui/usePagina';
import { SearchBox, useBusqueda } from '../../../shared/ui/SearchBox';
import { Button } from '../../../shared/ui/Button';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { LISTA_USUARIOS, useMostrarUsuariosQuery } from '../api';
import './superadmin.css';

export default function PanelSuperadmin() {
  const h1 = usePagina('Usuarios administradores');
  const dispatch = useAppDispatch();
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const { data, isLoading, isError, error, refetch } = useMostrarUsuariosQuery();
  const visibles = useMemo(() => (data ?? []).filter((u) => matchesSearch(`${u.nombre_persona} ${u.usuario}`, q)), [data, q]);

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Usuarios administradores
        </h1>
        <Link className="boton boton--primario" to="/panel_superadmin/agregar_usuario">
          Agregar usuario
        </Link>
      </div>
      {nombre && <p className="intro">Hola, {nombre}. Aquí registra, edita y da de baja a los administradores del sitio.</p>}
      <SearchBox busqueda={busqueda} etiqueta="Buscar usuario por nombre" placeholder="Buscar por nombre o usuario…" />
      {isLoading ? (
        <Cargando texto="Cargando usuarios…" />
      ) : isError ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : !data?.length ? (
        <EmptyState mensaje="Aún no hay administradores registrados." />
      ) : !visibles.length ? (
        <EmptyState mensaje="Ningún usuario encontrado." />
      ) : (
        <ul className="usuarios">
          {visibles.map((u) => (
            <li key={u.pk_usuario} className="usuarios__item">
              <div className="usuarios__datos">
                <span className="usuarios__nombre">{u.nombre_persona}</span>
                <span className="usuarios__login">Usuario: {u.usuario}</span>
              </div>
              <div className="usuarios__acciones">
                <Link className="boton boton--secundario" to={`/panel_superadmin/editar_usuario/${u.pk_usuario}`} aria-label={`Editar a ${u.nombre_persona}`}>
                  Editar
                </Link>
                <Button
                  variante="peligro"
                  aria-label={`Dar de Baja a ${u.nombre_persona}`}
                  onClick={() =>
                    dispatch(confirmarBaja('darBaja', { pk: String(u.pk_usuario) }, LISTA_USUARIOS.type, u.pk_usuario))
                  }
                >
                  Dar de Baja
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
