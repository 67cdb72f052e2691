// Revisions' SQL (migration 019): one row per accepted write of a content item, its whole content
// after the write as JSON; read newest first, kept up to REVISIONES_MAX per item.
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import type { RevisionResumen } from '@/shared/api/contrato/revisiones';

export interface NuevaRevision {
  entidad: string;
  pk: number;
  pkUsuario: number | null;
  nombreUsuario: string;
  resumen: string;
  contenido: string;
  huellas: string;
  /** Its number in the item's sequence (the newest's + 1; 1: the first). */
  numero: number;
  /** The stored image paths its content uses, each once (the image-in-use check's index). */
  rutas?: readonly string[];
}

export interface FilaRevision extends RevisionResumen {
  entidad: string;
  pk: number;
  contenido: string;
}

export const repoRevisiones = repositorio((db: Db) => {
  const ahora = db.ahoraIso();
  return {
    /** The item's revisions, newest first (no content). */
    lista: (entidad: string, pk: number) =>
      db.todas<RevisionResumen>(
        sql`SELECT pk_revision, numero, fecha, nombre_usuario AS usuario, resumen FROM revisiones
             WHERE entidad = ${entidad} AND pk = ${pk} ORDER BY pk_revision DESC`,
      ),
    una: (pkRevision: number) =>
      db.una<FilaRevision>(
        sql`SELECT pk_revision, numero, entidad, pk, fecha, nombre_usuario AS usuario, resumen, contenido FROM revisiones WHERE pk_revision = ${pkRevision}`,
      ),
    /**
     * The item's newest revision: its number and fingerprints (JSON), or undefined (none yet). A
     * write compares against them without reading its content.
     */
    ultima: async (entidad: string, pk: number) => {
      const f = await db.una<{ numero: number; huellas: string }>(
        sql`SELECT numero, huellas FROM revisiones WHERE entidad = ${entidad} AND pk = ${pk} ORDER BY pk_revision DESC LIMIT 1`,
      );
      return f && { numero: Number(f.numero), huellas: f.huellas };
    },
    /** Stores the revision and lists the stored image paths it uses (revision_imagenes, migration 034). */
    async insertar(r: NuevaRevision): Promise<void> {
      const f = await db.una<{ pk_revision: number }>(
        sql`INSERT INTO revisiones (entidad, pk, numero, fecha, fk_usuario, nombre_usuario, resumen, contenido, huellas)
              VALUES (${r.entidad}, ${r.pk}, ${r.numero}, ${ahora}, ${r.pkUsuario}, ${r.nombreUsuario}, ${r.resumen}, ${r.contenido}, ${r.huellas})
              RETURNING pk_revision`,
      );
      if (!r.rutas?.length) return;
      const filas = r.rutas.map((ruta) => sql`(${f!.pk_revision}, ${ruta})`);
      await db.ejecutar(sql`INSERT INTO revision_imagenes (fk_revision, ruta) VALUES ${sql.join(filas)}`);
    },
    /**
     * Keeps the item's newest `max` revisions, and from `max` 2 up its first one too (the original,
     * what it was when created: issue 45, a default cap must not lose it).
     */
    recortar: (entidad: string, pk: number, max: number, numero: number) =>
      // by the item's version numbers (one sequence, never reused: the newest `max` are the numbers
      // above numero − max), through the (entidad, pk, numero) index: nothing to do until the item
      // passes the cap, then one small range (a save costs no scan of the item's history)
      numero <= max
        ? Promise.resolve(0)
        : db.ejecutar(
            sql`DELETE FROM revisiones WHERE entidad = ${entidad} AND pk = ${pk} AND numero <= ${numero - max}
                  AND (${max} < 2 OR numero > (SELECT MIN(numero) FROM revisiones WHERE entidad = ${entidad} AND pk = ${pk}))`,
          ),
    /** Whether any kept revision uses a stored image path (its file must stay while one can restore it): one lookup of an index (issue 45). */
    usaImagen: async (ruta: string) => !!(await db.una(sql`SELECT 1 AS n FROM revision_imagenes WHERE ruta = ${ruta} LIMIT 1`)),
  };
});
