// The avisos feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints.
 * Two tags: Aviso (the inbox: reading one refreshes the bell) and Correo (the account page). */
export const avisosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerAvisos: { arg: 'pagina', da: [{ type: 'Aviso', id: 'LIST' }] },
      marcarAvisosLeidos: { invalida: [{ type: 'Aviso', id: 'LIST' }] },
      traerMiCorreo: { da: [{ type: 'Correo', id: 'MIO' }] },
      guardarMiCorreo: { invalida: [{ type: 'Correo', id: 'MIO' }] },
      guardarPreferenciaAviso: { invalida: [{ type: 'Correo', id: 'MIO' }] },
      /** The public link of the confirmation e-mail: a mutation (it changes the account), sent once. */
      confirmarCorreo: { invalida: [{ type: 'Correo', id: 'MIO' }] },
      traerEstadoSalida: { tipo: 'query', keepUnusedDataFor: 0 },
    }),
});

export const {
  useTraerAvisosQuery,
  useMarcarAvisosLeidosMutation,
  useTraerMiCorreoQuery,
  useGuardarMiCorreoMutation,
  useGuardarPreferenciaAvisoMutation,
  useConfirmarCorreoMutation,
  useTraerEstadoSalidaQuery,
} = avisosApi;
