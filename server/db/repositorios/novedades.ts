// What is new on the site, across entities: the newest active projects and events (the Atom feed).
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';

export interface Novedad {
  tipo: 'proyecto' | 'evento';
  pk: number;
  titulo: string;
  texto: string;
  creado: string;
  /** The last edit, or the creation when the row records none. */
  editado: string;
  inicio: string | null;
}

export const repoNovedades = repositorio((db: Db) => ({
  /** The `max` newest active and published projects and events (scheduled publishing: 0054), newest first. */
  recientes: (max: number) =>
    db.todas<Novedad>(
      sql`SELECT * FROM (
            SELECT 'proyecto' AS tipo, pk_proyecto AS pk, nombre_proyecto AS titulo, descripcion_proyecto AS texto, creado,
                   COALESCE(editado, creado) AS editado, NULL AS inicio
              FROM proyectos WHERE activo = 1 AND publicado = 1
            UNION ALL
            SELECT 'evento' AS tipo, pk_evento AS pk, nombre_evento AS titulo, descripcion_evento AS texto, creado,
                   COALESCE(editado, creado) AS editado, inicio
              FROM eventos WHERE activo = 1 AND publicado = 1
          ) t ORDER BY creado DESC, pk DESC LIMIT ${max}`,
    ),
}));
