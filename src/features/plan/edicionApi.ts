// The plan feature's editor endpoints (edicionApi.ts): the admin editor imports this module, the
// home page's block only api.ts, so a visitor's download carries none of these.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The editor's read and save. A save refreshes both reads (the public one is api.ts's). */
export const edicionApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerPlan: { da: ['Plan'], keepUnusedDataFor: 0 },
      editarPlan: { invalida: ['Plan'], soloSiExito: true },
    }),
});

export const { useTraerPlanQuery, useEditarPlanMutation } = edicionApi;
