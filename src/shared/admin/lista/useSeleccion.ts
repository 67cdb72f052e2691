// A list's visible state from the store (listasAdmin.ts) and the handlers that change it. The
// selection comes as a Set for the rows to look up, and `marcar` keeps its identity so the
// memoised table rows re-render only when their own box changes.
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { estadoDeLista, filtroAlternado, paginaElegida, seleccionCambiada, seleccionQuitada } from './listasAdmin';

export function useSeleccion(lista: string) {
  const dispatch = useAppDispatch();
  const estado = useAppSelector((s) => estadoDeLista(s.listasAdmin, lista));
  const marcados = useMemo<ReadonlySet<number>>(() => new Set(estado.seleccion), [estado.seleccion]);
  const alternar = useCallback((claves: number[], si: boolean) => dispatch(seleccionCambiada({ lista, claves, si })), [dispatch, lista]);
  const marcar = useCallback((clave: number, si: boolean) => alternar([clave], si), [alternar]);
  const quitar = useCallback(() => dispatch(seleccionQuitada({ lista })), [dispatch, lista]);
  const elegirPagina = useCallback((n: number, busqueda: string) => dispatch(paginaElegida({ lista, n, busqueda })), [dispatch, lista]);
  const alternarFiltro = useCallback(
    (etiqueta: string, activo: boolean) => dispatch(filtroAlternado({ lista, etiqueta, activo })),
    [dispatch, lista],
  );
  return { estado, marcados, alternar, marcar, quitar, elegirPagina, alternarFiltro };
}
