// The enlace feature's admin endpoint (edicionApi.ts): the admin dialog imports this module, the
// public banner only api.ts, so a visitor's download carries none of it.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Opening or closing the enrolment link (the banner's read is api.ts's, refreshed by the tag). */
export const edicionApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      cambiarEstadoEnlace: { invalida: ['Enlace'] },
    }),
});

export const { useCambiarEstadoEnlaceMutation } = edicionApi;
