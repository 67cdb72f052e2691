// The enlace feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The public read (the banner); the admin's change is edicionApi.ts'. */
export const enlaceApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      mostrarEnlace: { da: ['Enlace'] },
    }),
});

export const { useMostrarEnlaceQuery } = enlaceApi;
