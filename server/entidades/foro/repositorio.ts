// The forum's SQL: topics, questions and answers, and the guarded state transitions
// (… WHERE estado = 'pendiente') that moderation relies on.
// Its tables: server/db/migrations/004_foro.sql (numbered in one shared order).
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { PreguntaDetalle, PreguntaForo, PreguntaPendiente, RespuestaForo, RespuestaPendiente, Topico } from '@/shared/api/contrato/foro';
import type { Entidad } from '@server/db/repositorios/entidad';
import { hijos, solo } from '@server/db/repositorios/documento';

export type EstadoPregunta = 'pendiente' | 'validada' | 'descartada';
export type EstadoRespuesta = 'pendiente' | 'publicada' | 'descartada';
/** What moderation moves: questions or answers. */
export type Moderable = 'preguntas' | 'respuestas';

const CLAVE: Record<Moderable, string> = { preguntas: 'pk_pregunta', respuestas: 'pk_respuesta' };

export const repoForo = repositorio((db: Db) => ({
  topicos: () => db.todas<Topico>(sql`SELECT pk_topico_pregunta, nombre_topico, descripcion, frecuentes FROM topicos ORDER BY pk_topico_pregunta`),
  topico: (id: number) =>
    db.una<Topico>(sql`SELECT pk_topico_pregunta, nombre_topico, descripcion, frecuentes FROM topicos WHERE pk_topico_pregunta = ${id}`),
  /** Published answers of several questions, grouped by question, oldest first. */
  async respuestasPublicadas(pks: number[]): Promise<Map<number, RespuestaForo[]>> {
    const porPregunta = new Map<number, RespuestaForo[]>(pks.map((p) => [p, []]));
    if (!pks.length) return porPregunta;
    const filas = await db.todas<RespuestaForo & { fk_pregunta: number }>(
      sql`SELECT r.pk_respuesta, r.fk_pregunta, r.respuesta, u.nombre_persona AS usuario, u.rol, r.creada AS fecha
            FROM respuestas r JOIN usuarios u ON u.pk_usuario = r.fk_usuario
           WHERE r.estado = 'publicada' AND r.fk_pregunta IN (${sql.join(pks)})
           ORDER BY r.creada, r.pk_respuesta`,
    );
    for (const { fk_pregunta, ...r } of filas) porPregunta.get(fk_pregunta)?.push(r);
    return porPregunta;
  },
  validadasDeTopico: (idTopico: number) =>
    db.todas<Omit<PreguntaForo, 'respuestas'>>(
      sql`SELECT pk_pregunta, pregunta, creada AS fecha FROM preguntas
           WHERE fk_topico = ${idTopico} AND estado = 'validada' ORDER BY moderada DESC, pk_pregunta DESC`,
    ),
  preguntaValidada: (id: number) =>
    db.una<Omit<PreguntaDetalle, 'respuestas'>>(
      sql`SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico
            FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
           WHERE p.pk_pregunta = ${id} AND p.estado = 'validada'`,
    ),
  preguntasPendientes: () =>
    db.todas<PreguntaPendiente>(
      sql`SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico
            FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
           WHERE p.estado = 'pendiente' ORDER BY p.creada, p.pk_pregunta`,
    ),
  /** Validated questions without a published answer; `mia`: the user has an answer pending. */
  sinResponder: (pkUsuario: number) =>
    db.todas<PreguntaPendiente & { mia: number }>(
      sql`SELECT p.pk_pregunta, p.pregunta, p.creada AS fecha, t.pk_topico_pregunta, t.nombre_topico,
                 CASE WHEN EXISTS (SELECT 1 FROM respuestas r WHERE r.fk_pregunta = p.pk_pregunta AND r.estado = 'pendiente' AND r.fk_usuario = ${pkUsuario})
                      THEN 1 ELSE 0 END AS mia
            FROM preguntas p JOIN topicos t ON t.pk_topico_pregunta = p.fk_topico
           WHERE p.estado = 'validada'
             AND NOT EXISTS (SELECT 1 FROM respuestas r WHERE r.fk_pregunta = p.pk_pregunta AND r.estado = 'publicada')
           ORDER BY p.moderada, p.pk_pregunta`,
    ),
  respuestasPendientes: () =>
    db.todas<RespuestaPendiente>(
      sql`SELECT r.pk_respuesta, r.respuesta, r.creada AS fecha, u.nombre_persona AS usuario, p.pk_pregunta, p.pregunta
            FROM respuestas r
            JOIN usuarios u ON u.pk_usuario = r.fk_usuario
            JOIN preguntas p ON p.pk_pregunta = r.fk_pregunta
           WHERE r.estado = 'pendiente' ORDER BY r.creada, r.pk_respuesta`,
    ),
  preguntaDeRespuesta: async (idRespuesta: number) =>
    (await db.una<{ fk_pregunta: number }>(sql`SELECT fk_pregunta FROM respuestas WHERE pk_respuesta = ${idRespuesta}`))?.fk_pregunta,
  existePregunta: async (id: number) => (await db.una(sql`SELECT 1 AS uno FROM preguntas WHERE pk_pregunta = ${id}`)) !== undefined,
  /** The new question's pk. */
  insertarPregunta: async (idTopico: number, pregunta: string, pkUsuario: number | null) =>
    (await db.una<{ pk_pregunta: number }>(
      sql`INSERT INTO preguntas (fk_topico, pregunta, fk_usuario) VALUES (${idTopico}, ${pregunta}, ${pkUsuario}) RETURNING pk_pregunta`,
    ))!.pk_pregunta,
  /** An answer's question and author (its notices). */
  respuesta: (idRespuesta: number) =>
    db.una<{ fk_pregunta: number; fk_usuario: number; respuesta: string }>(
      sql`SELECT fk_pregunta, fk_usuario, respuesta FROM respuestas WHERE pk_respuesta = ${idRespuesta}`,
    ),
  /** Inserts the answer if the question is validated (a guarded insert); false (nothing written) otherwise. */
  async responder(idPregunta: number, respuesta: string, estado: EstadoRespuesta, pkUsuario: number, moderadaPor: number | null): Promise<boolean> {
    const moderada = moderadaPor === null ? sql`NULL` : db.ahora();
    const n = await db.ejecutar(
      sql`INSERT INTO respuestas (fk_pregunta, respuesta, estado, fk_usuario, moderada_por, moderada)
          SELECT pk_pregunta, CAST(${respuesta} AS TEXT), CAST(${estado} AS TEXT), CAST(${pkUsuario} AS BIGINT), CAST(${moderadaPor} AS BIGINT), ${moderada}
            FROM preguntas WHERE pk_pregunta = ${idPregunta} AND estado = 'validada'`,
    );
    return n > 0;
  },
  /** Moves one item from 'pendiente' to `destino`; false when it was not pending. */
  mover: async (tabla: Moderable, id: number, destino: string, quien: number) =>
    (await db.ejecutar(
      sql`UPDATE ${sql.table(tabla)} SET estado = ${destino}, moderada_por = ${quien}, moderada = ${db.ahora()}
           WHERE ${sql.ref(CLAVE[tabla])} = ${id} AND estado = 'pendiente'`,
    )) > 0,
  estado: async (tabla: Moderable, id: number) =>
    (await db.una<{ estado: string }>(sql`SELECT estado FROM ${sql.table(tabla)} WHERE ${sql.ref(CLAVE[tabla])} = ${id}`))?.estado,
  /** Demo content (seeds) with dates in the past (`hace`: '-3 days'). */
  async preguntaDemo(topico: number, texto: string, estado: EstadoPregunta, hace: string, moderadaPor: number | null): Promise<number> {
    const moderada = estado === 'pendiente' ? sql`NULL` : db.ahora(hace);
    const fila = await db.una<{ pk_pregunta: number }>(
      sql`INSERT INTO preguntas (fk_topico, pregunta, estado, creada, moderada_por, moderada)
          VALUES (${topico}, ${texto}, ${estado}, ${db.ahora(hace)}, ${moderadaPor}, ${moderada}) RETURNING pk_pregunta`,
    );
    return fila!.pk_pregunta;
  },
  async respuestaDemo(
    pregunta: number,
    texto: string,
    estado: EstadoRespuesta,
    autor: number,
    hace: string,
    moderadaPor: number | null,
  ): Promise<void> {
    const moderada = estado === 'pendiente' ? sql`NULL` : db.ahora(hace);
    await db.ejecutar(
      sql`INSERT INTO respuestas (fk_pregunta, respuesta, estado, fk_usuario, creada, moderada_por, moderada)
          VALUES (${pregunta}, ${texto}, ${estado}, ${autor}, ${db.ahora(hace)}, ${moderadaPor}, ${moderada})`,
    );
  },
}));

