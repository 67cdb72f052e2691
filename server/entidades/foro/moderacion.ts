// The forum's moderation: questions and answers move out of 'pendiente' one by one or in bulk
// (`ids`), each move a guarded UPDATE; and the forum's limits and Spanish messages, which foro.ts
// re-exports.
import { funcion, type CtxDe } from '@server/api/funcion';
import type { Auditada } from '@server/api/bitacora';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z, pk, json } from '@server/api/validacion';
import type { Db } from '@server/db/db';
import { MAX_PREGUNTA, MAX_RESPUESTA, MENSAJES_FORO } from '@/shared/api/contrato/foro';
import { preguntaModerada, respuestaModerada } from '@server/funciones/avisosDeContenido';
import { repoForo, type EstadoPregunta, type EstadoRespuesta, type Moderable } from './repositorio';

export { MAX_PREGUNTA, MAX_RESPUESTA };
/** Most items one bulk moderation call may carry. */
export const MAX_LOTE = 200;
/** Questions one address may send per window. */
export const LIMITE_PREGUNTAS = { max: 10, ventanaMs: 15 * 60_000 };

export const MENSAJES = {
  ...MENSAJES_FORO,
  topicoInvalido: 'Tópico no válido.',
  topicoInexistente: 'El tópico no existe.',
  sinPreguntasEnFrecuentes: 'En «Preguntas frecuentes» no se reciben preguntas; elige otro tópico.',
  preguntaInvalida: 'Pregunta no válida.',
  respuestaInvalida: 'Respuesta no válida.',
  preguntaNoVisible: 'La pregunta no existe o aún no ha sido validada.',
  preguntaNoRespondible: 'Esta pregunta no admite respuestas: no ha sido validada o fue descartada.',
  preguntaEnviada: 'Gracias. Tu pregunta quedó en revisión: vuelve en 24 horas para ver si ya fue publicada y respondida.',
  demasiadasPreguntas: 'Enviaste demasiadas preguntas en poco tiempo. Espera 15 minutos e inténtalo de nuevo.',
  respuestaPublicada: 'Respuesta publicada.',
  respuestaEnRevision: 'Respuesta enviada. Los administradores la revisarán antes de publicarla.',
  loteVacio: 'Seleccione al menos un elemento.',
  loteGrande: `Seleccione como máximo ${MAX_LOTE} elementos a la vez.`,
  respuestaDeOtraPregunta: 'La respuesta no corresponde a esa pregunta.',
} as const;

// ---- moderation ----

/** `ids`: a JSON array of pks for bulk moderation. */
export const idsLote = (mensaje: string) =>
  json(z.array(z.number({ error: mensaje }).int(mensaje).positive(mensaje)).max(MAX_LOTE, MENSAJES.loteGrande), mensaje).optional();

/** One id or the bulk list, as one list; `uno` says a single item was named. */
export function aLote(uno: number | undefined, varios: number[] | undefined, ctx: z.RefinementCtx) {
  const ids = uno !== undefined ? [uno] : [...new Set(varios ?? [])];
  if (!ids.length) ctx.addIssue({ code: 'custom', message: MENSAJES.loteVacio });
  return { ids, uno: uno !== undefined };
}

const plural = (n: number, uno: string, varios: string) => (n === 1 ? uno : `${n} ${varios}`);

export interface Transicion {
  tabla: Moderable | 'experiencias';
  /** Moves one item out of 'pendiente' (a guarded UPDATE); false when it was not pending. */
  mover(db: Db, id: number, quien: number): Promise<boolean>;
  /** The item's state, undefined when it does not exist. */
  estado(db: Db, id: number): Promise<string | undefined>;
  /** The notices of one moved item, in the same transaction. */
  avisar(ctx: CtxDe<['a']>, id: number): Promise<void>;
  /** What the answer says was done: one item, and several (after the count). */
  hecho: [string, string];
  noExiste: string;
  yaEn: Record<string, string>;
}

/**
 * Moves items from 'pendiente' to `destino` with a guarded UPDATE, recording who and when.
 * One item in the wrong state is refused (409) and nothing changes. Several: the ones still
 * pending move and the answer says how many others had already been moderated (by another admin
 * meanwhile); if none was pending the call is refused.
 */
export async function moderar(ctx: CtxDe<['a']>, t: Transicion, ids: number[], uno: boolean): Promise<{ codigo: 1; mensaje: string }> {
  const quien = ctx.usuario.pk_usuario;
  let hechos = 0;
  for (const id of ids)
    if (await t.mover(ctx.db, id, quien)) {
      hechos++;
      await t.avisar(ctx, id);
    }
  if (uno && hechos === 0) {
    const estado = await t.estado(ctx.db, ids[0]);
    if (estado === undefined) throw noEncontrado(t.noExiste);
    throw new ErrorApi(t.yaEn[estado] ?? t.noExiste, 409);
  }
  if (hechos === 0) throw new ErrorApi(`Ninguno de los elementos seleccionados estaba pendiente: ya habían sido moderados. Actualice la lista.`, 409);
  const omitidos = ids.length - hechos;
  let mensaje = `${plural(hechos, t.hecho[0], t.hecho[1])}.`;
  if (omitidos > 0)
    mensaje += ` ${omitidos} ya ${omitidos === 1 ? 'había' : 'habían'} sido ${omitidos === 1 ? 'moderada' : 'moderadas'} y no ${omitidos === 1 ? 'cambió' : 'cambiaron'}.`;
  return { codigo: 1 as const, mensaje };
}

