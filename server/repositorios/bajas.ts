// The SQL of the "Dados de baja" views and the reactivations (issue 14): deactivated rows per
// list, newest first (accounts by name), and `activo = 1` back on a deactivated row.
import type { Db } from '../db/open';
import { repositorio } from './repositorio';
import type { DadoDeBaja, EntidadBaja } from '../../src/shared/api/contract/bajas';

export type Reactivable = 'proyecto' | 'evento' | 'empresa' | 'experiencia' | 'alumno' | 'admin';

const REACTIVAR: Record<Reactivable, string> = {
  proyecto: 'UPDATE proyectos SET activo = 1 WHERE pk_proyecto = ? AND activo = 0',
  evento: 'UPDATE eventos SET activo = 1 WHERE pk_evento = ? AND activo = 0',
  empresa: 'UPDATE empresas_estadias SET activo = 1 WHERE pk_empresa_estadia = ? AND activo = 0',
  experiencia: 'UPDATE experiencias_estadias SET activo = 1 WHERE pk_experiencia_estadia = ? AND activo = 0',
  // the password and its state stay as they were; sessions are not brought back
  alumno: "UPDATE usuarios SET activo = 1 WHERE pk_usuario = ? AND rol = 'e' AND activo = 0",
  admin: "UPDATE usuarios SET activo = 1 WHERE pk_usuario = ? AND rol = 'a' AND activo = 0",
};

export const repoBajas = repositorio((db: Db) => {
  const listas: Record<Exclude<EntidadBaja, 'experiencias'>, ReturnType<typeof db.prepare<[], DadoDeBaja>>> = {
    proyectos: db.prepare(
      `SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, 'Cuatrimestre ' || cuatrimestre AS detalle
       FROM proyectos WHERE activo = 0 ORDER BY pk_proyecto DESC`,
    ),
    eventos: db.prepare(
      `SELECT pk_evento AS pk, nombre_evento AS nombre, substr(descripcion_evento, 1, 90) AS detalle
       FROM eventos WHERE activo = 0 ORDER BY pk_evento DESC`,
    ),
    empresas: db.prepare(
      `SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre, '' AS detalle
       FROM empresas_estadias WHERE activo = 0 ORDER BY pk_empresa_estadia DESC`,
    ),
    alumnos: db.prepare(
      `SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Matrícula ' || coalesce(matricula, usuario) AS detalle
       FROM usuarios WHERE rol = 'e' AND activo = 0 ORDER BY nombre_norm, pk_usuario`,
    ),
  };
  const experiencias = db.prepare<{ empresa: number | null }, DadoDeBaja>(
    `SELECT x.pk_experiencia_estadia AS pk, x.nombre_estudiante AS nombre,
         e.nombre_empresa || CASE WHEN e.activo = 0 THEN ' (empresa dada de baja)' ELSE '' END AS detalle
       FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
       WHERE x.activo = 0 AND (@empresa IS NULL OR x.fk_empresa_estadia = @empresa) ORDER BY x.pk_experiencia_estadia DESC`,
  );
  const admins = db.prepare<[], DadoDeBaja>(
    `SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Usuario ' || usuario AS detalle
     FROM usuarios WHERE rol = 'a' AND activo = 0 ORDER BY nombre_norm, pk_usuario`,
  );
  const reactivar = Object.fromEntries(Object.entries(REACTIVAR).map(([k, sql]) => [k, db.prepare<[number]>(sql)])) as Record<
    Reactivable,
    ReturnType<typeof db.prepare<[number]>>
  >;
  const empresaDeExperienciaDeBaja = db.prepare<[number], { activo: number }>(
    `SELECT e.activo FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
     WHERE x.pk_experiencia_estadia = ? AND x.activo = 0`,
  );

  return {
    dadosDeBaja: (entidad: EntidadBaja, pkEmpresa: number | null) =>
      entidad === 'experiencias' ? experiencias.all({ empresa: pkEmpresa }) : listas[entidad].all(),
    adminsDeBaja: () => admins.all(),
    /** False when no deactivated row of that kind had that key. */
    reactivar: (que: Reactivable, pk: number) => reactivar[que].run(pk).changes > 0,
    /** A deactivated experience whose company is deactivated too. */
    empresaDeBaja: (pkExperiencia: number) => empresaDeExperienciaDeBaja.get(pkExperiencia)?.activo === 0,
  };
});
