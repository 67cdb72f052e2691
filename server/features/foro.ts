// The forum: four fixed topics, questions asked by anyone (rate-limited per address) and answers
// written by students and admins. States are data and every transition is a guarded UPDATE
// (… WHERE estado = 'pendiente'), so a double validation or answering a discarded question is
// refused and changes nothing. The session's role decides an answer's state, never the client.
import { funcion, type Ctx } from '../funcion';
import { hastaQueCambie } from '../memoria';
import { ErrorApi, noEncontrado } from '../errors';
import { z, texto, pk, json } from '../validation';
import type { Db } from '../db/open';
import type {
  PreguntaDetalle,
  PreguntaForo,
  PreguntaPendiente,
  PreguntaPorResponder,
  RespuestaForo,
  RespuestaPendiente,
  Topico,
} from '../../src/shared/api/contract/foro';
import { MAX_PREGUNTA, MAX_RESPUESTA, MENSAJES_FORO } from '../../src/shared/api/contract/foro';

export { MAX_PREGUNTA, MAX_RESPUESTA };
/** Most items one bulk moderation call may carry. */
export const MAX_LOTE = 200;
/** Questions one address may send per window. */
export const LIMITE_PREGUNTAS = { max: 10, ventanaMs: 15 * 60_000 };

export const MENSAJES = {
  ...MENSAJES_FORO,
  topicoInvalido: 'Tópico no válido.',
  topicoInexistente: 'El tópico no existe.',
  sinPreguntasEnFrecuentes: 'En «Preguntas frecuentes» no se reciben preguntas; elija otro tópico.',
  preguntaInvalida: 'Pregunta no válida.',
  respuestaInvalida: 'Respuesta no válida.',
  preguntaNoVisible: 'La pregunta no existe o aún no ha sido validada.',
  preguntaNoRespondible: 'Esta pregunta no admite respuestas: no ha sido validada o fue descartada.',
  preguntaEnviada: 'Gracias. Su pregunta quedó en revisión: vuelva en 24 horas para ver si ya fue publicada y respondida.',
  demasiadasPreguntas: 'Ha enviado demasiadas preguntas en poco tiempo. Espere 15 minutos e inténtelo de nuevo.',
  respuestaPublicada: 'Respuesta publicada.',
  respuestaEnRevision: 'Respuesta enviada. Los administradores la revisarán antes de publicarla.',
  loteVacio: 'Seleccione al menos un elemento.',
  loteGrande: `Seleccione como máximo ${MAX_LOTE} elementos a la vez.`,
  respuestaDeOtraPregunta: 'La respuesta no corresponde a esa pregunta.',
} as const;

type EstadoPregunta = 'pendiente' | 'validada' | 'descartada';
type EstadoRespuesta = 'pendiente' | 'publicada' | 'descartada';

// ---- queries (all the forum's SQL lives in this module) ----

const topicoPorId = (db: Db, id: number) =>
  db.prepare('SELECT pk_topico_pregunta, nombre_topico, descripcion, frecuentes FROM topicos WHERE pk_topico_pregunta = ?').get(id) as
    | Topico
    | undefined;

/** Published answers of several questions, grouped by question, oldest first. */
function respuestasPublicadas(db: Db, pks: number[]): Map<number, RespuestaForo[]> {
  const porPregunta = new Map<number, RespuestaForo[]>(pks.map((p) => [p, []]));
  if (!pks.length) return porPregunta;
  const filas = db
    .prepare(
      `SELECT r.pk_respuesta, r.fk_pregunta, r.respuesta, u.nombre_persona AS usuario, u.rol, r.creada AS fecha
         FROM respuestas r JOIN usuarios u ON u.pk_usuario = r.fk_usuario
        WHERE r.estado = 'publicada' AND r.fk_pregunta IN (SELECT value FROM json_each(?))
        ORDER BY r.creada, r.pk_respuesta`,
    )
    .all(JSON.stringify(pks)) as (RespuestaForo & { fk_pregunta: number })[];
  for (const { fk_pregunta, ...r } of filas) porPregunta.get(fk_pregunta)?.push(r);
  return porPregunta;
}

