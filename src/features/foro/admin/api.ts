// The moderation queue's calls (admins only). Validating and discarding run as confirmed intents
// (ui.modal confirm → store listener), which invalidate Foro/LIST.
import { llamada } from '@/shared/api/llamada';
import { foroApi, FORO } from '../api';
import type { PreguntaPendiente, RespuestaPendiente } from '../tipos';

export const moderacionApi = foroApi.injectEndpoints({
  endpoints: (build) => ({
    traerPreguntas: build.query<PreguntaPendiente[], void>({
      query: llamada('traerPreguntas'),
      providesTags: [FORO],
    }),
    traerRespuestas: build.query<RespuestaPendiente[], void>({
      query: llamada('traerRespuestas'),
      providesTags: [FORO],
    }),
  }),
});

export const { useTraerPreguntasQuery, useTraerRespuestasQuery } = moderacionApi;
