// The foro feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints.
 * One tag, Foro/LIST: any change (a question asked, validated, answered, moderated) refreshes every
 * forum list on screen. traerPreguntas and traerRespuestas are the moderation queue's (admins). */
export const foroApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerTopicos: { da: [{ type: 'Foro', id: 'LIST' }] },
      traerTopico: { arg: 'idTopico', da: [{ type: 'Foro', id: 'LIST' }] },
      traerPreguntasTopico: { arg: 'idTopico', da: [{ type: 'Foro', id: 'LIST' }] },
      traerPregunta: { arg: 'idPregunta', da: [{ type: 'Foro', id: 'LIST' }] },
      traerPreguntasValidadas: { da: [{ type: 'Foro', id: 'LIST' }] },
      registrarPregunta: { invalida: [{ type: 'Foro', id: 'LIST' }] },
      /** pk_usuario and estatus travel as docs/SPEC.md §7 lists them (a server of that contract may read them); ours ignores both and decides from the session. */
      registrarRespuesta: { invalida: [{ type: 'Foro', id: 'LIST' }] },
      traerPreguntas: { da: [{ type: 'Foro', id: 'LIST' }] },
      traerRespuestas: { da: [{ type: 'Foro', id: 'LIST' }] },
      /** The 'Preguntas frecuentes' topic's entries (their own tag: a question asked does not refetch them). */
      traerPreguntasFrecuentes: { da: [{ type: 'Foro', id: 'FAQ' }] },
      guardarPreguntasFrecuentes: { invalida: [{ type: 'Foro', id: 'FAQ' }], soloSiExito: true },
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
  useTraerPreguntasQuery,
  useTraerRespuestasQuery,
  useTraerPreguntasFrecuentesQuery,
  useGuardarPreguntasFrecuentesMutation,
} = foroApi;
