// Edit locks and drafts' SQL (migration 027, issue 48). One statement takes a lock (an upsert whose
// update applies only when the lock is free, expired, the caller's own tab's, or taken over), so two
// instances racing for one item leave exactly one holder; the holder is then read back. Times are
// the server's milliseconds, passed in (the tests move the clock).
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import { entidadDe } from '../entidades';
import { BORRADOR_DIAS, type EntidadEdicion } from '@/shared/api/contrato/edicion';

export interface FilaBloqueo {
  fk_usuario: number;
  pestana: string;
  desde: number;
  latido: number;
  nombre: string;
}

export interface Reclamo {
  entidad: EntidadEdicion;
  pk: number;
  usuario: number;
  pestana: string;
}

const DIA = 86_400_000;

export const repoEdicion = repositorio((db: Db) => ({
  /**
   * Takes the lock when it is free, its heartbeat is older than `vence`, it is this tab's already,
   * or `forzar`; else leaves it as it is. Its holder, after, is read with `titular`.
   */
  tomar: async (r: Reclamo, ahora: number, vence: number, forzar: boolean) =>
    void (await db.ejecutar(
      sql`INSERT INTO bloqueos_edicion (entidad, pk_item, fk_usuario, pestana, desde, latido)
          VALUES (${r.entidad}, ${r.pk}, ${r.usuario}, ${r.pestana}, ${ahora}, ${ahora})
          ON CONFLICT (entidad, pk_item) DO UPDATE SET
            desde = CASE WHEN bloqueos_edicion.fk_usuario = excluded.fk_usuario AND bloqueos_edicion.pestana = excluded.pestana
                         THEN bloqueos_edicion.desde ELSE excluded.desde END,
            fk_usuario = excluded.fk_usuario,
            pestana = excluded.pestana,
            latido = excluded.latido
          WHERE ${forzar ? 1 : 0} = 1
             OR bloqueos_edicion.latido < ${vence}
             OR (bloqueos_edicion.fk_usuario = excluded.fk_usuario AND bloqueos_edicion.pestana = excluded.pestana)`,
    )),
  /** The heartbeat of the caller's tab's lock: true when it still holds it (nobody took it over). */
  latir: async (r: Reclamo, ahora: number) =>
    (await db.ejecutar(
      sql`UPDATE bloqueos_edicion SET latido = ${ahora}
           WHERE entidad = ${r.entidad} AND pk_item = ${r.pk} AND fk_usuario = ${r.usuario} AND pestana = ${r.pestana}`,
    )) > 0,
  /** Who holds the item's lock now (expired or not), with their name. */
  titular: (entidad: EntidadEdicion, pk: number) =>
    db.una<FilaBloqueo>(
      sql`SELECT b.fk_usuario, b.pestana, b.desde, b.latido, u.nombre_persona AS nombre
            FROM bloqueos_edicion b JOIN usuarios u ON u.pk_usuario = b.fk_usuario
           WHERE b.entidad = ${entidad} AND b.pk_item = ${pk}`,
    ),
  /** Frees the lock if this tab holds it. */
  soltar: async (r: Reclamo) =>
    void (await db.ejecutar(
      sql`DELETE FROM bloqueos_edicion
           WHERE entidad = ${r.entidad} AND pk_item = ${r.pk} AND fk_usuario = ${r.usuario} AND pestana = ${r.pestana}`,
    )),

  /** Replaces the caller's existing draft of the item; false when there is none yet. */
  actualizarBorrador: async (usuario: number, entidad: EntidadEdicion, pk: number, valores: string, ahora: number) =>
    (await db.ejecutar(
      sql`UPDATE borradores_edicion SET valores = ${valores}, guardado = ${ahora}
           WHERE fk_usuario = ${usuario} AND entidad = ${entidad} AND pk_item = ${pk}`,
    )) > 0,
  /** The caller's first draft of the item (an upsert: a second tab's first save may race it). */
  insertarBorrador: async (usuario: number, entidad: EntidadEdicion, pk: number, valores: string, ahora: number) =>
    void (await db.ejecutar(
      sql`INSERT INTO borradores_edicion (fk_usuario, entidad, pk_item, valores, guardado)
          VALUES (${usuario}, ${entidad}, ${pk}, ${valores}, ${ahora})
          ON CONFLICT (fk_usuario, entidad, pk_item) DO UPDATE SET valores = excluded.valores, guardado = excluded.guardado`,
    )),
  /** The caller's draft of the item, if it is younger than BORRADOR_DIAS. */
  borrador: (usuario: number, entidad: EntidadEdicion, pk: number, ahora: number) =>
    db.una<{ valores: string; guardado: number }>(
      sql`SELECT valores, guardado FROM borradores_edicion
           WHERE fk_usuario = ${usuario} AND entidad = ${entidad} AND pk_item = ${pk} AND guardado >= ${ahora - BORRADOR_DIAS * DIA}`,
    ),
  descartarBorrador: async (usuario: number, entidad: EntidadEdicion, pk: number) =>
    (await db.ejecutar(sql`DELETE FROM borradores_edicion WHERE fk_usuario = ${usuario} AND entidad = ${entidad} AND pk_item = ${pk}`)) > 0,
  /** Drafts older than BORRADOR_DIAS and locks without a heartbeat for a day: gone. */
  purgar: async (ahora: number) =>
    (await db.ejecutar(sql`DELETE FROM borradores_edicion WHERE guardado < ${ahora - BORRADOR_DIAS * DIA}`)) +
    (await db.ejecutar(sql`DELETE FROM bloqueos_edicion WHERE latido < ${ahora - DIA}`)),
}));

/** The edited item an audited write of `entidad` (the trail's name) and `pk` touched, if it has an editor with drafts. */
export function itemEditado(entidad: string, pk: number | null): { entidad: EntidadEdicion; pk: number } | null {
  if (entidad === 'pregunta_frecuente') return { entidad, pk: 0 };
  const r = entidadDe(entidad)?.revision;
  if (!r) return null;
  if (r.unica) return { entidad: r.clave, pk: 0 };
  return pk === null ? null : { entidad: r.clave, pk };
}

/** The funciones that save an item's editor (not a deactivation or a reactivation): editar*, guardar*, cambiarEstadoEnlace. */
export const GUARDA_EL_ITEM = /^(editar|guardar|cambiarEstadoEnlace$)/;

/** A save of an item removes its author's draft of it, in the save's transaction (server/api/funcion.ts). */
export async function borradorGuardado(db: Db, entidad: string, pk: number | null, usuario: number | null): Promise<void> {
  const item = usuario === null ? null : itemEditado(entidad, pk);
  if (item && usuario !== null) await repoEdicion(db).descartarBorrador(usuario, item.entidad, item.pk);
}

/** The periodic purge (server/index.ts). */
export const purgarEdicion = (db: Db, ahora = Date.now()) => repoEdicion(db).purgar(ahora);
