// The filters and the page of a paged list kept in the URL (a filtered view can be shared or
// reloaded): the trail of changes and the security events read and change them alike.
import { useSearchParams } from 'react-router-dom';

export function useFiltroEnUrl<K extends string>(campos: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filtro: Partial<Record<K | 'pagina', string>> = {};
  for (const k of [...campos, 'pagina' as const]) {
    const v = params.get(k);
    if (v) filtro[k] = v;
  }
  /** A filter changed: empty removes it, and the list starts again at page 1. */
  const cambiar = (k: K, v: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (v) p.set(k, v);
      else p.delete(k);
      p.delete('pagina');
      return p;
    });
  const irA = (n: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (n > 1) p.set('pagina', String(n));
      else p.delete('pagina');
      return p;
    });
  return { params, filtro, cambiar, irA };
}
