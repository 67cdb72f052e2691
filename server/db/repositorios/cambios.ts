// Changes awaiting review (migration 031; server/funciones/cambios.ts): one row per save an admin
// without publishing rights made of an existing public item, until a reviewer approves or returns it.
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import type { EstadoCambio } from '@/shared/api/contrato/cambios';

export interface NuevoCambio {
  funcion: string;
  entidad: string;
  pkItem: number;
  seccion: string;
  nombreItem: string;
  /** The wire fields (JSON), new images as `medio:<pk>`. */
  payload: string;
  /** The item's fields as the save would leave them (JSON). */
  campos: string;
  version: number;
  pkAutor: number;
}

export interface FilaCambio {
  pk_cambio: number;
  funcion: string;
  entidad: string;
  pk_item: number;
  seccion: string;
  nombre_item: string;
  payload: string;
  campos: string;
  version: number;
  fk_autor: number;
  autor: string;
  creado: string;
  estado: EstadoCambio;
  fk_revisor: number | null;
  revisor: string | null;
  comentario: string | null;
}

const COLUMNAS = sql`c.pk_cambio, c.funcion, c.entidad, c.pk_item, c.seccion, c.nombre_item, c.payload, c.campos, c.version,
  c.fk_autor, a.nombre_persona AS autor, c.creado, c.estado, c.fk_revisor, r.nombre_persona AS revisor, c.comentario`;
const DESDE = sql`FROM cambios_pendientes c JOIN usuarios a ON a.pk_usuario = c.fk_autor LEFT JOIN usuarios r ON r.pk_usuario = c.fk_revisor`;

/** PostgreSQL answers BIGINT columns as text: numbers here, whatever the engine. */
const fila = (f: FilaCambio): FilaCambio => ({
  ...f,
  pk_cambio: Number(f.pk_cambio),
  pk_item: Number(f.pk_item),
  version: Number(f.version),
  fk_autor: Number(f.fk_autor),
  fk_revisor: f.fk_revisor === null ? null : Number(f.fk_revisor),
});

/** How many rows the lists read at most (the oldest pending ones are never crowded out: pending first). */
const MAX_LISTA = 200;

export const repoCambios = repositorio((db: Db) => ({
  insertar: async (c: NuevoCambio): Promise<number> =>
    Number(
      (
        await db.una<{ pk_cambio: number }>(
          sql`INSERT INTO cambios_pendientes (funcion, entidad, pk_item, seccion, nombre_item, payload, campos, version, fk_autor)
              VALUES (${c.funcion}, ${c.entidad}, ${c.pkItem}, ${c.seccion}, ${c.nombreItem}, ${c.payload}, ${c.campos}, ${c.version}, ${c.pkAutor})
              RETURNING pk_cambio`,
        )
      )?.pk_cambio,
    ),
  una: async (pk: number) => {
    const f = await db.una<FilaCambio>(sql`SELECT ${COLUMNAS} ${DESDE} WHERE c.pk_cambio = ${pk}`);
    return f && fila(f);
  },
  /** Pending changes of `secciones` (null: every section), and the person's own pending and returned ones; newest first. */
  lista: async (secciones: readonly string[] | null, pkUsuario: number) =>
    (
      await db.todas<FilaCambio>(
        sql`SELECT ${COLUMNAS} ${DESDE}
             WHERE (c.estado = 'pendiente' AND ${secciones === null ? sql`1 = 1` : secciones.length ? sql`c.seccion IN (${sql.join([...secciones])})` : sql`1 = 0`})
                OR (c.fk_autor = ${pkUsuario} AND c.estado IN ('pendiente', 'devuelto'))
             ORDER BY CASE WHEN c.estado = 'pendiente' THEN 0 ELSE 1 END, c.pk_cambio DESC LIMIT ${MAX_LISTA}`,
      )
    ).map(fila),
  /** The author's pending change of the item, replaced by their newer one (nothing of it was public; the trail keeps its entry). */
  quitarPendientes: (entidad: string, pkItem: number, pkAutor: number) =>
    db.ejecutar(
      sql`DELETE FROM cambios_pendientes WHERE entidad = ${entidad} AND pk_item = ${pkItem} AND fk_autor = ${pkAutor} AND estado = 'pendiente'`,
    ),
  /** Marks it reviewed if it is still pending (two reviewers at once: only one UPDATE changes it). */
  revisar: async (pk: number, estado: Exclude<EstadoCambio, 'pendiente'>, pkRevisor: number, comentario: string | null) =>
    (await db.ejecutar(
      sql`UPDATE cambios_pendientes SET estado = ${estado}, fk_revisor = ${pkRevisor}, revisado = ${db.ahora()}, comentario = ${comentario}
           WHERE pk_cambio = ${pk} AND estado = 'pendiente'`,
    )) > 0,
  /**
   * The admins who may publish `seccion`: active, puede_publicar 1, the section in their list (or
   * none listed), except `excepto` (the author). Few rows: the programme's staff.
   */
  revisores: async (seccion: string, excepto: number) =>
    (
      await db.todas<{ pk_usuario: number; secciones: string }>(
        sql`SELECT pk_usuario, secciones FROM usuarios
             WHERE rol = 'a' AND activo = 1 AND puede_publicar = 1 AND pk_usuario <> ${excepto} ORDER BY pk_usuario`,
      )
    )
      .filter((u) => {
        try {
          const l = JSON.parse(u.secciones) as unknown;
          return !Array.isArray(l) || l.length === 0 || l.includes(seccion);
        } catch {
          return true;
        }
      })
      .map((u) => Number(u.pk_usuario)),
  /** The item's row (any table of an entity's declaration), to tell whether the public sees it. */
  filaItem: (tabla: string, columnaPk: string, pk: number) =>
    db.una<Record<string, unknown>>(sql`SELECT * FROM ${sql.table(tabla)} WHERE ${sql.ref(columnaPk)} = ${pk}`),
}));
