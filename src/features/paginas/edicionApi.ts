// The paginas feature's endpoints (edicionApi.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The editor's endpoints, in their own module: a visitor's download carries none of them. */
export const edicionApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerPaginas: { da: [{ type: 'Pagina', id: 'LIST' }] },
      editarPagina: {
        invalida: [
          { type: 'Pagina', id: 'LIST' },
          { type: 'Pagina', campo: 'clave' },
        ],
      },
      vistaPreviaPagina: { tipo: 'mutation' },
    }),
});

export const { useTraerPaginasQuery, useEditarPaginaMutation, useVistaPreviaPaginaMutation } = edicionApi;
