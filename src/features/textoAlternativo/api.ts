// The textoAlternativo feature's endpoints (api.ts): its page imports this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The admins' endpoints: the list, and one image's text (the public lists that show images refetch). */
export const textoAlternativoApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerImagenesSinAlt: { da: [{ type: 'ImagenSinAlt', id: 'LIST' }] },
      guardarTextoAlternativo: {
        invalida: [
          { type: 'ImagenSinAlt', id: 'LIST' },
          { type: 'Proyecto', id: 'LIST' },
          { type: 'Evento', id: 'LIST' },
          { type: 'Empresa', id: 'LIST' },
          { type: 'Egresado', id: 'LIST' },
          'Pagina',
        ],
        soloSiExito: true,
      },
    }),
});

export const { useTraerImagenesSinAltQuery, useGuardarTextoAlternativoMutation } = textoAlternativoApi;
