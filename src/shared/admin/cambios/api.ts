// Review before publishing's endpoints (issue 48), in the admin kit: the editors' notice and the
// "Cambios por revisar" page both read the list; approving refreshes the items of every kind (the
// approved save changed one of them) and their histories.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';
import { TAGS_CONTENIDO } from '@/shared/api/tagsContenido';

export const cambiosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerCambiosPendientes: { da: [{ type: 'Cambio', id: 'LIST' }] },
      aprobarCambio: {
        arg: 'pk',
        invalida: ['Cambio', 'Revision', ...TAGS_CONTENIDO],
        soloSiExito: true,
      },
      devolverCambio: { invalida: ['Cambio'], soloSiExito: true },
    }),
});

export const { useTraerCambiosPendientesQuery, useAprobarCambioMutation, useDevolverCambioMutation } = cambiosApi;
