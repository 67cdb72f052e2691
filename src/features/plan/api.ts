// The plan feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints. A save refreshes both reads. */
export const planApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      mostrarPlan: { da: ['Plan'] },
      traerPlan: { da: ['Plan'], keepUnusedDataFor: 0 },
      editarPlan: { invalida: ['Plan'], soloSiExito: true },
    }),
});

export const { useMostrarPlanQuery, useTraerPlanQuery, useEditarPlanMutation } = planApi;
