// The bitacora feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints.
 * Every visit refetches: the trail grows with every write. */
export const bitacoraApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerBitacora: { tipo: 'query', keepUnusedDataFor: 0 },
      // the security events (logins, failed logins, second factor, refused calls)
      traerSeguridad: { tipo: 'query', keepUnusedDataFor: 0 },
    }),
});

export const { useTraerBitacoraQuery, useTraerSeguridadQuery } = bitacoraApi;