function topicoExistente(db: Db, id: number): Topico {
  const t = topicoPorId(db, id);
  if (!t) throw noEncontrado(MENSAJES.topicoInexistente);
  return t;
}

// ---- moderation ----

/** `ids`: a JSON array of pks for bulk moderation. */
const idsLote = (mensaje: string) =>
  json(z.array(z.number({ error: mensaje }).int(mensaje).positive(mensaje)).max(MAX_LOTE, MENSAJES.loteGrande), mensaje).optional();

/** One id or the bulk list, as one list; `uno` says a single item was named. */
function aLote(uno: number | undefined, varios: number[] | undefined, ctx: z.RefinementCtx) {
  const ids = uno !== undefined ? [uno] : [...new Set(varios ?? [])];
  if (!ids.length) ctx.addIssue({ code: 'custom', message: MENSAJES.loteVacio });
  return { ids, uno: uno !== undefined };
}

const plural = (n: number, uno: string, varios: string) => (n === 1 ? uno : `${n} ${varios}`);

interface Transicion {
  tabla: 'preguntas' | 'respuestas';
  clave: 'pk_pregunta' | 'pk_respuesta';
  destino: EstadoPregunta | EstadoRespuesta;
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
function moderar(ctx: Ctx, t: Transicion, ids: number[], uno: boolean): { codigo: 1; mensaje: string } {
  const { db } = ctx;
  const quien = ctx.usuario!.pk_usuario;
  return db.transaction(() => {
    const update = db.prepare(
      `UPDATE ${t.tabla} SET estado = ?, moderada_por = ?, moderada = datetime('now') WHERE ${t.clave} = ? AND estado = 'pendiente'`,
    );
    let hechos = 0;
    for (const id of ids) hechos += update.run(t.destino, quien, id).changes;
    if (uno && hechos === 0) {
      const fila = db.prepare(`SELECT estado FROM ${t.tabla} WHERE ${t.clave} = ?`).get(ids[0]) as { estado: string } | undefined;
      if (!fila) throw noEncontrado(t.noExiste);
      throw new ErrorApi(t.yaEn[fila.estado] ?? t.noExiste, 409);
    }
    if (hechos === 0) throw new ErrorApi(`Ninguno de los elementos seleccionados estaba pendiente: ya habían sido moderados. Actualice la lista.`, 409);
    const omitidos = ids.length - hechos;
    let mensaje = `${plural(hechos, t.hecho[0], t.hecho[1])}.`;
    if (omitidos > 0) mensaje += ` ${omitidos} ya ${omitidos === 1 ? 'había' : 'habían'} sido ${omitidos === 1 ? 'moderada' : 'moderadas'} y no ${omitidos === 1 ? 'cambió' : 'cambiaron'}.`;
    return { codigo: 1 as const, mensaje };
  })();
}

const transicionPregunta = (destino: 'validada' | 'descartada'): Transicion => ({
  tabla: 'preguntas',
  clave: 'pk_pregunta',
  destino,
  hecho: destino === 'validada' ? ['Pregunta validada', 'preguntas validadas'] : ['Pregunta descartada', 'preguntas descartadas'],
  noExiste: 'La pregunta no existe.',
  yaEn: {
    validada: 'La pregunta ya fue validada; no se cambió nada.',
    descartada: 'La pregunta ya fue descartada; no se cambió nada.',
  },
});

const transicionRespuesta = (destino: 'publicada' | 'descartada'): Transicion => ({
  tabla: 'respuestas',
  clave: 'pk_respuesta',
  destino,
  hecho: destino === 'publicada' ? ['Respuesta validada y publicada', 'respuestas validadas y publicadas'] : ['Respuesta descartada', 'respuestas descartadas'],
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
function comprobarPreguntaDeRespuesta(db: Db, idRespuesta: number, idPregunta: number | undefined) {
  if (idPregunta === undefined) return;
  const fila = db.prepare('SELECT fk_pregunta FROM respuestas WHERE pk_respuesta = ?').get(idRespuesta) as { fk_pregunta: number } | undefined;
  if (fila && fila.fk_pregunta !== idPregunta) throw new ErrorApi(MENSAJES.respuestaDeOtraPregunta, 400);
}

// ---- the funciones ----

const idTopico = z.object({ idTopico: pk(MENSAJES.topicoInvalido) });
const idPregunta = z.object({ idPregunta: pk(MENSAJES.preguntaInvalida) });

export const funcionesForo = {
  traerTopicos: funcion('traerTopicos', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      // asked by every forum page: answered from memory until anything is written
      return hastaQueCambie(db, 'topicos', () =>
        db.prepare('SELECT pk_topico_pregunta, nombre_topico, descripcion, frecuentes FROM topicos ORDER BY pk_topico_pregunta').all() as Topico[],
      );
    },
  }),

  traerTopico: funcion('traerTopico', {
    acceso: 'publico',
    escribe: false,
    schema: idTopico,
    run({ idTopico }, { db }) {
      return topicoExistente(db, idTopico);
    },
  }),

  traerPreguntasTopico: funcion('traerPreguntasTopico', {
    acceso: 'publico',
    escribe: false,
    schema: idTopico,
    run({ idTopico }, { db }) {
      topicoExistente(db, idTopico);
      const preguntas = db
        .prepare(
          `SELECT pk_pregunta, pregunta, creada AS fecha FROM preguntas
            WHERE fk_topico = ? AND estado = 'validada' ORDER BY moderada DESC, pk_pregunta DESC`,
        )
        .all(idTopico) as Omit<PreguntaForo, 'respuestas'>[];
      const respuestas = respuestasPublicadas(db, preguntas.map((p) => p.pk_pregunta));
      return preguntas.map((p) => ({ ...p, respuestas: respuestas.get(p.pk_pregunta) ?? [] }));
    },
  }),

  registrarPregunta: funcion('registrarPregunta', {
    acceso: 'publico',
    escribe: true,
    limite: { ...LIMITE_PREGUNTAS, mensaje: MENSAJES.demasiadasPreguntas },
    schema: z.object({ idTopico: pk(MENSAJES.topicoInvalido), pregunta: texto(MENSAJES.preguntaRequerida, MAX_PREGUNTA) }),
    run({ idTopico, pregunta }, { db, usuario }) {
      const t = topicoExistente(db, idTopico);
      if (t.frecuentes) throw new ErrorApi(MENSAJES.sinPreguntasEnFrecuentes, 400);
      db.prepare('INSERT INTO preguntas (fk_topico, pregunta, fk_usuario) VALUES (?, ?, ?)').run(idTopico, pregunta, usuario?.pk_usuario ?? null);
      return { codigo: 1 as const, mensaje: MENSAJES.preguntaEnviada };
    },
  }),

  traerPregunta: funcion('traerPregunta', {
    acceso: 'publico',
    escribe: false,
    schema: idPregunta,
    run({ idPregunta }, { db }) {
      const p = db
        .prepare(
          `SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico
             FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
            WHERE p.pk_pregunta = ? AND p.estado = 'validada'`,
        )
        .get(idPregunta) as Omit<PreguntaDetalle, 'respuestas'> | undefined;
      if (!p) throw noEncontrado(MENSAJES.preguntaNoVisible);
      return { ...p, respuestas: respuestasPublicadas(db, [p.pk_pregunta]).get(p.pk_pregunta) ?? [] };
    },
  }),

  traerPreguntas: funcion('traerPreguntas', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return db
        .prepare(
          `SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico
             FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
            WHERE p.estado = 'pendiente' ORDER BY p.creada, p.pk_pregunta`,
        )
        .all() as PreguntaPendiente[];
    },
  }),

  traerPreguntasValidadas: funcion('traerPreguntasValidadas', {
    acceso: ['e', 'a'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db, usuario }) {
      const filas = db
        .prepare(
          `SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico,
                  EXISTS (SELECT 1 FROM respuestas r WHERE r.fk_pregunta = p.pk_pregunta AND r.estado = 'pendiente' AND r.fk_usuario = ?) AS mia
             FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
            WHERE p.estado = 'validada'
              AND NOT EXISTS (SELECT 1 FROM respuestas r WHERE r.fk_pregunta = p.pk_pregunta AND r.estado = 'publicada')
            ORDER BY p.moderada, p.pk_pregunta`,
        )
        .all(usuario!.pk_usuario) as (PreguntaPendiente & { mia: number })[];
      return filas.map(({ mia, ...p }): PreguntaPorResponder => ({ ...p, mi_respuesta_pendiente: mia === 1 }));
    },
  }),

  traerRespuestas: funcion('traerRespuestas', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return db
        .prepare(
          `SELECT r.pk_respuesta, r.respuesta, r.creada AS fecha, u.nombre_persona AS usuario, p.pk_pregunta, p.pregunta
             FROM respuestas r
             JOIN usuarios u ON u.pk_usuario = r.fk_usuario
             JOIN preguntas p ON p.pk_pregunta = r.fk_pregunta
            WHERE r.estado = 'pendiente' ORDER BY r.creada, r.pk_respuesta`,
        )
        .all() as RespuestaPendiente[];
    },
  }),

  validarPregunta: funcion('validarPregunta', {
    acceso: ['a'],
    escribe: true,
    schema: schemaPreguntas,
    run({ ids, uno }, ctx) {
      return moderar(ctx, transicionPregunta('validada'), ids, uno);
    },
  }),

  descartarPregunta: funcion('descartarPregunta', {
    acceso: ['a'],
    escribe: true,
    schema: schemaPreguntas,
    run({ ids, uno }, ctx) {
      return moderar(ctx, transicionPregunta('descartada'), ids, uno);
    },
  }),

  registrarRespuesta: funcion('registrarRespuesta', {
    acceso: ['e', 'a'],
    escribe: true,
    // pk_usuario and estatus may arrive (SPEC.md §7) but are not read: the session decides.
    schema: z.object({ idPregunta: pk(MENSAJES.preguntaInvalida), respuesta: texto(MENSAJES.respuestaRequerida, MAX_RESPUESTA) }),
    run({ idPregunta, respuesta }, { db, usuario }) {
      const yo = usuario!;
      const publica = yo.rol === 'a';
      return db.transaction(() => {
        // Guarded insert: only a validated question takes answers.
        const r = db
          .prepare(
            `INSERT INTO respuestas (fk_pregunta, respuesta, estado, fk_usuario, moderada_por, moderada)
             SELECT pk_pregunta, ?, ?, ?, ?, CASE WHEN ? THEN datetime('now') END FROM preguntas
              WHERE pk_pregunta = ? AND estado = 'validada'`,
          )
          .run(respuesta, publica ? 'publicada' : 'pendiente', yo.pk_usuario, publica ? yo.pk_usuario : null, publica ? 1 : 0, idPregunta);
        if (r.changes === 0) {
          const existe = db.prepare('SELECT 1 FROM preguntas WHERE pk_pregunta = ?').get(idPregunta);
          if (!existe) throw noEncontrado('La pregunta no existe.');
          throw new ErrorApi(MENSAJES.preguntaNoRespondible, 409);
        }
        return publica
          ? { codigo: 1 as const, mensaje: MENSAJES.respuestaPublicada, estatus: 1 as const }
          : { codigo: 1 as const, mensaje: MENSAJES.respuestaEnRevision, estatus: 0 as const };
      })();
    },
  }),

  validarRespuesta: funcion('validarRespuesta', {
    acceso: ['a'],
    escribe: true,
    schema: schemaRespuestas,
    run({ ids, uno, idPregunta }, ctx) {
      if (uno) comprobarPreguntaDeRespuesta(ctx.db, ids[0], idPregunta);
      return moderar(ctx, transicionRespuesta('publicada'), ids, uno);
    },
  }),

  descartarRespuesta: funcion('descartarRespuesta', {
    acceso: ['a'],
    escribe: true,
    schema: schemaRespuestas,
    run({ ids, uno, idPregunta }, ctx) {
      if (uno) comprobarPreguntaDeRespuesta(ctx.db, ids[0], idPregunta);
      return moderar(ctx, transicionRespuesta('descartada'), ids, uno);
    },
  }),
};

