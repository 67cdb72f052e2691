// The forum calls anyone (or a logged-in student or admin) makes. One tag, Foro/LIST: any change
// (a question asked, validated, answered, moderated) refreshes every forum list on screen.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, RespuestaComun } from '@/shared/api/contrato';
import type { PreguntaDetalle, PreguntaForo, PreguntaPorResponder, RespuestaRegistrada, Topico } from './tipos';

export const FORO = { type: 'Foro', id: 'LIST' } as const;

export const foroApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    traerTopicos: build.query<Topico[], void>({
      query: llamada('traerTopicos'),
      providesTags: [FORO],
    }),
    traerTopico: build.query<Topico, number>({
      query: llamada('traerTopico', (idTopico) => ({ idTopico })),
      providesTags: [FORO],
    }),
    traerPreguntasTopico: build.query<PreguntaForo[], number>({
      query: llamada('traerPreguntasTopico', (idTopico) => ({ idTopico })),
      providesTags: [FORO],
    }),
    traerPregunta: build.query<PreguntaDetalle, number>({
      query: llamada('traerPregunta', (idPregunta) => ({ idPregunta })),
      providesTags: [FORO],
    }),
    traerPreguntasValidadas: build.query<PreguntaPorResponder[], void>({
      query: llamada('traerPreguntasValidadas'),
      providesTags: [FORO],
    }),
    registrarPregunta: build.mutation<RespuestaComun, Pide<'registrarPregunta'>>({
      query: llamada('registrarPregunta'),
      invalidatesTags: [FORO],
    }),
    /** pk_usuario and estatus travel as SPEC.md §7 lists them (a server of that contract may read them); ours ignores both and decides from the session. */
    registrarRespuesta: build.mutation<RespuestaRegistrada, Pide<'registrarRespuesta'>>({
      query: llamada('registrarRespuesta'),
      invalidatesTags: [FORO],
    }),
  }),
});

export const {
  useTraerTopicosQuery,
  useTraerTopicoQuery,
  useTraerPreguntasTopicoQuery,
  useTraerPreguntaQuery,
  useTraerPreguntasValidadasQuery,
  useRegistrarPreguntaMutation,
  useRegistrarRespuestaMutation,
} = foroApi;
