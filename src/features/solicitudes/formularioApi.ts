// The solicitudes feature's endpoints (formularioApi.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The visitor's form, in its own module: a new enquiry refreshes an admin's open list. */
export const formularioApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      registrarSolicitudInformes: { invalida: [{ type: 'Solicitud', id: 'LIST' }], soloSiExito: true },
    }),
});

export const { useRegistrarSolicitudInformesMutation } = formularioApi;
