// Internship experiences' SQL.
import { normalizar, type Db } from '../db/open';
import { repositorio } from './repositorio';
import type { ExperienciaEstadia, NivelAcademico } from '../../src/shared/api/contract/experiencias';

export interface DatosExperiencia {
  fkEmpresa: number;
  nombreEstudiante: string;
  nivel: NivelAcademico;
  experiencia: string;
  fkUsuario: number | null;
}

export const repoExperiencias = repositorio((db: Db) => {
  const deEmpresa = db.prepare<[number], ExperienciaEstadia>(
    `SELECT pk_experiencia_estadia, nombre_estudiante, nivel_academico, experiencia, fk_empresa_estadia AS fkEmpresaEstadia
       FROM experiencias_estadias WHERE fk_empresa_estadia = ? AND activo = 1
      ORDER BY pk_experiencia_estadia DESC`,
  );
  const insertar = db.prepare<[number, string, string, NivelAcademico, string, number | null]>(
    `INSERT INTO experiencias_estadias (fk_empresa_estadia, nombre_estudiante, nombre_norm, nivel_academico, experiencia, fk_usuario)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const baja = db.prepare<[number]>('UPDATE experiencias_estadias SET activo = 0 WHERE pk_experiencia_estadia = ? AND activo = 1');

  return {
    /** A company's active experiences, newest first. */
    deEmpresa: (pkEmpresa: number) => deEmpresa.all(pkEmpresa),
    insertar: (d: DatosExperiencia) =>
      void insertar.run(d.fkEmpresa, d.nombreEstudiante, normalizar(d.nombreEstudiante), d.nivel, d.experiencia, d.fkUsuario),
    /** False when no active experience had that key. */
    darBaja: (pk: number) => baja.run(pk).changes > 0,
  };
});
