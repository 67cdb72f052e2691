// The forum: four fixed topics, questions asked by anyone (rate-limited per address) and answers
// written by students and admins. States are data and every transition is a guarded UPDATE
// (… WHERE estado = 'pendiente'), so a double validation or answering a discarded question is
// refused and changes nothing. The session's role decides an answer's state, never the client.
import { funcion } from '@server/api/funcion';
import { hastaQueCambie } from '@server/api/memoria';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z, texto, pk } from '@server/api/validacion';
import type { Db } from '@server/db/db';
import { MAX_PREGUNTA, MAX_RESPUESTA, type PreguntaPorResponder, type Topico } from '@/shared/api/contrato/foro';
import { repoForo } from './repositorio';
import { LIMITE_PREGUNTAS, MAX_LOTE, MENSAJES, funcionesModeracion } from './moderacion';
import { correoOpcional } from '@server/funciones/avisos';
import { preguntaNueva, respuestaNueva } from '@server/funciones/avisosDeContenido';
import { LIMITES_RESPUESTA, limitesPregunta } from '@server/avisos/limitesCorreo';

export { LIMITE_PREGUNTAS, MAX_LOTE, MAX_PREGUNTA, MAX_RESPUESTA, MENSAJES };

async function topicoExistente(db: Db, id: number): Promise<Topico> {
  const t = await repoForo(db).topico(id);
  if (!t) throw noEncontrado(MENSAJES.topicoInexistente);
  return t;
}

const idTopico = z.object({ idTopico: pk(MENSAJES.topicoInvalido) });
const idPregunta = z.object({ idPregunta: pk(MENSAJES.preguntaInvalida) });

export const funcionesForo = {
  traerTopicos: funcion('traerTopicos', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      // asked by every forum page: answered from memory until anything is written
      return hastaQueCambie(db, 'topicos', () => repoForo(db).topicos());
    },
  }),

  traerTopico: funcion('traerTopico', {
    acceso: 'publico',
    escribe: false,
    schema: idTopico,
    async run({ idTopico }, { db }) {
      return topicoExistente(db, idTopico);
    },
  }),

  traerPreguntasTopico: funcion('traerPreguntasTopico', {
    acceso: 'publico',
    escribe: false,
    schema: idTopico,
    async run({ idTopico }, { db }) {
      await topicoExistente(db, idTopico);
      const repo = repoForo(db);
      const preguntas = await repo.validadasDeTopico(idTopico);
      const respuestas = await repo.respuestasPublicadas(preguntas.map((p) => p.pk_pregunta));
      return preguntas.map((p) => ({ ...p, respuestas: respuestas.get(p.pk_pregunta) ?? [] }));
    },
  }),

  registrarPregunta: funcion('registrarPregunta', {
    acceso: 'publico',
    escribe: true,
    bitacora: { entidad: 'pregunta', nueva: true },
    limite: limitesPregunta({ ...LIMITE_PREGUNTAS, mensaje: MENSAJES.demasiadasPreguntas }),
    schema: z.object({ idTopico: pk(MENSAJES.topicoInvalido), pregunta: texto(MENSAJES.preguntaRequerida, MAX_PREGUNTA), correo: correoOpcional }),
    async run({ idTopico, pregunta, correo }, ctx) {
      const t = await topicoExistente(ctx.db, idTopico);
      if (t.frecuentes) throw new ErrorApi(MENSAJES.sinPreguntasEnFrecuentes, 400);
      const pkPregunta = await repoForo(ctx.db).insertarPregunta(idTopico, pregunta, ctx.usuario?.pk_usuario ?? null);
      await preguntaNueva(ctx, pregunta, correo, pkPregunta);
      return { codigo: 1 as const, mensaje: MENSAJES.preguntaEnviada };
    },
  }),

  traerPregunta: funcion('traerPregunta', {
    acceso: 'publico',
    escribe: false,
    schema: idPregunta,
    async run({ idPregunta }, { db }) {
      const repo = repoForo(db);
      const p = await repo.preguntaValidada(idPregunta);
      if (!p) throw noEncontrado(MENSAJES.preguntaNoVisible);
      return { ...p, respuestas: (await repo.respuestasPublicadas([p.pk_pregunta])).get(p.pk_pregunta) ?? [] };
    },
  }),

  traerPreguntas: funcion('traerPreguntas', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return repoForo(db).preguntasPendientes();
    },
  }),

  traerPreguntasValidadas: funcion('traerPreguntasValidadas', {
    acceso: ['e', 'a'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db, usuario }) {
      const filas = await repoForo(db).sinResponder(usuario.pk_usuario);
      return filas.map(({ mia, ...p }): PreguntaPorResponder => ({ ...p, mi_respuesta_pendiente: mia === 1 }));
    },
  }),

  traerRespuestas: funcion('traerRespuestas', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return repoForo(db).respuestasPendientes();
    },
  }),

  registrarRespuesta: funcion('registrarRespuesta', {
    acceso: ['e', 'a'],
    escribe: true,
    bitacora: { entidad: 'respuesta', nueva: true },
    limite: LIMITES_RESPUESTA,
    // pk_usuario and estatus may arrive (docs/SPEC.md §7) but are not read: the session decides.
    schema: z.object({ idPregunta: pk(MENSAJES.preguntaInvalida), respuesta: texto(MENSAJES.respuestaRequerida, MAX_RESPUESTA) }),
    async run({ idPregunta, respuesta }, ctx) {
      const { db, usuario: yo } = ctx;
      const publica = yo.rol === 'a';
      const repo = repoForo(db);
      if (!(await repo.responder(idPregunta, respuesta, publica ? 'publicada' : 'pendiente', yo.pk_usuario, publica ? yo.pk_usuario : null))) {
        if (!(await repo.existePregunta(idPregunta))) throw noEncontrado('La pregunta no existe.');
        throw new ErrorApi(MENSAJES.preguntaNoRespondible, 409);
      }
      await respuestaNueva(ctx, idPregunta, respuesta, publica);
      return publica
        ? { codigo: 1 as const, mensaje: MENSAJES.respuestaPublicada, estatus: 1 as const }
        : { codigo: 1 as const, mensaje: MENSAJES.respuestaEnRevision, estatus: 0 as const };
    },
  }),

  ...funcionesModeracion,
};
