// Enquiries' SQL ("Solicita información"). Only admins' funciones read them: the entity declares no
// search source and no sitemap pages, so neither the index nor /sitemap.xml ever holds a visitor's data.
// Its tables: server/db/migrations/014_solicitudes.sql, 025_solicitudes_nota.sql (numbered in one shared order).
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { SolicitudInformes } from '@/shared/api/contrato/solicitudes';
import type { Entidad } from '@server/db/repositorios/entidad';

export interface DatosSolicitudNueva {
  nombre: string;
  correo: string;
  telefono: string;
  mensaje: string;
}

export interface FiltroSolicitudes {
  pendientes: boolean;
  anio: number | null;
  /** Lower-case words, each in the name or the e-mail. */
  palabras: readonly string[];
}

export const repoSolicitudes = repositorio((db: Db) => ({
  /** Every enquiry, pending first, then newest first (the CSV export: server/http/exportar.ts). */
  todas: () =>
    db.todas<SolicitudInformes>(
      sql`SELECT s.pk_solicitud, s.nombre, s.correo, s.telefono, s.mensaje, s.creada AS fecha, s.estado,
                 u.nombre_persona AS atendida_por, s.atendida_en, s.nota
            FROM solicitudes_informes s LEFT JOIN usuarios u ON u.pk_usuario = s.atendida_por
           ORDER BY CASE WHEN s.estado = 'pendiente' THEN 0 ELSE 1 END, s.creada DESC, s.pk_solicitud DESC`,
    ),
  /**
   * One page of the enquiries (issue 45: the list was every enquiry in one answer): pending first,
   * then newest first; only pending ones, of one year, or whose name or e-mail holds every word.
   */
  pagina: async (f: FiltroSolicitudes, limite: number, desde: number) => {
    // the counts the list shows over every page: all, those the search and year match, the pending among them
    const buscadas = [
      ...(f.anio ? [sql`s.creada >= ${`${f.anio}-01-01`} AND s.creada < ${`${f.anio + 1}-01-01`}`] : []),
      ...f.palabras.map((p) => sql`lower(s.nombre || ' ' || s.correo) LIKE ${`%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`),
    ];
    const donde0 = buscadas.length ? sql`WHERE ${sql.join(buscadas, sql` AND `)}` : sql``;
    const c = await db.una<{ n: number; p: number | null; todas: number }>(
      sql`SELECT COUNT(*) AS n, SUM(CASE WHEN s.estado = 'pendiente' THEN 1 ELSE 0 END) AS p,
                 (SELECT COUNT(*) FROM solicitudes_informes) AS todas
            FROM solicitudes_informes s ${donde0}`,
    );
    const pendientes = Number(c?.p ?? 0);
    const total = f.pendientes ? pendientes : Number(c?.n ?? 0);
    const condiciones = [...(f.pendientes ? [sql`s.estado = 'pendiente'`] : []), ...buscadas];
    const donde = condiciones.length ? sql`WHERE ${sql.join(condiciones, sql` AND `)}` : sql``;
    const filas = await db.todas<SolicitudInformes>(
      sql`SELECT s.pk_solicitud, s.nombre, s.correo, s.telefono, s.mensaje, s.creada AS fecha, s.estado,
                 u.nombre_persona AS atendida_por, s.atendida_en, s.nota
            FROM solicitudes_informes s LEFT JOIN usuarios u ON u.pk_usuario = s.atendida_por
           ${donde}
           ORDER BY CASE WHEN s.estado = 'pendiente' THEN 0 ELSE 1 END, s.creada DESC, s.pk_solicitud DESC
           LIMIT ${limite} OFFSET ${desde}`,
    );
    return { total, pendientes, todas: Number(c?.todas ?? 0), filas };
  },
  /** Issue 45: drops the enquiries received more than `dias` days ago (SOLICITUDES_DIAS; 0 keeps them all). */
  purgar: async (dias: number) => (dias > 0 ? db.ejecutar(sql`DELETE FROM solicitudes_informes WHERE creada < ${db.ahora(`-${dias} days`)}`) : 0),
  insertar: async (d: DatosSolicitudNueva) =>
    (await db.una<{ pk_solicitud: number }>(
      sql`INSERT INTO solicitudes_informes (nombre, correo, telefono, mensaje)
            VALUES (${d.nombre}, ${d.correo}, ${d.telefono}, ${d.mensaje}) RETURNING pk_solicitud`,
    ))!.pk_solicitud,
  /** Whether the same enquiry (e-mail in any case, name, phone, message) was stored in the last `minutos` minutes. */
  repetida: async (d: DatosSolicitudNueva, minutos: number) =>
    (await db.una(
      sql`SELECT 1 AS uno FROM solicitudes_informes
           WHERE lower(correo) = lower(${d.correo}) AND nombre = ${d.nombre} AND telefono = ${d.telefono} AND mensaje = ${d.mensaje}
             AND creada >= ${db.ahora(`-${minutos} minutes`)}`,
    )) !== undefined,
  /** pendiente → atendida, by `quien`; false when it was not pending (already attended, or no such row). */
  atender: async (pk: number, quien: number) =>
    (await db.ejecutar(
      sql`UPDATE solicitudes_informes SET estado = 'atendida', atendida_por = ${quien}, atendida_en = ${db.ahora()}
           WHERE pk_solicitud = ${pk} AND estado = 'pendiente'`,
    )) > 0,
  /** The internal note (staff only); false when there is no such enquiry. */
  anotar: async (pk: number, nota: string) => (await db.ejecutar(sql`UPDATE solicitudes_informes SET nota = ${nota} WHERE pk_solicitud = ${pk}`)) > 0,
  /** How many wait (the panel's tile). */
  pendientes: async () =>
    Number((await db.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM solicitudes_informes WHERE estado = 'pendiente'`))?.n ?? 0),
  existe: async (pk: number) => (await db.una(sql`SELECT 1 AS uno FROM solicitudes_informes WHERE pk_solicitud = ${pk}`)) !== undefined,
}));

/** Enquiries: in the audit trail only (no `busqueda`, no `mapa`: never public). */
export const entidadSolicitud: Entidad = {
  entidad: 'solicitud',
  tabla: { tabla: 'solicitudes_informes', pk: 'pk_solicitud', nombre: 'nombre' },
  // "atender": pending is its active state
  lote: { estado: sql`CASE WHEN estado = 'pendiente' THEN 1 ELSE 0 END` },
};
