// Student internship experiences: anyone reads a company's experiences; admins and students
// register them (published at once); admins deactivate them (activo = 0, never deleted).
import { funcion } from '../funcion';
import { z, pk } from '../validation';
import { ErrorApi, noEncontrado } from '../errors';
import { normalizar, type Db } from '../db/open';
import type { AppConfig } from '../config';
import { MENSAJES_EXPERIENCIA, type ExperienciaEstadia, type NivelAcademico, type OpcionEmpresa } from '../../src/shared/api/contract/experiencias';
import { formExperiencia } from '../../src/shared/api/contract/experiencias.esquema';
import { empresaActiva, EMPRESA_NO_ENCONTRADA, EMPRESAS_DEMO } from './empresas';

const EXPERIENCIA_NO_ENCONTRADA = MENSAJES_EXPERIENCIA.noEncontrada;

const COLUMNAS = `pk_experiencia_estadia, nombre_estudiante, nivel_academico, experiencia,
  fk_empresa_estadia AS fkEmpresaEstadia`;

export const funcionesExperiencias = {
  mostrarEmpresas: funcion('mostrarEmpresas', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return db
        .prepare('SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia')
        .all() as OpcionEmpresa[];
    },
  }),

  obtenerTodasExperienciasDeEmpresa: funcion('obtenerTodasExperienciasDeEmpresa', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pkEmpresa: pk('Identificador de empresa no válido.') }),
    run({ pkEmpresa }, { db }) {
      const empresa = empresaActiva(db, pkEmpresa);
      if (!empresa) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      const experiencias = db
        .prepare(
          `SELECT ${COLUMNAS} FROM experiencias_estadias WHERE fk_empresa_estadia = ? AND activo = 1
           ORDER BY pk_experiencia_estadia DESC`,
        )
        .all(pkEmpresa) as ExperienciaEstadia[];
      return { empresa, experiencias };
    },
  }),

  registrarExperienciaEstadia: funcion('registrarExperienciaEstadia', {
    acceso: ['a', 'e'],
    escribe: true,
    schema: formExperiencia,
    run({ nombreEstudiante, nivelAcademico, experiencia, fkEmpresaEstadia }, { db, usuario }) {
      if (!empresaActiva(db, fkEmpresaEstadia)) throw new ErrorApi(EMPRESA_NO_ENCONTRADA);
      db.prepare(
        `INSERT INTO experiencias_estadias (fk_empresa_estadia, nombre_estudiante, nombre_norm, nivel_academico, experiencia, fk_usuario)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(fkEmpresaEstadia, nombreEstudiante, normalizar(nombreEstudiante), nivelAcademico, experiencia, usuario?.pk_usuario ?? null);
      return { codigo: 1 as const, mensaje: 'Experiencia de estadía registrada. ¡Gracias por compartirla!' };
    },
  }),

  darBajaExperienciaEstadia: funcion('darBajaExperienciaEstadia', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pk: pk('Identificador de experiencia no válido.') }),
    run({ pk: pkExperiencia }, { db }) {
      const r = db.prepare('UPDATE experiencias_estadias SET activo = 0 WHERE pk_experiencia_estadia = ? AND activo = 1').run(pkExperiencia);
      if (r.changes === 0) throw noEncontrado(EXPERIENCIA_NO_ENCONTRADA);
      return { codigo: 1 as const, mensaje: 'Experiencia de estadía dada de baja.' };
    },
  }),
};

const EXPERIENCIAS_DEMO: [string, NivelAcademico, string][] = [
  ['Mariana López Ávila', 't', 'Durante la estadía de T.S.U. desarrollé pantallas en React para el sistema de inventarios y aprendí a trabajar con revisiones de código. El equipo me integró desde la primera semana.'],
  ['José Ángel Martínez', 'i', 'En la estadía de ingeniería diseñé la arquitectura de un servicio de reportes y la documenté con diagramas C4. Fue un reto aplicar lo visto en Arquitecturas de Software.'],
  ['Daniela Ruiz Esparza', 'l', 'Participé en la migración de una base de datos heredada a PostgreSQL y escribí pruebas automatizadas para los procesos de carga.'],
  ['Luis Fernando Campos', 't', 'Apoyé al área de soporte automatizando tareas con scripts y construí un pequeño tablero para dar seguimiento a incidencias.'],
  ['Ximena Delgado Torres', 'i', 'Trabajé con el equipo de datos creando una API para los indicadores de producción; al terminar la estadía me ofrecieron una plaza.'],
  ['Óscar Romo Pedroza', 'l', 'Colaboré en un proyecto ágil con sprints de dos semanas: levanté requisitos con usuarios y desarrollé módulos del portal interno.'],
];

/** Demo experiences: at each company, a few of them, covering levels t, l and i. */
export function sembrarExperiencias(db: Db, _config: AppConfig): void {
  const empresas = db.prepare('SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1').all() as OpcionEmpresa[];
  const insertar = db.prepare(
    `INSERT INTO experiencias_estadias (fk_empresa_estadia, nombre_estudiante, nombre_norm, nivel_academico, experiencia)
     VALUES (?, ?, ?, ?, ?)`,
  );
  empresas
    .filter((e) => (EMPRESAS_DEMO as readonly string[]).includes(e.nombre_empresa))
    .forEach((empresa, i) => {
      // the last demo company keeps no experiences, to show the empty state
      if (i === EMPRESAS_DEMO.length - 1) return;
      for (let k = 0; k < 3; k++) {
        const [nombre, nivel, texto] = EXPERIENCIAS_DEMO[(i + k * 2) % EXPERIENCIAS_DEMO.length];
        insertar.run(empresa.pk_empresa_estadia, nombre, normalizar(nombre), nivel, texto);
      }
    });
}
