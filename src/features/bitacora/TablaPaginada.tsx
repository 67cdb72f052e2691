// What both views of the bitácora draw once their page has arrived: the count, the table (its
// caption says which page), the rows, and the pager; or the empty state.
import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/ui/SinResultados';
import { Paginacion } from '@/shared/admin/ListaAdmin';

interface Pagina<T> {
  entradas: T[];
  total: number;
  porPagina: number;
  pagina: number;
}

interface Props<T> {
  datos: Pagina<T>;
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

export function TablaPaginada<T>({ datos, vacio, unidad, clase, titulo, etiquetaPaginas, columnas, fila, irA }: Props<T>) {
  if (!datos.entradas.length) return <EmptyState mensaje={vacio} />;
  const pagina = datos.pagina ?? 1;
  const paginas = Math.max(1, Math.ceil(datos.total / datos.porPagina));
  return (
    <>
      <p className="tabla-admin__cuenta" aria-live="polite">
        {datos.total.toLocaleString('es-MX')} {datos.total === 1 ? unidad[0] : unidad[1]}
      </p>
      <table className={clase}>
        <caption className="visualmente-oculto">
          {titulo}, página {pagina} de {paginas}
        </caption>
        <thead>
          <tr>
            {columnas.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{datos.entradas.map(fila)}</tbody>
      </table>
      <Paginacion pagina={pagina} paginas={paginas} irA={irA} etiqueta={etiquetaPaginas} />
    </>
  );
}
