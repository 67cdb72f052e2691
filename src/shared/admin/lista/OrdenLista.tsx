// The list's "Ordenar por" select, when its description offers orders: the choice lives in the URL
// (?orden=n, like the search's ?q=), so a reload, a shared link or going back keeps it.
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Orden } from './tipos';

export const PARAMETRO_ORDEN = 'orden';

/** The chosen order's index (0 when none or out of range). */
export function useOrden(ordenes: readonly unknown[] | undefined): number {
  const [params] = useSearchParams();
  const n = Number(params.get(PARAMETRO_ORDEN));
  return ordenes && Number.isInteger(n) && n > 0 && n < ordenes.length ? n : 0;
}

export function OrdenLista<T>({ ordenes }: { ordenes: Orden<T>[] | undefined }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const elegido = useOrden(ordenes);
  if (!ordenes?.length) return null;
  return (
    <p className="lista-orden">
      <label htmlFor={id}>Ordenar por</label>{' '}
      <select
        id={id}
        className="campo__control lista-orden__control"
        value={elegido}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          if (e.target.value === '0') next.delete(PARAMETRO_ORDEN);
          else next.set(PARAMETRO_ORDEN, e.target.value);
          setParams(next, { replace: true, preventScrollReset: true });
        }}
      >
        {ordenes.map((o, i) => (
          <option key={o.etiqueta} value={i}>
            {o.etiqueta}
          </option>
        ))}
      </select>
    </p>
  );
}
