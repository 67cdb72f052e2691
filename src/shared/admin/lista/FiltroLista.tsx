// The list's filter checkboxes under the search: "Solo … (n)", n counted over the whole list
// (by the server when it pages the list: `cuentas`).
import { useMemo } from 'react';
import { numero } from './filtrado';
import type { DescripcionLista } from './tipos';

interface Props<T> {
  d: DescripcionLista<T>;
  todos: T[] | undefined;
  activos: string[];
  alternar: (etiqueta: string, activo: boolean) => void;
  cuentas?: Record<string, number>;
}

export function FiltroLista<T>({ d, todos, activos, alternar, cuentas }: Props<T>) {
  const cuantos = useMemo(() => (d.filtros ?? []).map((f) => cuentas?.[f.etiqueta] ?? (todos ?? []).filter(f.cumple).length), [todos, d, cuentas]);
  return d.filtros?.map((f, i) => (
    <label key={f.etiqueta} className="tabla-admin__filtro">
      <input type="checkbox" checked={activos.includes(f.etiqueta)} onChange={(e) => alternar(f.etiqueta, e.target.checked)} />
      {f.etiqueta} ({numero(cuantos[i])})
    </label>
  ));
}
