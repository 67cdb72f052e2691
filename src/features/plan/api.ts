// The plan feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The public read (the home page's block); the editor's endpoints are edicionApi.ts'. */
export const planApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      mostrarPlan: { da: ['Plan'] },
    }),
});

export const { useMostrarPlanQuery } = planApi;
