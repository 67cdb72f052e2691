// The 'Preguntas frecuentes' topic's entries: read in their order, replaced as a whole list (one
// transaction), indexed by the search with a link to that topic's page.
// Its tables: server/db/migrations/015_preguntas_frecuentes.sql (numbered in one shared order).
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { EntradaFaq, EntradaFaqNueva } from '@/shared/api/contrato/preguntasFrecuentes';
import type { Entidad } from '@server/db/repositorios/entidad';
import { solo } from '@server/db/repositorios/documento';

export const repoPreguntasFrecuentes = repositorio((db: Db) => ({
  todas: () =>
    db.todas<EntradaFaq>(sql`SELECT pk_pregunta_frecuente, pregunta, respuesta FROM preguntas_frecuentes ORDER BY orden, pk_pregunta_frecuente`),
  /** The stored list becomes `entradas`, in that order (every row written anew, dated now). */
  reemplazar: async (entradas: readonly EntradaFaqNueva[]) => {
    await db.ejecutar(sql`DELETE FROM preguntas_frecuentes`);
    if (!entradas.length) return;
    const filas = entradas.map((e, i) => sql`(${e.pregunta}, ${e.respuesta}, ${i + 1}, ${db.ahora()})`);
    await db.ejecutar(sql`INSERT INTO preguntas_frecuentes (pregunta, respuesta, orden, editado) VALUES ${sql.join(filas)}`);
  },
}));

/** FAQ entries: in the audit trail (the list as a whole) and the search (each entry, linked to the FAQ topic's page). */
export const entidadPreguntaFrecuente: Entidad = {
  entidad: 'pregunta_frecuente',
  /** The list as one row: the trail's "cambios" shows its questions and answers before → after a save. */
  async fila(db) {
    const todas = await repoPreguntasFrecuentes(db).todas();
    return { entradas: todas.length, preguntas: todas.map((e) => e.pregunta).join(' | '), respuestas: todas.map((e) => e.respuesta).join(' | ') };
  },
  async busqueda(db, pk) {
    const filas = await db.todas(
      sql<{ pk: number; pregunta: string; respuesta: string; topico: number | null }>`SELECT f.pk_pregunta_frecuente AS pk, f.pregunta, f.respuesta,
        (SELECT MIN(t.pk_topico_pregunta) FROM topicos t WHERE t.frecuentes = 1) AS topico
        FROM preguntas_frecuentes f WHERE 1 = 1 ${solo('f.pk_pregunta_frecuente', pk)}`,
    );
    return filas.map((f) => ({
      tipo: 'pregunta_frecuente',
      pk: f.pk,
      titulo: f.pregunta,
      texto: f.respuesta,
      enlace: f.topico === null ? '/foro' : `/foro/${f.topico}`,
    }));
  },
};
