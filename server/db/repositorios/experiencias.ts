// Internship experiences' SQL.
import { sql } from 'kysely';
import { normalizar } from '../normalizar';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import type { ExperienciaEstadia, NivelAcademico } from '@/shared/api/contrato/experiencias';

export interface DatosExperiencia {
  fkEmpresa: number;
  nombreEstudiante: string;
  nivel: NivelAcademico;
  experiencia: string;
  fkUsuario: number | null;
}

export const repoExperiencias = repositorio((db: Db) => ({
  /** A company's active experiences, newest first. */
  deEmpresa: (pkEmpresa: number) =>
    db.todas<ExperienciaEstadia>(
      sql`SELECT pk_experiencia_estadia, nombre_estudiante, nivel_academico, experiencia, fk_empresa_estadia AS "fkEmpresaEstadia"
            FROM experiencias_estadias WHERE fk_empresa_estadia = ${pkEmpresa} AND activo = 1
           ORDER BY pk_experiencia_estadia DESC`,
    ),
  insertar: async (d: DatosExperiencia) =>
    void (await db.ejecutar(
      sql`INSERT INTO experiencias_estadias (fk_empresa_estadia, nombre_estudiante, nombre_norm, nivel_academico, experiencia, fk_usuario)
          VALUES (${d.fkEmpresa}, ${d.nombreEstudiante}, ${normalizar(d.nombreEstudiante)}, ${d.nivel}, ${d.experiencia}, ${d.fkUsuario})`,
    )),
  /** False when no active experience had that key. */
  darBaja: async (pk: number) =>
    (await db.ejecutar(sql`UPDATE experiencias_estadias SET activo = 0 WHERE pk_experiencia_estadia = ${pk} AND activo = 1`)) > 0,
}));
