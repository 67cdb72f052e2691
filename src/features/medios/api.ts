// The media library's endpoints (issue 43). The list (traerMedios) is the kit's (shared/admin/medios/api.ts,
// also used by the picker of every image field). The upload does not go through RTK Query: each file is
// one call with its own progress (shared/api/funcionBaseQuery.ts's enviarConProgreso), then the
// page invalidates the 'Medio' list.
import { bibliotecaApi } from '@/shared/admin/medios/api';
import { endpoints } from '@/shared/api/llamadas';

export const mediosApi = bibliotecaApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      editarMedio: { invalida: [{ type: 'Medio', id: 'LIST' }], soloSiExito: true },
    }),
});

export { useTraerMediosQuery } from '@/shared/admin/medios/api';
export const { useEditarMedioMutation } = mediosApi;
