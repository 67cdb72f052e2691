// Demo events: a dozen, each with one to three generated images, most with dates and a place.
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { altDemo, guardarImagenDemo } from '@server/semillas/imagenDemo';
import type { ImagenConAlt } from '@server/db/repositorios/imagenesConAlt';
import { repoEventos, type CuandoGuardado } from './repositorio';
import { aUtc } from '@/shared/lib/zonaHoraria';

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

const LUGARES = ['Auditorio del edificio de Tecnologías de la Información', 'Laboratorio de Software 3', 'Explanada principal de la universidad'];

/**
 * When and where each demo event happens, relative to the seeding day (in the programme's zone):
 * the first five upcoming, the next four past, the Hackatón cancelled, the Feria all day, the
 * Conferencia online, the last three undated (as events registered before dates existed).
 */
function cuandoDemo(n: number, zona: string, hoy: Date): Partial<CuandoGuardado> {
  const dias = [7, 12, 3, 20, 5, -9, -30, -60, -95][n];
  if (dias === undefined) return {};
  const dia = new Date(hoy.getTime() + dias * 86_400_000).toISOString().slice(0, 10);
  if (n === 3) return { inicio: dia, fin: new Date(Date.parse(dia) + 86_400_000).toISOString().slice(0, 10), todoElDia: true, lugar: LUGARES[2] };
  const hora = 9 + (n % 4) * 2;
  const a = (h: number) => aUtc(`${dia}T${String(h).padStart(2, '0')}:00`, zona);
  return {
    inicio: a(hora),
    fin: a(hora + 2),
    lugar: n === 4 ? '' : LUGARES[n % 2],
    enlaceEnLinea: n === 4 ? 'https://meet.example.edu.mx/arquitectura-nube' : '',
    cancelado: n === 1,
  };
}

/** A dozen demo events, each with one to three generated photos, most of them dated around today. */
export async function sembrarEventos(db: Db, config: AppConfig, hoy = new Date()): Promise<void> {
  const repo = repoEventos(db);
  for (const [n, [nombre, descripcion]] of DEMO_EVENTOS.entries()) {
    const id = await repo.insertar({ nombre, descripcion, ...cuandoDemo(n, config.zonaHoraria, hoy) });
    const imagenes: ImagenConAlt[] = [];
    for (let i = 0; i < 1 + (n % 3); i++) {
      const semilla = 203 + n * 3 + i;
      const imagen = await guardarImagenDemo(config, 'eventos', semilla, 1200, 900);
      imagenes.push({ imagen, alt: altDemo(semilla, `«${nombre}», imagen ${i + 1}`), decorativa: false });
    }
    await repo.ponerImagenes(id, imagenes);
  }
}

export const semilla: Semilla = { sembrar: (db, config) => sembrarEventos(db, config) };
