// A list's select filters (term, year, status) and its order, kept in the address (?cuatrimestre=4,
// like ?q= and ?orden=: decision 0013, a link shares them) and in the store (decision 0011: a QA
// export replays them). The address is what the list reads; every change of it is copied into the
// store, and a list opened without any of them in its address takes the store's back (a replayed
// state, or coming back from an edit).
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { valoresElegidos } from './listasAdmin';
import { PARAMETRO_ORDEN } from './OrdenLista';
import { VISTA, VISTA_BAJAS, type CampoFiltro } from './tipos';
import type { Programacion } from '@/shared/api/contrato/programacion';

/** The parameters of the address a list keeps in the store too. */
const parametrosDe = (campos: readonly CampoFiltro<never>[] | undefined) => [...(campos ?? []).map((c) => c.parametro), PARAMETRO_ORDEN];

const mismos = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(a) === JSON.stringify(b);

/** The chosen values (from the address), kept in step with the store's `valores`. */
export function useValoresFiltro(lista: string, campos: readonly CampoFiltro<never>[] | undefined, guardados: Record<string, string> | undefined) {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const nombres = parametrosDe(campos);
  const clave = nombres.map((n) => `${n}=${params.get(n) ?? ''}`).join('&');
  const valores = useMemo(
    () => Object.fromEntries(clave.split('&').flatMap((par) => (par.endsWith('=') ? [] : [par.split('=') as [string, string]]))),
    [clave],
  );
  const primera = useRef(true);
  useEffect(() => {
    const alAbrir = primera.current;
    primera.current = false;
    if (alAbrir && !Object.keys(valores).length && guardados && Object.keys(guardados).length) {
      // opened without them in the address: the store's (a replayed state) go back there
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(guardados)) if (nombres.includes(k)) next.set(k, v);
      setParams(next, { replace: true, preventScrollReset: true });
      return;
    }
    if (!mismos(valores, guardados ?? {})) dispatch(valoresElegidos({ lista, valores }));
    // the address's values are the dependency (clave); the rest is read as it is then
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clave]);
  // the store's values changed under an open list (a QA import through the devtools): the address
  // follows them. A change the list made itself (above) leaves the two equal, so nothing happens.
  const enTienda = JSON.stringify(guardados ?? {});
  const montada = useRef(false);
  useEffect(() => {
    if (!montada.current) {
      montada.current = true;
      return;
    }
    const g = guardados ?? {};
    if (mismos(valores, g)) return;
    const next = new URLSearchParams(params);
    for (const n of nombres) {
      if (g[n]) next.set(n, g[n]);
      else next.delete(n);
    }
    setParams(next, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enTienda]);
  const elegir = (parametro: string, valor: string) => {
    const next = new URLSearchParams(params);
    if (valor && campos?.find((c) => c.parametro === parametro)?.abreBajas === valor) {
      // "De baja" is the list's "Dados de baja" view (its tab), not a filter of the active items
      next.delete(parametro);
      next.set(VISTA, VISTA_BAJAS);
      setParams(next, { preventScrollReset: true });
      return;
    }
    if (valor) next.set(parametro, valor);
    else next.delete(parametro);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { valores, elegir };
}

/** The selects above the list, each with its "Todos" option. */
export function CamposFiltro<T>({
  campos,
  todos,
  valores,
  elegir,
}: {
  campos: readonly CampoFiltro<T>[] | undefined;
  todos: readonly T[] | undefined;
  valores: Record<string, string>;
  elegir: (parametro: string, valor: string) => void;
}) {
  const id = useId();
  // the options counted over the whole list once per load, not on every keystroke
  const listas = useMemo(() => campos?.map((c) => (typeof c.opciones === 'function' ? c.opciones(todos ?? []) : c.opciones)), [campos, todos]);
  if (!campos?.length) return null;
  return (
    <div className="lista-filtros">
      {campos.map((c, n) => {
        const opciones = listas?.[n] ?? [];
        return (
          <p key={c.parametro} className="lista-orden">
            <label htmlFor={`${id}-${c.parametro}`}>{c.etiqueta}</label>{' '}
            <select
              id={`${id}-${c.parametro}`}
              className="campo__control lista-orden__control"
              value={valores[c.parametro] ?? ''}
              onChange={(e) => elegir(c.parametro, e.target.value)}
            >
              <option value="">Todos</option>
              {opciones.map((o) => (
                <option key={o.valor} value={o.valor}>
                  {o.texto}
                </option>
              ))}
            </select>
          </p>
        );
      })}
    </div>
  );
}

/** Whether an item passes every chosen select filter. */
export const cumpleCampos = <T,>(campos: readonly CampoFiltro<T>[], valores: Record<string, string>) => {
  const activos = campos.filter((c) => valores[c.parametro]);
  return (item: T) => activos.every((c) => c.valor(item) === valores[c.parametro]);
};

/** An item's publication status as the filter names it (decision 0054). */
export function estadoPublicacion(p: Programacion, ahora: number): 'publicado' | 'programado' | 'retirado' {
  if (p.retirar_en && Date.parse(p.retirar_en) <= ahora) return 'retirado';
  if (p.publicar_en && Date.parse(p.publicar_en) > ahora) return 'programado';
  return 'publicado';
}

/** The status filter of a schedulable list ("De baja" is the "Dados de baja" view, ?vista=bajas). */
export const filtroEstado = <T extends Programacion>(ahora = () => Date.now()): CampoFiltro<T> => ({
  parametro: 'estado',
  etiqueta: 'Estado',
  opciones: [
    { valor: 'publicado', texto: 'Publicado' },
    { valor: 'programado', texto: 'Programado' },
    { valor: 'retirado', texto: 'Retirado' },
    { valor: 'baja', texto: 'De baja' },
  ],
  abreBajas: 'baja',
  valor: (p) => estadoPublicacion(p, ahora()),
});

/** A filter by a value the items carry (a term, a year), its options the values present, in order. */
export function filtroPorValor<T>(parametro: string, etiqueta: string, valor: (item: T) => string | null, texto = (v: string) => v): CampoFiltro<T> {
  return {
    parametro,
    etiqueta,
    opciones: (todos) =>
      [...new Set(todos.map(valor).filter((v): v is string => Boolean(v)))]
        .sort((a, b) => a.localeCompare(b, 'es', { numeric: true }))
        .map((v) => ({ valor: v, texto: texto(v) })),
    valor,
  };
}
