// The egresados feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints.
 * Lists carry { type: 'Egresado', id: 'LIST' }: saving a graduate refreshes them. */
export const egresadosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      mostrarGeneraciones: { da: ['Generacion'] },
      traerCasosExito: { da: [{ type: 'Egresado', id: 'LIST' }] },
      obtenerEgresado: { arg: 'idCasoExito', da: [{ type: 'Egresado', campo: 'idCasoExito' }] },
      registrarCasoExito: { invalida: [{ type: 'Egresado', id: 'LIST' }] },
      editarEgresado: {
        invalida: [
          { type: 'Egresado', id: 'LIST' },
          { type: 'Egresado', campo: 'idCasoExito' },
        ],
      },
    }),
});

export const {
  useMostrarGeneracionesQuery,
  useTraerCasosExitoQuery,
  useObtenerEgresadoQuery,
  useRegistrarCasoExitoMutation,
  useEditarEgresadoMutation,
} = egresadosApi;
