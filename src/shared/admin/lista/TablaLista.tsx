// The list as a table (cards on phones, tabla.css) in a frame that scrolls sideways when it must: the count and the bulk bar above it, a box per
// row and one for the page when there are bulk actions, the pager below.
import { memo, useMemo, type ReactNode } from 'react';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { Boton } from '@/shared/ui/Boton';
import { Acciones } from './Acciones';
import { EdicionRapida } from './EdicionRapida';
import { etiquetaPagina } from './lote';
import { Paginador } from './Paginador';
import { numero } from './filtrado';
import type { Cuentas, DescripcionLista } from './tipos';
import type { useSeleccion } from './useSeleccion';

interface PropsFila<T> {
  d: DescripcionLista<T>;
  item: T;
  marcado: boolean;
  onMarcar?: (clave: number, si: boolean) => void;
}

/** One table row; memoised so a keystroke re-renders only the rows that changed. */
const Fila = memo(function Fila<T>({ d, item, marcado, onMarcar }: PropsFila<T>) {
  return (
    <tr>
      {onMarcar && (
        <td className="tabla-admin__marca">
          <input
            type="checkbox"
            aria-label={`Seleccionar a ${d.nombre(item)}`}
            checked={marcado}
            onChange={(e) => onMarcar(d.clave(item), e.target.checked)}
          />
        </td>
      )}
      <th scope="row">
        {d.nombre(item)}
        {d.marca?.(item)}
      </th>
      {d.columnas?.map((c) => (
        <td key={c.titulo} className={c.clase}>
          <span className="tabla-admin__etiqueta" aria-hidden="true">
            {c.titulo}:{' '}
          </span>
          {c.celda(item)}
        </td>
      ))}
      <td className="tabla-admin__acciones">
        {/* the flex row inside the cell: a cell that is itself flex leaves the table's row (its border and height) */}
        <div className="tabla-admin__botones">
          <Acciones d={d} item={item} chico />
          {d.edicionRapida && <EdicionRapida d={d} item={item} />}
        </div>
      </td>
    </tr>
  );
}) as <T>(p: PropsFila<T>) => ReactNode;

interface Props<T> {
  d: DescripcionLista<T>;
  todos: T[];
  filtrados: T[];
  visibles: T[];
  /** A search or a filter narrows the list: the count says "n de m". */
  filtrando: boolean;
  pagina: number;
  paginas: number;
  irA: (n: number) => void;
  seleccion: ReturnType<typeof useSeleccion>;
  cuentas?: Cuentas;
}

export function TablaLista<T>({ d, todos, filtrados, visibles, filtrando, pagina, paginas, irA, seleccion: sel, cuentas }: Props<T>) {
  // a list the server pages counts every row, not the page's
  const [n, de] = cuentas ? [cuentas.total, cuentas.todas] : [filtrados.length, todos.length];
  const dispatch = useAppDispatch();
  const { marcados } = sel;
  // only rows still in the list count (a deactivated one drops out after the reload)
  const seleccion = useMemo(() => todos.filter((i) => marcados.has(d.clave(i))), [todos, marcados, d]);
  const todosVisibles = visibles.length > 0 && visibles.every((i) => marcados.has(d.clave(i)));
  return (
    <>
      <div className="tabla-admin__barra">
        {d.contar && (
          <p className="tabla-admin__cuenta" aria-live="polite">
            {filtrando ? `${numero(n)} de ${d.contar(de)}` : d.contar(de)}
          </p>
        )}
        {/* a list with `entidadLote` has its bar above (BarraLote.tsx); one with its own `lote` here, and the same "every match" */}
        {d.lote && !d.entidadLote && filtrados.some((i) => !marcados.has(d.clave(i))) && filtrados.length > 1 && (
          <Boton variante="texto" onClick={() => sel.alternar(filtrados.map(d.clave), true)}>
            Seleccionar los {numero(filtrados.length)} que coinciden
          </Boton>
        )}
        {seleccion.length > 0 && d.lote && !d.entidadLote && (
          <div className="tabla-admin__seleccion">
            <span>
              {numero(seleccion.length)} {seleccion.length === 1 ? 'seleccionado' : 'seleccionados'}
            </span>
            {d.lote?.map((a) => (
              <Boton key={a.texto} variante={a.variante ?? 'peligro'} onClick={() => dispatch(a.pedir(seleccion))}>
                {a.texto}
              </Boton>
            ))}
            <Boton variante="texto" onClick={sel.quitar}>
              Quitar selección
            </Boton>
          </div>
        )}
      </div>
      {/* a table wider than the column scrolls inside its frame; the page never scrolls sideways */}
      <div className="tabla-admin__marco">
        <table className="tabla-admin" id={d.id}>
          <caption className="visualmente-oculto">
            {d.nombreLista}, página {pagina} de {paginas}
          </caption>
          <thead>
            <tr>
              {(d.lote || d.entidadLote) && (
                <th scope="col" className="tabla-admin__marca">
                  <input
                    type="checkbox"
                    aria-label={etiquetaPagina(d.entidadLote, d.nombreLista)}
                    checked={todosVisibles}
                    onChange={(e) => sel.alternar(visibles.map(d.clave), e.target.checked)}
                  />
                </th>
              )}
              <th scope="col">Nombre</th>
              {d.columnas?.map((c) => (
                <th key={c.titulo} scope="col">
                  {c.titulo}
                </th>
              ))}
              <th scope="col">
                <span className="visualmente-oculto">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {/* keyed by position: a keystroke refills the page's rows instead of unmounting 24 and mounting 24
            (the filter median went from ~20 to ~14 ms); every row's state (box, quick edit) is the store's, by item */}
            {visibles.map((i, n) => (
              <Fila key={n} d={d} item={i} marcado={marcados.has(d.clave(i))} onMarcar={d.lote || d.entidadLote ? sel.marcar : undefined} />
            ))}
          </tbody>
        </table>
      </div>
      <Paginador pagina={pagina} paginas={paginas} irA={irA} etiqueta={`Páginas de ${d.nombreLista.toLowerCase()}`} />
    </>
  );
}
