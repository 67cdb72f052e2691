// Demo internship experiences, at the demo companies.
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import type { NivelAcademico } from '@/shared/api/contrato/experiencias';
import { EMPRESAS_DEMO } from '../empresas/semilla';
import { repoEmpresas } from '../empresas/repositorio';
import { repoExperiencias } from './repositorio';

const EXPERIENCIAS_DEMO: [string, NivelAcademico, string][] = [
  [
    'Mariana López Ávila',
    't',
    'Durante la estadía de T.S.U. desarrollé pantallas en React para el sistema de inventarios y aprendí a trabajar con revisiones de código. El equipo me integró desde la primera semana.',
  ],
  [
    'José Ángel Martínez',
    'i',
    'En la estadía de ingeniería diseñé la arquitectura de un servicio de reportes y la documenté con diagramas C4. Fue un reto aplicar lo visto en Arquitecturas de Software.',
  ],
  [
    'Daniela Ruiz Esparza',
    'l',
    'Participé en la migración de una base de datos heredada a PostgreSQL y escribí pruebas automatizadas para los procesos de carga.',
  ],
  [
    'Luis Fernando Campos',
    't',
    'Apoyé al área de soporte automatizando tareas con scripts y construí un pequeño tablero para dar seguimiento a incidencias.',
  ],
  [
    'Ximena Delgado Torres',
    'i',
    'Trabajé con el equipo de datos creando una API para los indicadores de producción; al terminar la estadía me ofrecieron una plaza.',
  ],
  [
    'Óscar Romo Pedroza',
    'l',
    'Colaboré en un proyecto ágil con sprints de dos semanas: levanté requisitos con usuarios y desarrollé módulos del portal interno.',
  ],
];

/** Demo experiences: at each company, a few of them, covering levels t, l and i. */
export async function sembrarExperiencias(db: Db, _config: AppConfig): Promise<void> {
  const repo = repoExperiencias(db);
  const empresas = (await repoEmpresas(db).opcionesPorAlta()).filter((e) => (EMPRESAS_DEMO as readonly string[]).includes(e.nombre_empresa));
  for (const [i, empresa] of empresas.entries()) {
    // the last demo company keeps no experiences, to show the empty state
    if (i === EMPRESAS_DEMO.length - 1) continue;
    for (let k = 0; k < 3; k++) {
      const [nombre, nivel, texto] = EXPERIENCIAS_DEMO[(i + k * 2) % EXPERIENCIAS_DEMO.length];
      await repo.insertar({
        fkEmpresa: empresa.pk_empresa_estadia,
        nombreEstudiante: nombre,
        nivel,
        experiencia: texto,
        fkUsuario: null,
        estatus: 1,
      });
    }
  }
}

// after the companies: the experiences are at the demo companies
export const semilla: Semilla = { sembrar: sembrarExperiencias, despuesDe: ['empresas'] };
