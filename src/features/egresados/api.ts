// Generations and graduates calls. Lists carry { type: 'Egresado', id: 'LIST' }: saving or
// deleting a graduate refreshes them.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, RespuestaComun } from '@/shared/api/contrato';
import type { CasoExito, Generacion } from '@/shared/api/contrato/egresados';

export const egresadosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mostrarGeneraciones: build.query<Generacion[], void>({
      query: llamada('mostrarGeneraciones'),
      providesTags: ['Generacion'],
    }),
    traerCasosExito: build.query<CasoExito[], void>({
      query: llamada('traerCasosExito'),
      providesTags: [{ type: 'Egresado', id: 'LIST' }],
    }),
    obtenerEgresado: build.query<CasoExito, string>({
      query: llamada('obtenerEgresado', (idCasoExito) => ({ idCasoExito })),
      providesTags: (_r, _e, id) => [{ type: 'Egresado', id }],
    }),
    registrarCasoExito: build.mutation<RespuestaComun, Pide<'registrarCasoExito'>>({
      query: llamada('registrarCasoExito'),
      invalidatesTags: [{ type: 'Egresado', id: 'LIST' }],
    }),
    editarEgresado: build.mutation<RespuestaComun, Pide<'editarEgresado'>>({
      query: llamada('editarEgresado'),
      invalidatesTags: (_r, _e, { idCasoExito }) => [
        { type: 'Egresado', id: 'LIST' },
        { type: 'Egresado', id: String(idCasoExito) },
      ],
    }),
  }),
});

export const {
  useMostrarGeneracionesQuery,
  useTraerCasosExitoQuery,
  useObtenerEgresadoQuery,
  useRegistrarCasoExitoMutation,
  useEditarEgresadoMutation,
} = egresadosApi;
