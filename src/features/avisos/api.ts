// The notices' calls: the inbox behind the bell (every logged-in role), the account's e-mail and
// its choice per kind of notice, the public confirmation link and the super admin's outbox. Two
// tags: Aviso (the inbox: reading one refreshes the bell) and Correo (the account page).
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, RespuestaComun } from '@/shared/api/contrato';
import type { BandejaAvisos, EstadoSalida, MiCorreo } from '@/shared/api/contrato/avisos';

export const AVISOS = { type: 'Aviso', id: 'LIST' } as const;
const CORREO = { type: 'Correo', id: 'MIO' } as const;

export const avisosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    traerAvisos: build.query<BandejaAvisos, number>({
      query: llamada('traerAvisos', (pagina) => ({ pagina })),
      providesTags: [AVISOS],
    }),
    marcarAvisosLeidos: build.mutation<RespuestaComun, Pide<'marcarAvisosLeidos'>>({
      query: llamada('marcarAvisosLeidos'),
      invalidatesTags: [AVISOS],
    }),
    traerMiCorreo: build.query<MiCorreo, void>({
      query: llamada('traerMiCorreo'),
      providesTags: [CORREO],
    }),
    guardarMiCorreo: build.mutation<RespuestaComun, Pide<'guardarMiCorreo'>>({
      query: llamada('guardarMiCorreo'),
      invalidatesTags: [CORREO],
    }),
    guardarPreferenciaAviso: build.mutation<RespuestaComun, Pide<'guardarPreferenciaAviso'>>({
      query: llamada('guardarPreferenciaAviso'),
      invalidatesTags: [CORREO],
    }),
    /** The public link of the confirmation e-mail: a mutation (it changes the account), sent once. */
    confirmarCorreo: build.mutation<RespuestaComun, Pide<'confirmarCorreo'>>({
      query: llamada('confirmarCorreo'),
      invalidatesTags: [CORREO],
    }),
    traerEstadoSalida: build.query<EstadoSalida, void>({
      query: llamada('traerEstadoSalida'),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useTraerAvisosQuery,
  useMarcarAvisosLeidosMutation,
  useTraerMiCorreoQuery,
  useGuardarMiCorreoMutation,
  useGuardarPreferenciaAvisoMutation,
  useConfirmarCorreoMutation,
  useTraerEstadoSalidaQuery,
} = avisosApi;
