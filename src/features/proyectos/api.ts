// Project calls: public list and detail, admin writes. Tag 'Proyecto': LIST for the list, pk for one.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, Responde } from '@/shared/api/contrato';
import type { GrupoCuatrimestre, Proyecto } from './tipos';

export const proyectosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    obtenerTodosProyectosPorCuatrimestre: build.query<GrupoCuatrimestre[], void>({
      query: llamada('obtenerTodosProyectosPorCuatrimestre'),
      providesTags: [{ type: 'Proyecto', id: 'LIST' }],
    }),
    obtenerProyecto: build.query<Proyecto, number>({
      query: llamada('obtenerProyecto', (pk) => ({ pkProyecto: String(pk) })),
      providesTags: (_r, _e, pk) => [{ type: 'Proyecto', id: pk }],
    }),
    registrarProyecto: build.mutation<Responde<'registrarProyecto'>, Pide<'registrarProyecto'>>({
      query: llamada('registrarProyecto'),
      invalidatesTags: [{ type: 'Proyecto', id: 'LIST' }],
    }),
    editarProyecto: build.mutation<Responde<'editarProyecto'>, Pide<'editarProyecto'>>({
      query: llamada('editarProyecto'),
      invalidatesTags: (_r, e, d) =>
        e
          ? []
          : [
              { type: 'Proyecto', id: 'LIST' },
              { type: 'Proyecto', id: Number(d.pkProyecto) },
            ],
    }),
  }),
});

export const { useObtenerTodosProyectosPorCuatrimestreQuery, useObtenerProyectoQuery, useRegistrarProyectoMutation, useEditarProyectoMutation } =
  proyectosApi;
