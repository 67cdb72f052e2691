// Project calls: public list and detail, admin writes. Tag 'Proyecto': LIST for the list, pk for one.
import { baseApi } from '../../shared/api/baseApi';
import type { Pide, Responde } from '../../shared/api/contract';
import type { GrupoCuatrimestre, Proyecto } from './types';

export const proyectosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Proyecto'] }).injectEndpoints({
  endpoints: (build) => ({
    obtenerTodosProyectosPorCuatrimestre: build.query<GrupoCuatrimestre[], void>({
      query: () => ({ funcion: 'obtenerTodosProyectosPorCuatrimestre' }),
      providesTags: [{ type: 'Proyecto', id: 'LIST' }],
    }),
    obtenerProyecto: build.query<Proyecto, number>({
      query: (pk) => ({ funcion: 'obtenerProyecto', pkProyecto: String(pk) }),
      providesTags: (_r, _e, pk) => [{ type: 'Proyecto', id: pk }],
    }),
    registrarProyecto: build.mutation<Responde<'registrarProyecto'>, Pide<'registrarProyecto'>>({
      query: (datos) => ({ funcion: 'registrarProyecto', ...datos }),
      invalidatesTags: [{ type: 'Proyecto', id: 'LIST' }],
    }),
    editarProyecto: build.mutation<Responde<'editarProyecto'>, Pide<'editarProyecto'>>({
      query: (datos) => ({ funcion: 'editarProyecto', ...datos }),
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
