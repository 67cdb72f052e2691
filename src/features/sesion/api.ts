// Login and logout calls.
import { baseApi } from '../../shared/api/baseApi';
import type { Pide, RespuestaComun } from '../../shared/api/contract';
import type { RespuestaLogin } from '../../shared/api/contract/sesion';

export const sesionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    iniciarSesion: build.mutation<RespuestaLogin, Pide<'iniciarSesion'>>({
      query: (datos) => ({ funcion: 'iniciarSesion', ...datos }),
    }),
    cerrarSesion: build.mutation<RespuestaComun, void>({
      query: () => ({ funcion: 'cerrarSesion' }),
    }),
  }),
});

export const { useIniciarSesionMutation, useCerrarSesionMutation } = sesionApi;
