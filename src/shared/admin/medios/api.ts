// The media library's list (issue 43), shared by the library page (features/medios) and the picker
// of every admin image field: one endpoint, one cache ('Medio' LIST). Loaded with the admin chunks.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

export const bibliotecaApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerMedios: { da: [{ type: 'Medio', id: 'LIST' }] },
    }),
});

export const { useTraerMediosQuery } = bibliotecaApi;
