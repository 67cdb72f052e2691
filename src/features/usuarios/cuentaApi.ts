// The password change call, apart from api.ts so students (and anyone sent to change an initial
// password) do not download the admin endpoints.
import { baseApi } from '../../shared/api/baseApi';
import type { Pide, RespuestaComun } from '../../shared/api/contract';

export const cuentaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cambiarContrasena: build.mutation<RespuestaComun, Pide<'cambiarContrasena'>>({
      query: (d) => ({ funcion: 'cambiarContrasena', ...d }),
    }),
  }),
});

export const { useCambiarContrasenaMutation } = cuentaApi;
