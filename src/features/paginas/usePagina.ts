// One page by its key, as every public page reads it: the hook (its answer typed by the key) and
// the server render's data (datosRuta.ts) for the keys a page shows.
import { createContext, useContext } from 'react';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import type { ClavePagina, Pagina } from '@/shared/api/contrato/paginas';
import { paginasApi, useMostrarPaginaQuery } from './api';

/** An answer shaped as a page (another api.php, without pages, may answer something else: no page then). */
const esPagina = (d: unknown): boolean =>
  typeof d === 'object' &&
  d !== null &&
  typeof (d as Pagina).html === 'string' &&
  typeof (d as Pagina).datos === 'object' &&
  (d as Pagina).datos !== null;

/** A page shown in place of the stored one of its key, inside PaginaEnVista (a preview link, the editor's preview). */
export const PaginaEnVistaContext = createContext<Pagina | null>(null);

export function usePagina<C extends ClavePagina>(clave: C) {
  const vista = useContext(PaginaEnVistaContext);
  const propia = vista?.clave === clave ? (vista as Pagina<C>) : undefined;
  const consulta = useMostrarPaginaQuery(clave, { skip: propia !== undefined });
  if (propia) return { ...consulta, isLoading: false, error: undefined, pagina: propia };
  return { ...consulta, pagina: esPagina(consulta.data) ? (consulta.data as Pagina<C>) : undefined };
}

/** Server render: the pages of these keys in the store (the hydrated page finds them there). */
export const datosPagina =
  (...claves: ClavePagina[]): DatosRuta =>
  async ({ dispatch }) => {
    await Promise.all(claves.map((c) => pedir(dispatch, paginasApi.endpoints.mostrarPagina, c)));
  };
