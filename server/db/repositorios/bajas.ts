// The SQL of the "Dados de baja" views and the reactivations: deactivated rows per
// list, newest first (accounts by name), and `activo = 1` back on a deactivated row.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
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

const LISTAS: Record<Exclude<EntidadBaja, 'experiencias'>, RawBuilder<DadoDeBaja>> = {
  proyectos: sql`SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, 'Cuatrimestre ' || cuatrimestre AS detalle
       FROM proyectos WHERE activo = 0 ORDER BY pk_proyecto DESC`,
  eventos: sql`SELECT pk_evento AS pk, nombre_evento AS nombre, substr(descripcion_evento, 1, 90) AS detalle
       FROM eventos WHERE activo = 0 ORDER BY pk_evento DESC`,
  empresas: sql`SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre, '' AS detalle
       FROM empresas_estadias WHERE activo = 0 ORDER BY pk_empresa_estadia DESC`,
  alumnos: sql`SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Matrícula ' || coalesce(matricula, usuario) AS detalle
       FROM usuarios WHERE rol = 'e' AND activo = 0 ORDER BY nombre_norm, pk_usuario`,
};

export const repoBajas = repositorio((db: Db) => ({
  dadosDeBaja: (entidad: EntidadBaja, pkEmpresa: number | null) =>
    entidad === 'experiencias'
      ? db.todas<DadoDeBaja>(
          sql`SELECT x.pk_experiencia_estadia AS pk, x.nombre_estudiante AS nombre,
                e.nombre_empresa || CASE WHEN e.activo = 0 THEN ' (empresa dada de baja)' ELSE '' END AS detalle
              FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
              WHERE x.activo = 0 ${pkEmpresa === null ? sql`` : sql`AND x.fk_empresa_estadia = ${pkEmpresa}`}
              ORDER BY x.pk_experiencia_estadia DESC`,
        )
      : db.todas(LISTAS[entidad]),
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
