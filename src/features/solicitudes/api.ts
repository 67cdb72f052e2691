// The solicitudes feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The admins' endpoints. */
export const solicitudesApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerSolicitudesInformes: { da: [{ type: 'Solicitud', id: 'LIST' }] },
      // issue 43: the panel tile's count and the internal note (both refreshed with the list)
      contarSolicitudesPendientes: { da: [{ type: 'Solicitud', id: 'LIST' }] },
      anotarSolicitudInformes: { invalida: [{ type: 'Solicitud', id: 'LIST' }], soloSiExito: true },
    }),
});

export const { useTraerSolicitudesInformesQuery, useContarSolicitudesPendientesQuery, useAnotarSolicitudInformesMutation } = solicitudesApi;
