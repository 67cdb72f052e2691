// The password change call, apart from api.ts so students (and anyone sent to change an initial
// password) do not download the admin endpoints. Issue 16: the session's own second factor, from
// the account page (the login's second step has its own endpoints in features/sesion).
import { baseApi } from '../../shared/api/baseApi';
import type { Pide, RespuestaComun } from '../../shared/api/contract';
import type { Activacion, EstadoDosPasos, Inscripcion } from '../../shared/api/contract/dosPasos';

const YO = [{ type: 'DosPasos' as const, id: 'YO' }];

export const cuentaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cambiarContrasena: build.mutation<RespuestaComun, Pide<'cambiarContrasena'>>({
      query: (d) => ({ funcion: 'cambiarContrasena', ...d }),
    }),
    estadoDosPasos: build.query<EstadoDosPasos, void>({
      query: () => ({ funcion: 'estadoDosPasos' }),
      providesTags: YO,
    }),
    inscribirDosPasosCuenta: build.mutation<Inscripcion, void>({
      query: () => ({ funcion: 'inscribirDosPasos' }),
    }),
    confirmarDosPasosCuenta: build.mutation<Activacion, { codigo: string }>({
      query: (d) => ({ funcion: 'confirmarDosPasos', ...d }),
      invalidatesTags: (_r, e) => (e ? [] : YO),
    }),
    desactivarDosPasos: build.mutation<RespuestaComun, Pide<'desactivarDosPasos'>>({
      query: (d) => ({ funcion: 'desactivarDosPasos', ...d }),
      invalidatesTags: (_r, e) => (e ? [] : YO),
    }),
  }),
});

export const {
  useCambiarContrasenaMutation,
  useEstadoDosPasosQuery,
  useInscribirDosPasosCuentaMutation,
  useConfirmarDosPasosCuentaMutation,
  useDesactivarDosPasosMutation,
} = cuentaApi;
