// Demo events: a dozen, each with one to three generated images.
import type { Db } from '../db';
import type { AppConfig } from '@server/config';
import { guardarImagenDemo } from './imagenDemo';
import { repoEventos } from '../repositorios/eventos';

const DEMO_EVENTOS = [
  ['Semana de la Ingeniería 2026', 'Conferencias, talleres y exposición de proyectos de todos los cuatrimestres durante cinco días.'],
  ['Hackatón Universitario', 'Veinticuatro horas para resolver retos propuestos por empresas de la región, en equipos de tres a cinco alumnos.'],
  ['Taller de Git y GitHub', 'Taller práctico de control de versiones: ramas, solicitudes de cambio y revisión de código.'],
  ['Feria de Estadías', 'Empresas de la región presentan sus vacantes de estadía y entrevistan a los alumnos de quinto y décimo cuatrimestre.'],
  ['Conferencia: Arquitectura en la Nube', 'Un egresado comparte su experiencia diseñando sistemas escalables en la nube.'],
  ['Concurso de Programación', 'Competencia individual de algoritmos con problemas de tres niveles de dificultad.'],
  ['Visita Industrial', 'Recorrido por el centro de desarrollo de una empresa de software de la ciudad.'],
  ['Bienvenida de Nuevo Ingreso', 'Presentación del programa, de los profesores y de las instalaciones a los alumnos de primer cuatrimestre.'],
  ['Taller de Accesibilidad Web', 'Buenas prácticas para construir sitios usables por todas las personas, con pruebas en lectores de pantalla.'],
  ['Día de la Mujer en la Tecnología', 'Panel con ingenieras de la industria y la academia sobre sus trayectorias profesionales.'],
  ['Presentación de Proyectos Integradores', 'Los equipos de séptimo cuatrimestre presentan sus proyectos integradores ante un jurado externo.'],
  ['Torneo de Videojuegos Educativos', 'Los alumnos juegan y evalúan videojuegos educativos desarrollados en la materia de programación.'],
];

/** A dozen demo events, each with one to three generated photos. */
export async function sembrarEventos(db: Db, config: AppConfig): Promise<void> {
  const repo = repoEventos(db);
  for (const [n, [nombre, descripcion]] of DEMO_EVENTOS.entries()) {
    const id = await repo.insertar({ nombre, descripcion });
    const imagenes: string[] = [];
    for (let i = 0; i < 1 + (n % 3); i++) imagenes.push(await guardarImagenDemo(config.uploadsDir, 'eventos', 203 + n * 3 + i, 1200, 900));
    await repo.ponerImagenes(id, imagenes);
  }
}
