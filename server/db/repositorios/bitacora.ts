// The audit trail's SQL: entries written in the write's transaction, the item names
// they quote, the super admin's paged and filtered reading, an item's last change, the purge.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db';
import { repositorio, type Cuenta } from './repositorio';
import type { EntradaBitacora, EntradaSeguridad, UltimaModificacion } from '@/shared/api/contrato/bitacora';
import { entidadDe } from '../entidades';

export interface NuevaEntrada {
  pkUsuario: number | null;
  nombreUsuario: string;
  funcion: string;
  entidad: string;
  pk: number | null;
  resumen: string;
}

export interface NuevoEventoSeguridad {
  pkUsuario: number | null;
  usuario: string;
  evento: string;
  funcion: string;
  direccion: string;
  detalle: string;
}

export interface FiltroEntradas {
  usuario: number | null;
  entidad: string | null;
  /** YYYY-MM-DD, inclusive. */
  desde: string | null;
  hasta: string | null;
}

/** The day after a YYYY-MM-DD date, as the same text (entries of `hasta` are those before it). */
const diaSiguiente = (dia: string) => new Date(Date.parse(`${dia}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `fecha` compares as text: ISO 8601 UTC ('2026-11-24T10:00:00.000Z') sorts as time does. */
function filtro(f: FiltroEntradas): RawBuilder<unknown> {
  const condiciones: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (f.usuario !== null) condiciones.push(sql`fk_usuario = ${f.usuario}`);
  if (f.entidad !== null) condiciones.push(sql`entidad = ${f.entidad}`);
  if (f.desde !== null) condiciones.push(sql`fecha >= ${f.desde}`);
  if (f.hasta !== null) condiciones.push(sql`fecha < ${diaSiguiente(f.hasta)}`);
  return sql`WHERE ${sql.join(condiciones, sql` AND `)}`;
}

export const repoBitacora = repositorio((db: Db) => {
  const ahora = db.ahoraIso();
  // where each entity's rows and name are: its repository's declaration (server/db/entidades.ts)
  const tabla = (entidad: string) => entidadDe(entidad)?.tabla;

  return {
    /** The item's name as it is now, or null (unknown entity, no such row). */
    async nombre(entidad: string, pk: number | null): Promise<string | null> {
      const t = tabla(entidad);
      if (pk === null || !t) return null;
      const fila = await db.una<{ nombre: string }>(
        sql`SELECT ${sql.ref(t.nombre)} AS nombre FROM ${sql.table(t.tabla)} WHERE ${sql.ref(t.pk)} = ${pk}`,
      );
      return fila?.nombre ?? null;
    },
    /** The whole row of an item (before/after of an edit), or null; the link's one row for 'enlace'. */
    async fila(entidad: string, pk: number | null): Promise<Record<string, unknown> | null> {
      const fila = entidadDe(entidad)?.fila;
      if (fila) return fila(db);
      const t = tabla(entidad);
      if (pk === null || !t) return null;
      return (await db.una<Record<string, unknown>>(sql`SELECT * FROM ${sql.table(t.tabla)} WHERE ${sql.ref(t.pk)} = ${pk}`)) ?? null;
    },
    /**
     * The pk of the row a registration just inserted. PostgreSQL: the identity's value in this
     * session (exact with concurrent writers); SQLite: the table's largest pk (one writer at a time).
     */
    async ultimoPk(entidad: string): Promise<number | null> {
      const t = tabla(entidad);
      if (!t) return null;
      if (db.motor === 'postgres') {
        // currval fails when this session inserted no row there: a savepoint keeps the write alive
        await db.ejecutar(sql`SAVEPOINT ultimo_pk`);
        try {
          const fila = await db.una<{ n: number }>(sql`SELECT currval(pg_get_serial_sequence(${t.tabla}, ${t.pk})) AS n`);
          await db.ejecutar(sql`RELEASE SAVEPOINT ultimo_pk`);
          return fila?.n ?? null;
        } catch {
          await db.ejecutar(sql`ROLLBACK TO SAVEPOINT ultimo_pk`);
          return null;
        }
      }
      return (await db.una<{ n: number | null }>(sql`SELECT max(${sql.ref(t.pk)}) AS n FROM ${sql.table(t.tabla)}`))?.n ?? null;
    },
    insertar: async (e: NuevaEntrada) =>
      void (await db.ejecutar(
        sql`INSERT INTO bitacora (fecha, fk_usuario, nombre_usuario, funcion, entidad, pk_entidad, resumen)
            VALUES (${ahora}, ${e.pkUsuario}, ${e.nombreUsuario}, ${e.funcion}, ${e.entidad}, ${e.pk}, ${e.resumen})`,
      )),
    /** Deletes the entries (changes and security events) older than `dias` days; returns how many changes. */
    async purgar(dias: number) {
      const limite = new Date(Date.now() - dias * 86_400_000).toISOString();
      await db.ejecutar(sql`DELETE FROM seguridad WHERE fecha < ${limite}`);
      return db.ejecutar(sql`DELETE FROM bitacora WHERE fecha < ${limite}`);
    },
    /** One security event. */
    insertarSeguridad: async (e: NuevoEventoSeguridad) =>
      void (await db.ejecutar(
        sql`INSERT INTO seguridad (fecha, fk_usuario, usuario, evento, funcion, direccion, detalle)
            VALUES (${ahora}, ${e.pkUsuario}, ${e.usuario}, ${e.evento}, ${e.funcion}, ${e.direccion}, ${e.detalle})`,
      )),
    async paginaSeguridad(f: { evento: string | null; desde: string | null; hasta: string | null }, limite: number, desplazamiento: number) {
      const donde = filtro({ usuario: null, entidad: null, desde: f.desde, hasta: f.hasta });
      const evento = f.evento !== null ? sql`AND evento = ${f.evento}` : sql``;
      const total = (await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM seguridad ${donde} ${evento}`))?.n ?? 0;
      const entradas = await db.todas<EntradaSeguridad>(
        sql`SELECT pk_seguridad, fecha, fk_usuario AS pk_usuario, usuario, evento, funcion, direccion, detalle
            FROM seguridad ${donde} ${evento} ORDER BY fecha DESC, pk_seguridad DESC LIMIT ${limite} OFFSET ${desplazamiento}`,
      );
      return { total, entradas };
    },
    async pagina(f: FiltroEntradas, limite: number, desplazamiento: number) {
      const donde = filtro(f);
      const total = (await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM bitacora ${donde}`))?.n ?? 0;
      const entradas = await db.todas<EntradaBitacora>(
        sql`SELECT pk_bitacora, fecha, fk_usuario AS pk_usuario, nombre_usuario, funcion, entidad, pk_entidad, resumen
            FROM bitacora ${donde} ORDER BY fecha DESC, pk_bitacora DESC LIMIT ${limite} OFFSET ${desplazamiento}`,
      );
      return { total, entradas };
    },
    /** Each user once, under the name of their latest entry. */
    usuarios: () =>
      db.todas<{ pk_usuario: number; nombre_usuario: string }>(
        sql`SELECT b.fk_usuario AS pk_usuario, b.nombre_usuario FROM bitacora b
            JOIN (SELECT fk_usuario, max(pk_bitacora) AS ultima FROM bitacora WHERE fk_usuario IS NOT NULL GROUP BY fk_usuario) u ON b.pk_bitacora = u.ultima
            ORDER BY b.nombre_usuario`,
      ),
    ultima: async (entidad: string, pk: number) =>
      (await db.una<UltimaModificacion>(
        sql`SELECT nombre_usuario, fecha, funcion FROM bitacora WHERE entidad = ${entidad} AND pk_entidad = ${pk} ORDER BY fecha DESC, pk_bitacora DESC LIMIT 1`,
      )) ?? null,
  };
});
