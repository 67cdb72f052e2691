// The empresas feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints.
 * The list carries { type: 'Empresa', id: 'LIST' }: saving or deactivating a company refreshes
 * every list of companies (the experience form's select too). */
export const empresasApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      obtenerTodasEmpresasEstadias: { da: [{ type: 'Empresa', id: 'LIST' }] },
      obtenerEmpresaEstadia: { arg: 'pk', da: [{ type: 'Empresa', campo: 'pk' }] },
      registrarEmpresaEstadia: { invalida: [{ type: 'Empresa', id: 'LIST' }] },
      editarEmpresaEstadia: {
        invalida: [
          { type: 'Empresa', id: 'LIST' },
          { type: 'Empresa', campo: 'pkEmpresa' },
        ],
      },
    }),
});

export const {
  useObtenerTodasEmpresasEstadiasQuery,
  useObtenerEmpresaEstadiaQuery,
  useRegistrarEmpresaEstadiaMutation,
  useEditarEmpresaEstadiaMutation,
} = empresasApi;
