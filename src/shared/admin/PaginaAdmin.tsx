// The frame of every admin, student-area and super-admin page of the kit: back link, the h1 that
// gets focus and the document title (useCabeza), the header's links, and the query states
// (loading, failure with retry, not found) that every page shows the same way.
import { EncabezadoPagina } from '../ui/EncabezadoPagina';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCabeza } from '../ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '../ui/SinResultados';
import './admin.css';
import './lista/tarjetas.css';
import './lista/tabla.css';
import './lista/pestanas.css';
import { estadoDeError, mensajeDeError } from '../api/errores';

export interface Enlace {
  a: string;
  texto: string;
  /** A file the server makes (an export: issue 43): a plain download link, not a route of the app. */
  descarga?: true;
}

export interface PropsPagina {
  /** Document title and, unless `h1` says otherwise, the heading. */
  titulo: string;
  h1?: string;
  volver?: Enlace;
  /** Header links: the first is the primary action. */
  enlaces?: Enlace[];
  /** Narrow column for forms. */
  angosta?: boolean;
  children?: ReactNode;
}

export function PaginaAdmin({ titulo, h1 = titulo, volver, enlaces = [], angosta, children }: PropsPagina) {
  const ref = useCabeza(titulo);
  return (
    <div className={angosta ? 'contenedor contenedor--form' : 'contenedor'}>
      {volver && (
        <Link to={volver.a} className="volver">
          ← {volver.texto}
        </Link>
      )}
      <EncabezadoPagina h1={ref} titulo={h1}>
        {enlaces.length > 0 && (
          <div className="acciones-pagina">
            {enlaces.map((e, i) =>
              e.descarga ? (
                <a key={e.a} href={e.a} download className="boton boton--secundario">
                  {e.texto}
                </a>
              ) : (
                <Link key={e.a} to={e.a} className={`boton boton--${i ? 'secundario' : 'primario'}`}>
                  {e.texto}
                </Link>
              ),
            )}
          </div>
        )}
      </EncabezadoPagina>
      {children}
    </div>
  );
}

/** What the kit needs of an RTK Query result. */
export interface Consulta<T> {
  data?: T;
  isLoading: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The Spanish mensaje of a failed call (every call fails as an ErrorFuncion, funcionBaseQuery.ts). */
export const mensajeDe = (error: unknown) => mensajeDeError(error, 'No se pudo cargar.');

/** Loading, failure (with retry) or nothing to show: the chain every query goes through, or null when there is data. */
export function estadoConsulta(c: Consulta<unknown>, cargando?: string, noExiste?: string): ReactNode {
  const status = estadoDeError(c.error);
  if (noExiste && (status === 404 || status === 400)) return <SinResultados mensaje={noExiste} />;
  if (c.error) return <ErrorCarga mensaje={mensajeDe(c.error)} onReintentar={c.refetch} />;
  if (c.isLoading) return <Cargando texto={cargando} />;
  if (c.data === undefined) return noExiste ? <SinResultados mensaje={noExiste} /> : <Cargando texto={cargando} />;
  return null;
}

/**
 * What an edit page shows: its form once the stored item has arrived (always the fresh version),
 * else the query's state. The form is created once from that first answer and keeps its own
 * values: a refetch later (after saving) does not reset what is being typed.
 */
export function Cargar<T>({
  consulta,
  cargando,
  noExiste,
  children,
}: {
  consulta: Consulta<T>;
  cargando?: string;
  noExiste: string;
  children: (dato: T) => ReactNode;
}) {
  const [inicial, setInicial] = useState<{ dato: T } | null>(null);
  const estado = consulta.isFetching && !consulta.error ? <Cargando texto={cargando} /> : estadoConsulta(consulta, cargando, noExiste);
  if (!inicial && estado === null) {
    setInicial({ dato: consulta.data as T });
    return null;
  }
  return inicial ? children(inicial.dato) : estado;
}
