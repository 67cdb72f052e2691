// Login and logout calls.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, RespuestaComun } from '@/shared/api/contrato';
import type { RespuestaLogin } from '@/shared/api/contrato/sesion';
import type { Activacion, Inscripcion, RespuestaSegundoPaso } from '@/shared/api/contrato/dosPasos';

export const sesionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    iniciarSesion: build.mutation<RespuestaLogin | RespuestaSegundoPaso, Pide<'iniciarSesion'>>({
      query: llamada('iniciarSesion'),
    }),
    // The login's second step and enrolment during the login
    verificarDosPasos: build.mutation<RespuestaLogin, Pide<'verificarDosPasos'>>({
      query: llamada('verificarDosPasos'),
    }),
    posponerDosPasos: build.mutation<RespuestaLogin, Pide<'posponerDosPasos'>>({
      query: llamada('posponerDosPasos'),
    }),
    inscribirDosPasos: build.mutation<Inscripcion, Pide<'inscribirDosPasos'>>({
      query: llamada('inscribirDosPasos'),
    }),
    confirmarDosPasos: build.mutation<Activacion, Pide<'confirmarDosPasos'>>({
      query: llamada('confirmarDosPasos'),
    }),
    cerrarSesion: build.mutation<RespuestaComun, void>({
      query: llamada('cerrarSesion'),
    }),
  }),
});

export const {
  useIniciarSesionMutation,
  useCerrarSesionMutation,
  useVerificarDosPasosMutation,
  usePosponerDosPasosMutation,
  useInscribirDosPasosMutation,
  useConfirmarDosPasosMutation,
} = sesionApi;
