// The busqueda feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoint: one
 * query per (q, pagina); its answer stays in the api slice, so an exported state replays the page. */
export const busquedaApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      buscar: { tipo: 'query' },
    }),
});

export const { useBuscarQuery } = busquedaApi;