// ---- demo content ----

/** Demo questions and answers in each state (the four topics come from the migration). */
export function sembrarForo(db: Db): void {
  const pkDe = (usuario: string) => db.prepare('SELECT pk_usuario FROM usuarios WHERE usuario = ?').pluck().get(usuario) as number | undefined;
  const admin = pkDe('admin');
  const alumno = pkDe('20231001');
  if (!admin || !alumno) return;
  const pregunta = db.prepare(
    `INSERT INTO preguntas (fk_topico, pregunta, estado, creada, moderada_por, moderada)
     VALUES (?, ?, ?, datetime('now', ?), ?, CASE WHEN ? = 'pendiente' THEN NULL ELSE datetime('now', ?) END)`,
  );
  const respuesta = db.prepare(
    `INSERT INTO respuestas (fk_pregunta, respuesta, estado, fk_usuario, creada, moderada_por, moderada)
     VALUES (?, ?, ?, ?, datetime('now', ?), ?, CASE WHEN ? = 'pendiente' THEN NULL ELSE datetime('now', ?) END)`,
  );
  const q = (topico: number, texto: string, estado: EstadoPregunta, hace: string) =>
    Number(pregunta.run(topico, texto, estado, hace, estado === 'pendiente' ? null : admin, estado, hace).lastInsertRowid);
  const a = (p: number, texto: string, estado: EstadoRespuesta, autor: number, hace: string) =>
    respuesta.run(p, texto, estado, autor, hace, estado === 'pendiente' ? null : admin, estado, hace);

  db.transaction(() => {
    const p1 = q(2, '¿Cuáles son los requisitos para inscribirme al programa?', 'validada', '-20 days');
    a(p1, 'Certificado de bachillerato (o constancia de estudios), acta de nacimiento, CURP y el comprobante del pago de inscripción. Las fechas se publican en el banner de preinscripción de la página de inicio.', 'publicada', admin, '-19 days');
    const p2 = q(2, '¿Puedo entrar directamente a la ingeniería si ya tengo un T.S.U. de otra universidad?', 'validada', '-12 days');
    a(p2, 'Sí, mediante equivalencia de estudios. La coordinación revisa tu historial para decidir si debes cursar alguna materia de nivelación.', 'publicada', admin, '-11 days');
    const p3 = q(3, '¿En qué cuatrimestre se ven las bases de datos?', 'validada', '-9 days');
    a(p3, 'Desde segundo cuatrimestre, y en cuarto se profundiza con bases de datos para aplicaciones. Yo la llevé el año pasado y es de las más útiles.', 'publicada', alumno, '-8 days');
    q(3, '¿Las clases son presenciales o en línea?', 'validada', '-4 days');
    const p5 = q(4, '¿Las estadías son pagadas?', 'validada', '-3 days');
    a(p5, 'Depende de la empresa: muchas ofrecen un apoyo económico mensual.', 'pendiente', alumno, '-2 days');
    q(4, '¿Hay becas para alumnos de nuevo ingreso?', 'pendiente', '-1 days');
    q(2, 'Quiero saber si aceptan pagos con tarjeta para la inscripción.', 'pendiente', '-5 hours');
    q(3, 'hola q tal', 'descartada', '-6 days');
  })();
}
