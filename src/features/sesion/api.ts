// Login and logout calls.
import { baseApi } from '../../shared/api/baseApi';
import type { Pide, RespuestaComun } from '../../shared/api/contract';
import type { RespuestaLogin } from '../../shared/api/contract/sesion';
import type { Activacion, Inscripcion, RespuestaSegundoPaso } from '../../shared/api/contract/dosPasos';

export const sesionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    iniciarSesion: build.mutation<RespuestaLogin | RespuestaSegundoPaso, Pide<'iniciarSesion'>>({
      query: (datos) => ({ funcion: 'iniciarSesion', ...datos }),
    }),
    // issue 16: the login's second step and enrolment during the login
    verificarDosPasos: build.mutation<RespuestaLogin, Pide<'verificarDosPasos'>>({
      query: (datos) => ({ funcion: 'verificarDosPasos', ...datos }),
    }),
    posponerDosPasos: build.mutation<RespuestaLogin, Pide<'posponerDosPasos'>>({
      query: (datos) => ({ funcion: 'posponerDosPasos', ...datos }),
    }),
    inscribirDosPasos: build.mutation<Inscripcion, Pide<'inscribirDosPasos'>>({
      query: (datos) => ({ funcion: 'inscribirDosPasos', ...datos }),
    }),
    confirmarDosPasos: build.mutation<Activacion, Pide<'confirmarDosPasos'>>({
      query: (datos) => ({ funcion: 'confirmarDosPasos', ...datos }),
    }),
    cerrarSesion: build.mutation<RespuestaComun, void>({
      query: () => ({ funcion: 'cerrarSesion' }),
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
