// What is new on the site, across entities: the newest active projects and events (the Atom feed).
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';

export interface Novedad {
  tipo: 'proyecto' | 'evento';
  pk: number;
  titulo: string;
  texto: string;
  /** When it went public: its creation, or its publicarEn when later ('YYYY-MM-DD HH:MM:SS', UTC). */
  creado: string;
  /** The last edit, or the creation when the row records none. */
  editado: string;
  inicio: string | null;
}

/**
 * When the public first saw a row: its creation, or its publicarEn when that came later (scheduled
 * publishing, 0054). publicar_en is 'YYYY-MM-DDTHH:MM:SSZ', creado 'YYYY-MM-DD HH:MM:SS': compared
 * and answered in creado's form.
 */
const publicadoEn = sql`CASE WHEN publicar_en IS NOT NULL AND REPLACE(REPLACE(publicar_en, 'T', ' '), 'Z', '') > creado
  THEN REPLACE(REPLACE(publicar_en, 'T', ' '), 'Z', '') ELSE creado END`;

export const repoNovedades = repositorio((db: Db) => ({
  /**
   * The `max` newest active and published projects and events (scheduled publishing: 0054), newest
   * first by the moment each went public: an item created long ago and published today is new today.
   */
  recientes: (max: number) =>
    db.todas<Novedad>(
      sql`SELECT * FROM (
            SELECT 'proyecto' AS tipo, pk_proyecto AS pk, nombre_proyecto AS titulo, descripcion_proyecto AS texto, ${publicadoEn} AS creado,
                   COALESCE(editado, creado) AS editado, NULL AS inicio
              FROM proyectos WHERE activo = 1 AND publicado = 1
            UNION ALL
            SELECT 'evento' AS tipo, pk_evento AS pk, nombre_evento AS titulo, descripcion_evento AS texto, ${publicadoEn} AS creado,
                   COALESCE(editado, creado) AS editado, inicio
              FROM eventos WHERE activo = 1 AND publicado = 1
          ) t ORDER BY creado DESC, pk DESC LIMIT ${max}`,
    ),
}));
