// Event calls: public list and one event, admin writes. Tag 'Evento': LIST for the list, pk for one.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, Responde } from '@/shared/api/contrato';
import type { Evento } from './tipos';

export const eventosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    obtenerTodosEventos: build.query<Evento[], void>({
      query: llamada('obtenerTodosEventos'),
      providesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
    obtenerEvento: build.query<Evento, number>({
      query: llamada('obtenerEvento', (pk) => ({ pkEvento: String(pk) })),
      providesTags: (_r, _e, pk) => [{ type: 'Evento', id: pk }],
    }),
    registrarEvento: build.mutation<Responde<'registrarEvento'>, Pide<'registrarEvento'>>({
      query: llamada('registrarEvento'),
      invalidatesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
    editarEvento: build.mutation<Responde<'editarEvento'>, Pide<'editarEvento'>>({
      query: llamada('editarEvento'),
      invalidatesTags: (_r, e, d) =>
        e
          ? []
          : [
              { type: 'Evento', id: 'LIST' },
              { type: 'Evento', id: Number(d.pkEvento) },
            ],
    }),
  }),
});

export const { useObtenerTodosEventosQuery, useObtenerEventoQuery, useRegistrarEventoMutation, useEditarEventoMutation } = eventosApi;