/** Questions: in the audit trail, the search (validated ones with a published answer) and the sitemap (each topic's page). */
export const entidadPregunta: Entidad = {
  entidad: 'pregunta',
  tabla: { tabla: 'preguntas', pk: 'pk_pregunta', nombre: 'pregunta' },
  async busqueda(db, pk) {
    const respuestas = await hijos(
      db,
      sql`SELECT r.fk_pregunta AS padre, r.respuesta AS texto FROM respuestas r JOIN preguntas p ON p.pk_pregunta = r.fk_pregunta
        WHERE r.estado = 'publicada' AND p.estado = 'validada' ${solo('p.pk_pregunta', pk)} ORDER BY r.fk_pregunta, r.creada, r.pk_respuesta`,
    );
    const filas = await db.todas(
      sql<{ pk: number; pregunta: string; topico: number }>`SELECT pk_pregunta AS pk, pregunta, fk_topico AS topico FROM preguntas
        WHERE estado = 'validada' ${solo('pk_pregunta', pk)}`,
    );
    return filas
      .filter((f) => respuestas.has(f.pk))
      .map((f) => ({ tipo: 'pregunta', pk: f.pk, titulo: f.pregunta, texto: respuestas.get(f.pk)!.join(' · '), enlace: `/foro/${f.topico}` }));
  },
  mapa: {
    /** The forum's topics (fixed rows) and the date of the last validated question in each (the FAQ topic: its entries' last save). */
    paginas: async (db) =>
      (
        await db.todas<{ pk: number; fecha: string | null }>(
          sql`SELECT t.pk_topico_pregunta AS pk,
                CASE WHEN t.frecuentes = 1 THEN (SELECT MAX(f.editado) FROM preguntas_frecuentes f)
                     ELSE (SELECT MAX(p.moderada) FROM preguntas p WHERE p.fk_topico = t.pk_topico_pregunta AND p.estado = 'validada') END AS fecha
              FROM topicos t ORDER BY t.pk_topico_pregunta`,
        )
      ).map((t) => ({ ruta: `/foro/${t.pk}`, fecha: t.fecha })),
  },
};

/** Answers: in the audit trail; the search shows the published ones inside their question's result. */
export const entidadRespuesta: Entidad = {
  entidad: 'respuesta',
  tabla: { tabla: 'respuestas', pk: 'pk_respuesta', nombre: 'respuesta' },
  buscadaEn: {
    tipo: 'pregunta',
    padre: async (db, pk) => (await db.una<{ p: number }>(sql`SELECT fk_pregunta AS p FROM respuestas WHERE pk_respuesta = ${pk}`))?.p ?? null,
  },
};
