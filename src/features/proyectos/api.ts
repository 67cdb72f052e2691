// The proyectos feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints.
 * Tag 'Proyecto': LIST for the list, pk for one; a failed edit invalidates nothing. */
export const proyectosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      obtenerTodosProyectosPorCuatrimestre: { da: [{ type: 'Proyecto', id: 'LIST' }] },
      obtenerProyecto: { arg: 'pkProyecto', da: [{ type: 'Proyecto', campo: 'pkProyecto' }] },
      registrarProyecto: { invalida: [{ type: 'Proyecto', id: 'LIST' }] },
      editarProyecto: {
        invalida: [
          { type: 'Proyecto', id: 'LIST' },
          { type: 'Proyecto', campo: 'pkProyecto' },
        ],
        soloSiExito: true,
      },
    }),
});

export const { useObtenerTodosProyectosPorCuatrimestreQuery, useObtenerProyectoQuery, useRegistrarProyectoMutation, useEditarProyectoMutation } =
  proyectosApi;
