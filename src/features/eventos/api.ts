// The eventos feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints.
 * Tag 'Evento': LIST for the list, pk for one; a failed edit invalidates nothing. */
export const eventosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      obtenerTodosEventos: { da: [{ type: 'Evento', id: 'LIST' }] },
      obtenerEvento: { arg: 'pkEvento', da: [{ type: 'Evento', campo: 'pkEvento' }] },
      registrarEvento: { invalida: [{ type: 'Evento', id: 'LIST' }] },
      editarEvento: {
        invalida: [
          { type: 'Evento', id: 'LIST' },
          { type: 'Evento', campo: 'pkEvento' },
        ],
        soloSiExito: true,
      },
    }),
});

export const { useObtenerTodosEventosQuery, useObtenerEventoQuery, useRegistrarEventoMutation, useEditarEventoMutation } = eventosApi;
