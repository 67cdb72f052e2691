// Demo graduates (casos de éxito) with generated photos; the generations come from the migration.
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { altDemo, guardarImagenDemo } from '@server/semillas/imagenDemo';
import { repoEgresados } from './repositorio';

const EGRESADOS_DEMO: [string, string, string, string][] = [
  [
    'Andrea Castillo Muñoz',
    '2019-2022',
    'Desarrolladora full stack en Nube Norte Software',
    'La carrera me dio bases sólidas de programación y, sobre todo, la confianza para aprender tecnologías nuevas por mi cuenta.',
  ],
  [
    'Roberto Ibarra Soto',
    '2018-2021',
    'Líder técnico en Tecnologías del Bajío',
    'Las dos estadías me abrieron la puerta a mi primer empleo; hoy coordino un equipo de seis desarrolladores.',
  ],
  [
    'Fernanda Olvera Reyes',
    '2017-2020',
    'Ingeniera de datos en Datos y Procesos Aguascalientes',
    'Lo que más valoro son los proyectos integradores: trabajar en equipo con fechas reales es justo lo que vivo hoy.',
  ],
  [
    'Miguel Ángel Esquivel',
    '2016-2019',
    'Fundador de Laboratorio Ágil de Innovación',
    'Empecé mi empresa con compañeros de generación. Los profesores nos orientaron incluso después de egresar.',
  ],
  [
    'Sofía Navarro Lozano',
    '2020-2023',
    'Analista de calidad de software en Médica Digital del Centro',
    'Aprendí a probar y documentar software con rigor; esa disciplina marcó la diferencia en mi entrevista.',
  ],
];

export async function sembrarEgresados(db: Db, config: AppConfig): Promise<void> {
  const repo = repoEgresados(db);
  for (const [i, [nombre, generacion, puesto, comentario]] of EGRESADOS_DEMO.entries()) {
    const foto = await guardarImagenDemo(config, 'egresados', 400 + i, 640, 640);
    const pkGeneracion = await repo.pkGeneracion(generacion);
    if (pkGeneracion === undefined) throw new Error(`La generación ${generacion} no está en la migración.`);
    const pk = await repo.insertar({ nombre, generacion: pkGeneracion, puesto, comentario, foto });
    await repo.ponerAlt(pk, altDemo(400 + i, `la fotografía de ${nombre}`), false);
  }
}

export const semilla: Semilla = { sembrar: sembrarEgresados };
