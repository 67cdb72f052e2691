// The forum calls anyone (or a logged-in student or admin) makes. One tag, Foro/LIST: any change
// (a question asked, validated, answered, moderated) refreshes every forum list on screen.
import { baseApi } from '../../shared/api/baseApi';
import type { Pide, RespuestaComun } from '../../shared/api/contract';
import type { PreguntaDetalle, PreguntaForo, PreguntaPorResponder, RespuestaRegistrada, Topico } from './types';

export const FORO = { type: 'Foro', id: 'LIST' } as const;

export const foroApi = baseApi.enhanceEndpoints({ addTagTypes: ['Foro'] }).injectEndpoints({
  endpoints: (build) => ({
    traerTopicos: build.query<Topico[], void>({
      query: () => ({ funcion: 'traerTopicos' }),
      providesTags: [FORO],
    }),
    traerTopico: build.query<Topico, number>({
      query: (idTopico) => ({ funcion: 'traerTopico', idTopico }),
      providesTags: [FORO],
    }),
    traerPreguntasTopico: build.query<PreguntaForo[], number>({
      query: (idTopico) => ({ funcion: 'traerPreguntasTopico', idTopico }),
      providesTags: [FORO],
    }),
    traerPregunta: build.query<PreguntaDetalle, number>({
      query: (idPregunta) => ({ funcion: 'traerPregunta', idPregunta }),
      providesTags: [FORO],
    }),
    traerPreguntasValidadas: build.query<PreguntaPorResponder[], void>({
      query: () => ({ funcion: 'traerPreguntasValidadas' }),
      providesTags: [FORO],
    }),
    registrarPregunta: build.mutation<RespuestaComun, Pide<'registrarPregunta'>>({
      query: (datos) => ({ funcion: 'registrarPregunta', ...datos }),
      invalidatesTags: [FORO],
    }),
    /** pk_usuario and estatus travel as SPEC.md §7 lists them (a server of that contract may read them); ours ignores both and decides from the session. */
    registrarRespuesta: build.mutation<RespuestaRegistrada, Pide<'registrarRespuesta'>>({
      query: (datos) => ({ funcion: 'registrarRespuesta', ...datos }),
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
