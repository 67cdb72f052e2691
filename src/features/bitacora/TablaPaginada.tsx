// What both views of the bitácora draw for their query: loading or error, then the count, the table
// (its caption says which page), the rows, and the pager; or the empty state.
import type { ReactNode } from 'react';
import { SinResultados } from '@/shared/ui/SinResultados';
import { CabeceraTabla } from '@/shared/ui/CabeceraTabla';
import { Paginador } from '@/shared/admin/ListaAdmin';
import { estadoConsulta, type Consulta } from '@/shared/admin/PaginaAdmin';

interface Pagina<T> {
  entradas: T[];
  total: number;
  porPagina: number;
  pagina: number;
}

interface Props<T> {
  consulta: Consulta<Pagina<T>>;
  /** What the loading state says. */
  cargando: string;
  /** The empty state's message. */
  vacio: string;
  /** The count's noun: one, several. */
  unidad: [string, string];
  clase: string;
  /** The caption's name and the pager's label. */
  titulo: string;
  etiquetaPaginas: string;
  columnas: string[];
  fila: (entrada: T) => ReactNode;
  irA: (n: number) => void;
}

export function TablaPaginada<T>({ consulta, cargando, vacio, unidad, clase, titulo, etiquetaPaginas, columnas, fila, irA }: Props<T>) {
  const datos = consulta.data;
  const estado = estadoConsulta(consulta, cargando);
  if (estado || !datos) return estado;
  if (!datos.entradas.length) return <SinResultados mensaje={vacio} />;
  const pagina = datos.pagina ?? 1;
  const paginas = Math.max(1, Math.ceil(datos.total / datos.porPagina));
  return (
    <>
      <p className="tabla-admin__cuenta" aria-live="polite">
        {datos.total.toLocaleString('es-MX')} {datos.total === 1 ? unidad[0] : unidad[1]}
      </p>
      <table className={clase}>
        <CabeceraTabla titulo={`${titulo}, página ${pagina} de ${paginas}`} columnas={columnas} />
        <tbody>{datos.entradas.map(fila)}</tbody>
      </table>
      <Paginador pagina={pagina} paginas={paginas} irA={irA} etiqueta={etiquetaPaginas} />
    </>
  );
}
