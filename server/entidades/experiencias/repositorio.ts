// Internship experiences' SQL.
// Its tables: server/db/migrations/003_empresas_egresados.sql, 010_avisos.sql (numbered in one shared order).
import { sql } from 'kysely';
import { normalizar } from '@server/db/normalizar';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { ExperienciaEstadia, ExperienciaPendiente, NivelAcademico } from '@/shared/api/contrato/experiencias';
import type { Entidad } from '@server/db/repositorios/entidad';
import { revisionExperiencia } from './revision';

export interface DatosExperiencia {
  fkEmpresa: number;
  nombreEstudiante: string;
  nivel: NivelAcademico;
  experiencia: string;
  fkUsuario: number | null;
  /** 0: waits for review (a student's); 1: published at once (an admin's). */
  estatus: 0 | 1;
}

/** 0 pending, 1 published, 2 discarded. */
const ESTADOS = ['pendiente', 'publicada', 'descartada'] as const;

export const repoExperiencias = repositorio((db: Db) => ({
  /** A company's active experiences, newest first. */
  deEmpresa: (pkEmpresa: number) =>
    db.todas<ExperienciaEstadia>(
      sql`SELECT pk_experiencia_estadia, nombre_estudiante, nivel_academico, experiencia, fk_empresa_estadia AS "fkEmpresaEstadia"
            FROM experiencias_estadias WHERE fk_empresa_estadia = ${pkEmpresa} AND activo = 1 AND estatus = 1
           ORDER BY pk_experiencia_estadia DESC`,
    ),
  insertar: async (d: DatosExperiencia) =>
    void (await db.ejecutar(
      sql`INSERT INTO experiencias_estadias (fk_empresa_estadia, nombre_estudiante, nombre_norm, nivel_academico, experiencia, fk_usuario, estatus)
          VALUES (${d.fkEmpresa}, ${d.nombreEstudiante}, ${normalizar(d.nombreEstudiante)}, ${d.nivel}, ${d.experiencia}, ${d.fkUsuario}, ${d.estatus})`,
    )),
  /** The moderation queue: active pending experiences of active companies, oldest first. */
  pendientes: () =>
    db.todas<ExperienciaPendiente>(
      sql`SELECT x.pk_experiencia_estadia, x.nombre_estudiante, x.nivel_academico, x.experiencia, x.fk_empresa_estadia AS "fkEmpresaEstadia",
                 e.nombre_empresa, x.creado AS fecha
            FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
           WHERE x.estatus = 0 AND x.activo = 1 AND e.activo = 1 ORDER BY x.creado, x.pk_experiencia_estadia`,
    ),
  /** Moves a pending experience to published (1) or discarded (2); false when it was not pending. */
  mover: async (pk: number, estatus: 1 | 2, quien: number) =>
    (await db.ejecutar(
      sql`UPDATE experiencias_estadias SET estatus = ${estatus}, moderada_por = ${quien}, moderada = ${db.ahora()}
           WHERE pk_experiencia_estadia = ${pk} AND estatus = 0 AND activo = 1`,
    )) > 0,
  /** The review state's name (undefined: no such active experience). */
  estado: async (pk: number) => {
    const f = await db.una<{ estatus: 0 | 1 | 2 }>(
      sql`SELECT estatus FROM experiencias_estadias WHERE pk_experiencia_estadia = ${pk} AND activo = 1`,
    );
    return f ? ESTADOS[f.estatus] : undefined;
  },
  /** Its author and company (the author's notice). */
  autorYEmpresa: (pk: number) =>
    db.una<{ fk_usuario: number | null; nombre_empresa: string }>(
      sql`SELECT x.fk_usuario, e.nombre_empresa FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
           WHERE x.pk_experiencia_estadia = ${pk}`,
    ),
  /** False when no active experience had that key. */
  darBaja: async (pk: number) =>
    (await db.ejecutar(sql`UPDATE experiencias_estadias SET activo = 0 WHERE pk_experiencia_estadia = ${pk} AND activo = 1`)) > 0,
  /** A deactivated experience whose company is deactivated too (it comes back only under an active one). */
  empresaDeBaja: async (pkExperiencia: number) =>
    (
      await db.una<{ activo: number }>(
        sql`SELECT e.activo FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
            WHERE x.pk_experiencia_estadia = ${pkExperiencia} AND x.activo = 0`,
      )
    )?.activo === 0,
}));

/** Experiences: in the audit trail; the search shows the published ones inside their company's result. */
export const entidadExperiencia: Entidad = {
  entidad: 'experiencia',
  revision: revisionExperiencia,
  baja: {
    reactivar: {
      reactivarExperienciaEstadia: (pk) => sql`UPDATE experiencias_estadias SET activo = 1 WHERE pk_experiencia_estadia = ${pk} AND activo = 0`,
    },
    // filtered to one company when the view is that company's
    lista: {
      nombre: 'experiencias',
      filas: (pkEmpresa) => sql`SELECT x.pk_experiencia_estadia AS pk, x.nombre_estudiante AS nombre,
                      e.nombre_empresa || CASE WHEN e.activo = 0 THEN ' (empresa dada de baja)' ELSE '' END AS detalle,
                      x.nombre_norm || ' ' || e.nombre_norm AS buscable
                 FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
                WHERE x.activo = 0 ${pkEmpresa === null ? sql`` : sql`AND x.fk_empresa_estadia = ${pkEmpresa}`}`,
      orden: sql`x.pk DESC`,
    },
  },
  tabla: { tabla: 'experiencias_estadias', pk: 'pk_experiencia_estadia', nombre: 'nombre_estudiante' },
  buscadaEn: {
    tipo: 'empresa',
    padre: async (db, pk) =>
      (await db.una<{ p: number }>(sql`SELECT fk_empresa_estadia AS p FROM experiencias_estadias WHERE pk_experiencia_estadia = ${pk}`))?.p ?? null,
  },
};
