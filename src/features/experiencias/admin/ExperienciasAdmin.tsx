// /panel_admin/empresas_estadias/experiencias_estadias/{pkEmpresa}: one company's experiences with
// search (?q=, by student name) and a confirmed deactivation of each.
import { Link, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePagina } from '../../../shared/ui/usePagina';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { SearchBox, useBusqueda } from '../../../shared/ui/SearchBox';
import { Button } from '../../../shared/ui/Button';
import { matchesSearch } from '../../../shared/lib/matchesSearch';
import { useAppDispatch } from '../../../shared/model/hooks';
import { confirmarBaja } from '../../../shared/model/ui';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useObtenerTodasExperienciasDeEmpresaQuery } from '../api';
import { NIVELES } from '../types';
import '../../../shared/ui/admin.css';
import '../experiencias.css';

export const NINGUNA_EXPERIENCIA = 'Ninguna experiencia encontrada.';
const BASE = '/panel_admin/empresas_estadias';

export default function ExperienciasAdmin() {
  const { pkEmpresa = '' } = useParams();
  const dispatch = useAppDispatch();
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const pkValido = /^[1-9]\d{0,14}$/.test(pkEmpresa);
  const { data, isLoading, error, refetch } = useObtenerTodasExperienciasDeEmpresaQuery(pkValido ? pkEmpresa : skipToken);
  const h1 = usePagina(data ? `Experiencias en ${data.empresa.nombre_empresa}` : 'Experiencias de estadía');
  const visibles = (data?.experiencias ?? []).filter((x) => matchesSearch(x.nombre_estudiante, q));

  const darBaja = (pk: number) => dispatch(confirmarBaja('darBajaExperienciaEstadia', { pk: String(pk) }, 'Experiencia', pk));

  return (
    <div className="contenedor">
      <Link to={BASE} className="volver">
        ← Empresas de estadías
      </Link>
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          {data ? `Experiencias en ${data.empresa.nombre_empresa}` : 'Experiencias de estadía'}
        </h1>
        {data && (
          <div className="acciones-pagina">
            <Link to={`${BASE}/registrar_experiencia_estadia?empresa=${data.empresa.pk_empresa_estadia}`} className="boton boton--primario">
              Registrar experiencia
            </Link>
          </div>
        )}
      </div>
      {!pkValido ? (
        <ErrorCarga mensaje="La empresa de estadía no existe o fue dada de baja." />
      ) : isLoading ? (
        <Cargando />
      ) : error || !data ? (
        <ErrorCarga mensaje={(error as ErrorFuncion | undefined)?.mensaje ?? 'No se pudo cargar.'} onReintentar={refetch} />
      ) : (
        <>
          <SearchBox busqueda={busqueda} etiqueta="Buscar experiencia por nombre del estudiante" placeholder="Buscar por estudiante…" />
          {visibles.length === 0 ? (
            <EmptyState mensaje={NINGUNA_EXPERIENCIA} />
          ) : (
            <ul className="experiencias" aria-label="Experiencias">
              {visibles.map((x) => (
                <li key={x.pk_experiencia_estadia} className="experiencia">
                  <div className="experiencia__cabeza">
                    <h2 className="experiencia__nombre">{x.nombre_estudiante}</h2>
                    <span className="experiencia__nivel">{NIVELES[x.nivel_academico] ?? x.nivel_academico}</span>
                  </div>
                  <p className="experiencia__texto">{x.experiencia}</p>
                  <div className="experiencia__acciones">
                    <Button variante="peligro" onClick={() => darBaja(x.pk_experiencia_estadia)}>
                      Dar de baja<span className="visualmente-oculto"> la experiencia de {x.nombre_estudiante}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
