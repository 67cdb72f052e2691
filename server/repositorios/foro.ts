// The forum's SQL: topics, questions and answers, and the guarded state transitions
// (… WHERE estado = 'pendiente') that moderation relies on.
import type Database from 'better-sqlite3';
import type { Db } from '../db/open';
import { repositorio } from './repositorio';
import type { PreguntaDetalle, PreguntaForo, PreguntaPendiente, RespuestaForo, RespuestaPendiente, Topico } from '../../src/shared/api/contract/foro';

export type EstadoPregunta = 'pendiente' | 'validada' | 'descartada';
export type EstadoRespuesta = 'pendiente' | 'publicada' | 'descartada';
/** What moderation moves: questions or answers. */
export type Moderable = 'preguntas' | 'respuestas';

const CLAVE: Record<Moderable, string> = { preguntas: 'pk_pregunta', respuestas: 'pk_respuesta' };

export const repoForo = repositorio((db: Db) => {
  const topicos = db.prepare<[], Topico>(
    'SELECT pk_topico_pregunta, nombre_topico, descripcion, frecuentes FROM topicos ORDER BY pk_topico_pregunta',
  );
  const topico = db.prepare<[number], Topico>(
    'SELECT pk_topico_pregunta, nombre_topico, descripcion, frecuentes FROM topicos WHERE pk_topico_pregunta = ?',
  );
  const publicadas = db.prepare<[string], RespuestaForo & { fk_pregunta: number }>(
    `SELECT r.pk_respuesta, r.fk_pregunta, r.respuesta, u.nombre_persona AS usuario, u.rol, r.creada AS fecha
       FROM respuestas r JOIN usuarios u ON u.pk_usuario = r.fk_usuario
      WHERE r.estado = 'publicada' AND r.fk_pregunta IN (SELECT value FROM json_each(?))
      ORDER BY r.creada, r.pk_respuesta`,
  );
  const validadasDeTopico = db.prepare<[number], Omit<PreguntaForo, 'respuestas'>>(
    `SELECT pk_pregunta, pregunta, creada AS fecha FROM preguntas
      WHERE fk_topico = ? AND estado = 'validada' ORDER BY moderada DESC, pk_pregunta DESC`,
  );
  const validada = db.prepare<[number], Omit<PreguntaDetalle, 'respuestas'>>(
    `SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico
       FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
      WHERE p.pk_pregunta = ? AND p.estado = 'validada'`,
  );
  const pendientes = db.prepare<[], PreguntaPendiente>(
    `SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico
       FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
      WHERE p.estado = 'pendiente' ORDER BY p.creada, p.pk_pregunta`,
  );
  const sinResponder = db.prepare<[number], PreguntaPendiente & { mia: number }>(
    `SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico,
            EXISTS (SELECT 1 FROM respuestas r WHERE r.fk_pregunta = p.pk_pregunta AND r.estado = 'pendiente' AND r.fk_usuario = ?) AS mia
       FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
      WHERE p.estado = 'validada'
        AND NOT EXISTS (SELECT 1 FROM respuestas r WHERE r.fk_pregunta = p.pk_pregunta AND r.estado = 'publicada')
      ORDER BY p.moderada, p.pk_pregunta`,
  );
  const respuestasPendientes = db.prepare<[], RespuestaPendiente>(
    `SELECT r.pk_respuesta, r.respuesta, r.creada AS fecha, u.nombre_persona AS usuario, p.pk_pregunta, p.pregunta
       FROM respuestas r
       JOIN usuarios u ON u.pk_usuario = r.fk_usuario
       JOIN preguntas p ON p.pk_pregunta = r.fk_pregunta
      WHERE r.estado = 'pendiente' ORDER BY r.creada, r.pk_respuesta`,
  );
  const preguntaDeRespuesta = db.prepare<[number], { fk_pregunta: number }>('SELECT fk_pregunta FROM respuestas WHERE pk_respuesta = ?');
  const existePregunta = db.prepare<[number], { uno: 1 }>('SELECT 1 AS uno FROM preguntas WHERE pk_pregunta = ?');
  const insertarPregunta = db.prepare<[number, string, number | null]>('INSERT INTO preguntas (fk_topico, pregunta, fk_usuario) VALUES (?, ?, ?)');
  // guarded insert: only a validated question takes answers
  const responder = db.prepare<[string, EstadoRespuesta, number, number | null, number, number]>(
    `INSERT INTO respuestas (fk_pregunta, respuesta, estado, fk_usuario, moderada_por, moderada)
     SELECT pk_pregunta, ?, ?, ?, ?, CASE WHEN ? THEN datetime('now') END FROM preguntas
      WHERE pk_pregunta = ? AND estado = 'validada'`,
  );
  const moderar = Object.fromEntries(
    (['preguntas', 'respuestas'] as const).map((tabla) => [
      tabla,
      {
        mover: db.prepare<[string, number, number]>(
          `UPDATE ${tabla} SET estado = ?, moderada_por = ?, moderada = datetime('now') WHERE ${CLAVE[tabla]} = ? AND estado = 'pendiente'`,
        ),
        estado: db.prepare<[number], { estado: string }>(`SELECT estado FROM ${tabla} WHERE ${CLAVE[tabla]} = ?`),
      },
    ]),
  ) as Record<Moderable, { mover: Database.Statement<[string, number, number]>; estado: Database.Statement<[number], { estado: string }> }>;
  // demo content (seeds) with dates in the past
  const preguntaDemo = db.prepare<[number, string, EstadoPregunta, string, number | null, EstadoPregunta, string]>(
    `INSERT INTO preguntas (fk_topico, pregunta, estado, creada, moderada_por, moderada)
     VALUES (?, ?, ?, datetime('now', ?), ?, CASE WHEN ? = 'pendiente' THEN NULL ELSE datetime('now', ?) END)`,
  );
  const respuestaDemo = db.prepare<[number, string, EstadoRespuesta, number, string, number | null, EstadoRespuesta, string]>(
    `INSERT INTO respuestas (fk_pregunta, respuesta, estado, fk_usuario, creada, moderada_por, moderada)
     VALUES (?, ?, ?, ?, datetime('now', ?), ?, CASE WHEN ? = 'pendiente' THEN NULL ELSE datetime('now', ?) END)`,
  );

  return {
    topicos: () => topicos.all(),
    topico: (id: number) => topico.get(id),
    /** Published answers of several questions, grouped by question, oldest first. */
    respuestasPublicadas(pks: number[]): Map<number, RespuestaForo[]> {
      const porPregunta = new Map<number, RespuestaForo[]>(pks.map((p) => [p, []]));
      if (!pks.length) return porPregunta;
      for (const { fk_pregunta, ...r } of publicadas.all(JSON.stringify(pks))) porPregunta.get(fk_pregunta)?.push(r);
      return porPregunta;
    },
    validadasDeTopico: (idTopico: number) => validadasDeTopico.all(idTopico),
    preguntaValidada: (id: number) => validada.get(id),
    preguntasPendientes: () => pendientes.all(),
    /** Validated questions without a published answer; `mia`: the user has an answer pending. */
    sinResponder: (pkUsuario: number) => sinResponder.all(pkUsuario),
    respuestasPendientes: () => respuestasPendientes.all(),
    preguntaDeRespuesta: (idRespuesta: number) => preguntaDeRespuesta.get(idRespuesta)?.fk_pregunta,
    existePregunta: (id: number) => existePregunta.get(id) !== undefined,
    insertarPregunta: (idTopico: number, pregunta: string, pkUsuario: number | null) => void insertarPregunta.run(idTopico, pregunta, pkUsuario),
    /** Inserts the answer if the question is validated; false (nothing written) otherwise. */
    responder(idPregunta: number, respuesta: string, estado: EstadoRespuesta, pkUsuario: number, moderadaPor: number | null): boolean {
      return responder.run(respuesta, estado, pkUsuario, moderadaPor, moderadaPor === null ? 0 : 1, idPregunta).changes > 0;
    },
    /** Moves one item from 'pendiente' to `destino`; false when it was not pending. */
    mover: (tabla: Moderable, id: number, destino: string, quien: number) => moderar[tabla].mover.run(destino, quien, id).changes > 0,
    estado: (tabla: Moderable, id: number) => moderar[tabla].estado.get(id)?.estado,
    preguntaDemo(topico: number, texto: string, estado: EstadoPregunta, hace: string, moderadaPor: number | null): number {
      return Number(preguntaDemo.run(topico, texto, estado, hace, moderadaPor, estado, hace).lastInsertRowid);
    },
    respuestaDemo(pregunta: number, texto: string, estado: EstadoRespuesta, autor: number, hace: string, moderadaPor: number | null): void {
      respuestaDemo.run(pregunta, texto, estado, autor, hace, moderadaPor, estado, hace);
    },
  };
});
