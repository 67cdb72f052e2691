// The textoAlternativo feature's endpoints (api.ts): its page imports this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';
import { TAGS_CONTENIDO } from '@/shared/api/tagsContenido';

/** The admins' endpoints: the list, and one image's text (the public lists that show images refetch). */
export const textoAlternativoApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerImagenesSinAlt: { da: [{ type: 'ImagenSinAlt', id: 'LIST' }] },
      guardarTextoAlternativo: {
        // whichever entity holds the image (each declares its photos on the server): every content list
        invalida: [{ type: 'ImagenSinAlt', id: 'LIST' }, ...TAGS_CONTENIDO.map((type) => ({ type, id: 'LIST' as const })), 'Pagina'],
        soloSiExito: true,
      },
    }),
});

export const { useTraerImagenesSinAltQuery, useGuardarTextoAlternativoMutation } = textoAlternativoApi;
