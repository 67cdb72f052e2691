// The enrolment link calls.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, RespuestaComun } from '@/shared/api/contrato';
import type { Enlace } from '@/shared/api/contrato/enlace';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';

export const enlaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mostrarEnlace: build.query<Enlace, void>({
      query: llamada('mostrarEnlace'),
      providesTags: ['Enlace'],
    }),
    cambiarEstadoEnlace: build.mutation<RespuestaComun, Pide<'cambiarEstadoEnlace'>>({
      query: llamada('cambiarEstadoEnlace'),
      invalidatesTags: ['Enlace'],
    }),
  }),
});

export const { useMostrarEnlaceQuery, useCambiarEstadoEnlaceMutation } = enlaceApi;

/** Server render of the home page: whether the banner shows. */
export const datosBanner: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, enlaceApi.endpoints.mostrarEnlace, undefined);
};