/** The forum's moves: repoForo's guarded UPDATE on its table. */
const delForo = (tabla: Moderable, destino: EstadoPregunta | EstadoRespuesta) => ({
  tabla,
  mover: (db: Db, id: number, quien: number) => repoForo(db).mover(tabla, id, destino, quien),
  estado: (db: Db, id: number) => repoForo(db).estado(tabla, id),
});

const transicionPregunta = (destino: 'validada' | 'descartada'): Transicion => ({
  ...delForo('preguntas', destino),
  avisar: (ctx, id) => preguntaModerada(ctx, id, destino === 'validada'),
  hecho: destino === 'validada' ? ['Pregunta validada', 'preguntas validadas'] : ['Pregunta descartada', 'preguntas descartadas'],
  noExiste: 'La pregunta no existe.',
  yaEn: {
    validada: 'La pregunta ya fue validada; no se cambió nada.',
    descartada: 'La pregunta ya fue descartada; no se cambió nada.',
  },
});

const transicionRespuesta = (destino: 'publicada' | 'descartada'): Transicion => ({
  ...delForo('respuestas', destino),
  avisar: (ctx, id) => respuestaModerada(ctx, id, destino === 'publicada'),
  hecho:
    destino === 'publicada'
      ? ['Respuesta validada y publicada', 'respuestas validadas y publicadas']
      : ['Respuesta descartada', 'respuestas descartadas'],
  noExiste: 'La respuesta no existe.',
  yaEn: {
    publicada: 'La respuesta ya fue validada; no se cambió nada.',
    descartada: 'La respuesta ya fue descartada; no se cambió nada.',
  },
});

const schemaPreguntas = z
  .object({ idPregunta: pk(MENSAJES.preguntaInvalida).optional(), ids: idsLote(MENSAJES.preguntaInvalida) })
  .transform((p, ctx) => aLote(p.idPregunta, p.ids, ctx));

const schemaRespuestas = z
  .object({
    idRespuesta: pk(MENSAJES.respuestaInvalida).optional(),
    idPregunta: pk(MENSAJES.preguntaInvalida).optional(),
    ids: idsLote(MENSAJES.respuestaInvalida),
  })
  .transform((p, ctx) => ({ ...aLote(p.idRespuesta, p.ids, ctx), idPregunta: p.idPregunta }));

/** The SPEC sends idPregunta beside idRespuesta: when present it must match. */
async function comprobarPreguntaDeRespuesta(db: Db, idRespuesta: number, idPregunta: number | undefined) {
  if (idPregunta === undefined) return;
  const deLaPregunta = await repoForo(db).preguntaDeRespuesta(idRespuesta);
  if (deLaPregunta !== undefined && deLaPregunta !== idPregunta) throw new ErrorApi(MENSAJES.respuestaDeOtraPregunta, 400);
}

/** What a moderation call carries once parsed: the items, whether one was named, its question (answers). */
interface Lote {
  ids: number[];
  uno: boolean;
  idPregunta?: number;
}

/**
 * One moderation funcion: validarPregunta, descartarPregunta (one question by idPregunta or several
 * by ids), validarRespuesta, descartarRespuesta (one answer, of idPregunta when sent, or several).
 */
const moderador = <F extends 'validarPregunta' | 'descartarPregunta' | 'validarRespuesta' | 'descartarRespuesta'>(
  nombre: F,
  bitacora: Auditada,
  schema: z.ZodType<Lote>,
  t: Transicion,
) =>
  funcion(nombre, {
    acceso: ['a'],
    escribe: true,
    bitacora,
    schema,
    async run({ ids, uno, idPregunta }, ctx) {
      if (uno && t.tabla === 'respuestas') await comprobarPreguntaDeRespuesta(ctx.db, ids[0], idPregunta);
      return moderar(ctx, t, ids, uno);
    },
  });

const PREGUNTA: Auditada = { entidad: 'pregunta', pk: 'idPregunta' };
const RESPUESTA: Auditada = { entidad: 'respuesta', pk: 'idRespuesta' };

export const funcionesModeracion = {
  validarPregunta: moderador('validarPregunta', PREGUNTA, schemaPreguntas, transicionPregunta('validada')),
  descartarPregunta: moderador('descartarPregunta', PREGUNTA, schemaPreguntas, transicionPregunta('descartada')),
  validarRespuesta: moderador('validarRespuesta', RESPUESTA, schemaRespuestas, transicionRespuesta('publicada')),
  descartarRespuesta: moderador('descartarRespuesta', RESPUESTA, schemaRespuestas, transicionRespuesta('descartada')),
};
