// The paginas feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** What every visitor's page reads: one page by its key. */
export const paginasApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      mostrarPagina: { arg: 'clave', da: [{ type: 'Pagina', campo: 'clave' }] },
    }),
});

export const { useMostrarPaginaQuery } = paginasApi;
