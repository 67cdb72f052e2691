// The media library's endpoints (issue 43). The upload does not go through RTK Query: each file is
// one call with its own progress (shared/api/funcionBaseQuery.ts's enviarConProgreso), then the
// page invalidates the 'Medio' list.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

export const mediosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerMedios: { da: [{ type: 'Medio', id: 'LIST' }] },
      editarMedio: { invalida: [{ type: 'Medio', id: 'LIST' }], soloSiExito: true },
    }),
});

export const { useTraerMediosQuery, useEditarMedioMutation } = mediosApi;
