// Event calls: public list and one event, admin writes. Tag 'Evento': LIST for the list, pk for one.
import { baseApi } from '../../shared/api/baseApi';
import type { Pide, Responde } from '../../shared/api/contract';
import type { Evento } from './types';

export const eventosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Evento'] }).injectEndpoints({
  endpoints: (build) => ({
    obtenerTodosEventos: build.query<Evento[], void>({
      query: () => ({ funcion: 'obtenerTodosEventos' }),
      providesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
    obtenerEvento: build.query<Evento, number>({
      query: (pk) => ({ funcion: 'obtenerEvento', pkEvento: String(pk) }),
      providesTags: (_r, _e, pk) => [{ type: 'Evento', id: pk }],
    }),
    registrarEvento: build.mutation<Responde<'registrarEvento'>, Pide<'registrarEvento'>>({
      query: (datos) => ({ funcion: 'registrarEvento', ...datos }),
      invalidatesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
    editarEvento: build.mutation<Responde<'editarEvento'>, Pide<'editarEvento'>>({
      query: (datos) => ({ funcion: 'editarEvento', ...datos }),
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
