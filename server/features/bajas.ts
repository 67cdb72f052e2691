// Ours (issue 14): the "Dados de baja" views and the reactivar* funciones. A deactivation only set
// `activo = 0`, so a reactivation sets it back: the row, its images, members and (for a student)
// its password come back as they were. Sessions ended by the deactivation stay ended. Every
// reactivation is also the "Deshacer" of its "Dar de baja".
import { funcion, type Acceso } from '../funcion';
import { z, pk } from '../validation';
import { ErrorApi, noEncontrado } from '../errors';
import type { Db } from '../db/open';
import { ENTIDADES_BAJA, MENSAJES_BAJAS as M, type DadoDeBaja } from '../../src/shared/api/contract/bajas';

type Reactivar = 'reactivarProyecto' | 'reactivarEvento' | 'reactivarEmpresaEstadia' | 'reactivarExperienciaEstadia' | 'reactivarAlumno' | 'reactivarUsuario';

/** The SQL of the deactivated rows of each list, newest row first. */
const LISTAS = {
  proyectos: `SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, 'Cuatrimestre ' || cuatrimestre AS detalle
    FROM proyectos WHERE activo = 0 ORDER BY pk_proyecto DESC`,
  eventos: `SELECT pk_evento AS pk, nombre_evento AS nombre, substr(descripcion_evento, 1, 90) AS detalle
    FROM eventos WHERE activo = 0 ORDER BY pk_evento DESC`,
  empresas: `SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre, '' AS detalle
    FROM empresas_estadias WHERE activo = 0 ORDER BY pk_empresa_estadia DESC`,
  experiencias: `SELECT x.pk_experiencia_estadia AS pk, x.nombre_estudiante AS nombre,
      e.nombre_empresa || CASE WHEN e.activo = 0 THEN ' (empresa dada de baja)' ELSE '' END AS detalle
    FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
    WHERE x.activo = 0 AND (@empresa IS NULL OR x.fk_empresa_estadia = @empresa) ORDER BY x.pk_experiencia_estadia DESC`,
  alumnos: `SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Matrícula ' || coalesce(matricula, usuario) AS detalle
    FROM usuarios WHERE rol = 'e' AND activo = 0 ORDER BY nombre_norm, pk_usuario`,
} as const;

const ADMINS_DE_BAJA = `SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Usuario ' || usuario AS detalle
  FROM usuarios WHERE rol = 'a' AND activo = 0 ORDER BY nombre_norm, pk_usuario`;

/** One reactivar funcion: `UPDATE … SET activo = 1` of a deactivated row, or a 404 in Spanish. */
function reactivar<F extends Reactivar>(nombre: F, acceso: Acceso, sql: string, noExiste: string, hecho: string, antes?: (db: Db, pk: number) => void) {
  return funcion(nombre, {
    acceso,
    escribe: true,
    schema: z.object({ pk: pk(M.pk) }),
    run({ pk: id }, { db }) {
      antes?.(db, id);
      if (db.prepare(sql).run(id).changes === 0) throw noEncontrado(noExiste);
      return { codigo: 1 as const, mensaje: hecho };
    },
  });
}

/** An experience comes back only under an active company (the public page lists it there). */
function empresaActivaDe(db: Db, pkExperiencia: number) {
  const fila = db
    .prepare(
      `SELECT e.activo FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
       WHERE x.pk_experiencia_estadia = ? AND x.activo = 0`,
    )
    .get(pkExperiencia) as { activo: number } | undefined;
  if (fila && fila.activo === 0) throw new ErrorApi(M.empresaDeBaja, 409);
}

export const funcionesBajas = {
  mostrarDadosDeBaja: funcion('mostrarDadosDeBaja', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({
      entidad: z.enum(ENTIDADES_BAJA, { error: M.entidad }),
      pkEmpresa: pk('Identificador de empresa no válido.').optional(),
    }),
    run({ entidad, pkEmpresa }, { db }) {
      const st = db.prepare(LISTAS[entidad]);
      return (entidad === 'experiencias' ? st.all({ empresa: pkEmpresa ?? null }) : st.all()) as DadoDeBaja[];
    },
  }),

  mostrarUsuariosDeBaja: funcion('mostrarUsuariosDeBaja', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return db.prepare(ADMINS_DE_BAJA).all() as DadoDeBaja[];
    },
  }),

  reactivarProyecto: reactivar('reactivarProyecto', ['a'], 'UPDATE proyectos SET activo = 1 WHERE pk_proyecto = ? AND activo = 0', M.proyectoNoExiste, M.proyectoReactivado),
  reactivarEvento: reactivar('reactivarEvento', ['a'], 'UPDATE eventos SET activo = 1 WHERE pk_evento = ? AND activo = 0', M.eventoNoExiste, M.eventoReactivado),
  reactivarEmpresaEstadia: reactivar(
    'reactivarEmpresaEstadia',
    ['a'],
    'UPDATE empresas_estadias SET activo = 1 WHERE pk_empresa_estadia = ? AND activo = 0',
    M.empresaNoExiste,
    M.empresaReactivada,
  ),
  reactivarExperienciaEstadia: reactivar(
    'reactivarExperienciaEstadia',
    ['a'],
    'UPDATE experiencias_estadias SET activo = 1 WHERE pk_experiencia_estadia = ? AND activo = 0',
    M.experienciaNoExiste,
    M.experienciaReactivada,
    empresaActivaDe,
  ),
  // the password and its state come back unchanged; the sessions ended by the deactivation stay ended
  reactivarAlumno: reactivar('reactivarAlumno', ['a'], "UPDATE usuarios SET activo = 1 WHERE pk_usuario = ? AND rol = 'e' AND activo = 0", M.alumnoNoExiste, M.alumnoReactivado),
  reactivarUsuario: reactivar('reactivarUsuario', ['s'], "UPDATE usuarios SET activo = 1 WHERE pk_usuario = ? AND rol = 'a' AND activo = 0", M.usuarioNoExiste, M.usuarioReactivado),
};
