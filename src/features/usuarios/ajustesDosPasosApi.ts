// The usuarios feature's endpoints (ajustesDosPasosApi.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The super admin's endpoints for the admins' second factor, the "2FA obligatorio" settings. Resetting one admin's factor runs as a confirmed intent. */
export const ajustesDosPasosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerAjustesDosPasos: { da: [{ type: 'DosPasos', id: 'AJUSTES' }] },
      guardarAjustesDosPasos: { invalida: [{ type: 'DosPasos', id: 'AJUSTES' }], soloSiExito: true },
    }),
});

export const { useTraerAjustesDosPasosQuery, useGuardarAjustesDosPasosMutation } = ajustesDosPasosApi;
