// The SQL of the "Dados de baja" views and the reactivations: deactivated rows per
// list, newest first (accounts by name), and `activo = 1` back on a deactivated row.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db';
import { repositorio, type Cuenta } from './repositorio';
import type { DadoDeBaja, EntidadBaja } from '@/shared/api/contrato/bajas';

export type Reactivable = 'proyecto' | 'evento' | 'empresa' | 'experiencia' | 'alumno' | 'admin';

// a reactivated event is a change its subscribers must hear (iCalendar SEQUENCE)
const REACTIVAR: Record<Reactivable, (pk: number, db: Db) => RawBuilder<unknown>> = {
  proyecto: (pk) => sql`UPDATE proyectos SET activo = 1 WHERE pk_proyecto = ${pk} AND activo = 0`,
  evento: (pk, db) => sql`UPDATE eventos SET activo = 1, secuencia = secuencia + 1, editado = ${db.ahora()} WHERE pk_evento = ${pk} AND activo = 0`,
  empresa: (pk) => sql`UPDATE empresas_estadias SET activo = 1 WHERE pk_empresa_estadia = ${pk} AND activo = 0`,
  experiencia: (pk) => sql`UPDATE experiencias_estadias SET activo = 1 WHERE pk_experiencia_estadia = ${pk} AND activo = 0`,
  // the password and its state stay as they were; sessions are not brought back
  alumno: (pk) => sql`UPDATE usuarios SET activo = 1 WHERE pk_usuario = ${pk} AND rol = 'e' AND activo = 0`,
  admin: (pk) => sql`UPDATE usuarios SET activo = 1 WHERE pk_usuario = ${pk} AND rol = 'a' AND activo = 0`,
};

/**
 * Each list's deactivated rows as (pk, nombre, detalle), with what a search looks in (`buscable`:
 * the normalised name and the row's identifiers) and its order. Read a page at a time (issue 33:
 * 5,000 deactivated students were one 1.3 MB answer).
 */
interface Lista {
  filas: RawBuilder<unknown>;
  orden: RawBuilder<unknown>;
}
const LISTAS: Record<EntidadBaja, (pkEmpresa: number | null) => Lista> = {
  proyectos: () => ({
    filas: sql`SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, 'Cuatrimestre ' || cuatrimestre AS detalle, nombre_norm AS buscable
                 FROM proyectos WHERE activo = 0`,
    orden: sql`x.pk DESC`,
  }),
  eventos: () => ({
    filas: sql`SELECT pk_evento AS pk, nombre_evento AS nombre, substr(descripcion_evento, 1, 90) AS detalle, nombre_norm AS buscable
                 FROM eventos WHERE activo = 0`,
    orden: sql`x.pk DESC`,
  }),
  empresas: () => ({
    filas: sql`SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre, '' AS detalle, nombre_norm AS buscable
                 FROM empresas_estadias WHERE activo = 0`,
    orden: sql`x.pk DESC`,
  }),
  alumnos: () => ({
    filas: sql`SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Matrícula ' || coalesce(matricula, usuario) AS detalle,
                      nombre_norm || ' ' || lower(coalesce(matricula, usuario)) AS buscable
                 FROM usuarios WHERE rol = 'e' AND activo = 0`,
    orden: sql`x.buscable, x.pk`,
  }),
  experiencias: (pkEmpresa) => ({
    filas: sql`SELECT x.pk_experiencia_estadia AS pk, x.nombre_estudiante AS nombre,
                      e.nombre_empresa || CASE WHEN e.activo = 0 THEN ' (empresa dada de baja)' ELSE '' END AS detalle,
                      x.nombre_norm || ' ' || e.nombre_norm AS buscable
                 FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
                WHERE x.activo = 0 ${pkEmpresa === null ? sql`` : sql`AND x.fk_empresa_estadia = ${pkEmpresa}`}`,
    orden: sql`x.pk DESC`,
  }),
};

/** Every word (already normalised) inside the row's searchable text. */
const conPalabras = (palabras: readonly string[]) =>
  palabras.length
    ? sql`WHERE ${sql.join(
        palabras.map((p) => sql`x.buscable LIKE ${`%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`),
        sql` AND `,
      )}`
    : sql``;

export const repoBajas = repositorio((db: Db) => ({
  /** A page of a list's deactivated rows whose searchable text holds every word, and how many there are. */
  dadosDeBaja: async (entidad: EntidadBaja, f: { pkEmpresa: number | null; palabras: readonly string[]; limite: number; desde: number }) => {
    const { filas, orden } = LISTAS[entidad](f.pkEmpresa);
    const donde = conPalabras(f.palabras);
    const total = Number((await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM (${filas}) x ${donde}`))?.n ?? 0);
    const pagina = await db.todas<DadoDeBaja>(
      sql`SELECT x.pk, x.nombre, x.detalle FROM (${filas}) x ${donde} ORDER BY ${orden} LIMIT ${f.limite} OFFSET ${f.desde}`,
    );
    return { total, filas: pagina };
  },
  adminsDeBaja: () =>
    db.todas<DadoDeBaja>(
      sql`SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Usuario ' || usuario AS detalle
          FROM usuarios WHERE rol = 'a' AND activo = 0 ORDER BY nombre_norm, pk_usuario`,
    ),
  /** False when no deactivated row of that kind had that key. */
  reactivar: async (que: Reactivable, pk: number) => (await db.ejecutar(REACTIVAR[que](pk, db))) > 0,
  /** A deactivated experience whose company is deactivated too. */
  empresaDeBaja: async (pkExperiencia: number) =>
    (
      await db.una<{ activo: number }>(
        sql`SELECT e.activo FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
            WHERE x.pk_experiencia_estadia = ${pkExperiencia} AND x.activo = 0`,
      )
    )?.activo === 0,
}));
