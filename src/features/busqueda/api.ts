// The site search call: one query per (q, pagina); its answer stays in the api slice of the store,
// so an exported state replays the results page.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';

export interface ArgsBusqueda {
  q: string;
  pagina: number;
}

export const busquedaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    buscar: build.query<RespuestaBusqueda, ArgsBusqueda>({
      query: llamada('buscar', (a: ArgsBusqueda) => ({ q: a.q, pagina: String(a.pagina) })),
    }),
  }),
});

export const { useBuscarQuery } = busquedaApi;
