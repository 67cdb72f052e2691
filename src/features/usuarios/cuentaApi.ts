// The password change call, apart from recurso.ts's `llamadas` (api.generado.ts) so students (and anyone sent to change an initial
// password) do not download the admin endpoints. The session's own second factor, from
// the account page (the login's second step has its own endpoints in features/sesion). And
// the caller's open sessions ("Cerrar las demás" is a confirmed intent that invalidates SESIONES).
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, Responde, RespuestaComun } from '@/shared/api/contrato';
import type { Activacion, EstadoDosPasos, Inscripcion } from '@/shared/api/contrato/dosPasos';
import type { TagRef } from '@/shared/api/etiquetas';

const YO = [{ type: 'DosPasos' as const, id: 'YO' }];
/** The caller's open sessions, as a confirmed intent invalidates them. */
export const SESIONES: TagRef[] = [{ type: 'Sesiones', id: 'YO' }];

export const cuentaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cambiarContrasena: build.mutation<RespuestaComun, Pide<'cambiarContrasena'>>({
      query: llamada('cambiarContrasena'),
      // the server ends the other sessions and opens a new one: the list is stale
      invalidatesTags: (_r, e) => (e ? [] : SESIONES),
    }),
    estadoDosPasos: build.query<EstadoDosPasos, void>({
      query: llamada('estadoDosPasos'),
      providesTags: YO,
    }),
    inscribirDosPasosCuenta: build.mutation<Inscripcion, void>({
      query: llamada('inscribirDosPasos'),
    }),
    confirmarDosPasosCuenta: build.mutation<Activacion, { codigo: string }>({
      query: llamada('confirmarDosPasos'),
      invalidatesTags: (_r, e) => (e ? [] : YO),
    }),
    desactivarDosPasos: build.mutation<RespuestaComun, Pide<'desactivarDosPasos'>>({
      query: llamada('desactivarDosPasos'),
      invalidatesTags: (_r, e) => (e ? [] : YO),
    }),
    traerSesiones: build.query<Responde<'traerSesiones'>, void>({
      query: llamada('traerSesiones'),
      providesTags: SESIONES,
    }),
  }),
});

export const {
  useCambiarContrasenaMutation,
  useEstadoDosPasosQuery,
  useInscribirDosPasosCuentaMutation,
  useConfirmarDosPasosCuentaMutation,
  useDesactivarDosPasosMutation,
  useTraerSesionesQuery,
} = cuentaApi;
