// Demo projects across several terms, each with its own generated photos and team photo.
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { altDemo, guardarImagenDemo } from '@server/semillas/imagenDemo';
import type { ImagenConAlt } from '@server/db/repositorios/imagenesConAlt';
import { repoProyectos } from './repositorio';

const CARPETA = 'proyectos';

/** Each demo project, in the order they are seeded (its photos follow from its place): name, term, link ('' for none), team, description. */
const DEMO_PROYECTOS: [nombre: string, cuatrimestre: number, enlace: string, miembros: string[], descripcion: string][] = [
  [
    'Agenda Escolar Móvil',
    2,
    '',
    ['Ana Lucía Hernández', 'Jorge Ramírez Soto'],
    'Aplicación móvil para organizar tareas, horarios y entregas del cuatrimestre, con recordatorios y modo sin conexión.',
  ],
  [
    'Inventario de Laboratorio',
    3,
    'https://github.com/',
    ['Daniela Ortiz', 'Miguel Ángel López', 'Sofía Reyes'],
    'Sistema web para registrar el préstamo de equipo del laboratorio de cómputo, con reportes por periodo.',
  ],
  [
    'Portal de Tutorías',
    3,
    '',
    ['Valeria Núñez', 'Emilio Castro'],
    'Portal donde los alumnos reservan asesorías con sus profesores y califican la sesión.',
  ],
  [
    'Monitor de Calidad del Aire',
    5,
    'https://www.example.com/',
    ['Fernanda Díaz', 'Ricardo Mora', 'Paola Gutiérrez', 'Iván Salinas'],
    'Sensores conectados a una API REST que muestran la calidad del aire del campus en un tablero en tiempo real.',
  ],
  [
    'Tienda en Línea Artesanal',
    7,
    '',
    ['Mariana Flores', 'Óscar Medina'],
    'Comercio electrónico para artesanos de la región: catálogo, carrito y pagos en línea, construido con arquitectura de microservicios.',
  ],
  [
    'Asistente de Admisiones',
    10,
    '',
    ['Lucía Vargas', 'Tomás Aguilar', 'Renata Cruz'],
    'Chat de preguntas frecuentes para aspirantes, con panel de administración y estadísticas de consultas.',
  ],
  [
    'Bolsa de Trabajo Universitaria',
    4,
    '',
    ['Alejandra Paredes', 'Diego Cortés'],
    'Portal donde las empresas publican vacantes y prácticas, y los alumnos envían su currículum con un clic.',
  ],
  [
    'Control de Asistencia con QR',
    2,
    '',
    ['Karla Jiménez', 'Luis Fernando Rosales'],
    'Los profesores generan un código QR por clase y los alumnos registran su asistencia desde el teléfono.',
  ],
  [
    'Huerto Inteligente',
    6,
    'https://www.example.com/',
    ['Gabriela Mendoza', 'Héctor Villalobos', 'Natalia Peña'],
    'Sensores de humedad y temperatura que riegan el huerto escolar de forma automática y envían alertas.',
  ],
  [
    'Biblioteca Digital',
    8,
    '',
    ['Andrés Campos', 'Ximena Rivas'],
    'Catálogo en línea de la biblioteca con reservas, préstamos y recomendaciones según la carrera.',
  ],
  [
    'Rutas de Transporte Escolar',
    9,
    '',
    ['Carolina Beltrán', 'Eduardo Serrano', 'Pablo Quiroz'],
    'Aplicación que muestra en un mapa la ubicación de los camiones escolares y el tiempo estimado de llegada.',
  ],
  [
    'Plataforma de Cursos en Línea',
    11,
    'https://github.com/',
    ['Verónica Ledesma', 'Santiago Ochoa'],
    'Sistema de aprendizaje con videos, cuestionarios y constancias, usado por tres empresas de la región.',
  ],
];

/** Demo projects across several terms, each with its own generated photos and team photo. */
export async function sembrarProyectos(db: Db, config: AppConfig): Promise<void> {
  const repo = repoProyectos(db);
  for (const [n, [nombre, cuatrimestre, enlace, miembros, descripcion]] of DEMO_PROYECTOS.entries()) {
    const foto = await guardarImagenDemo(config, CARPETA, 500 + n, 1200, 800);
    const id = await repo.insertar({
      nombre,
      cuatrimestre,
      descripcion,
      enlace,
      foto_miembros: foto,
      foto_alt: altDemo(500 + n, `la foto del equipo de «${nombre}»`),
      foto_decorativa: false,
    });
    const imagenes: ImagenConAlt[] = [];
    for (let i = 0; i < 2 + (n % 2); i++) {
      const semilla = 100 + n * 3 + i;
      const imagen = await guardarImagenDemo(config, CARPETA, semilla, 1200, 900);
      imagenes.push({ imagen, alt: altDemo(semilla, `«${nombre}», imagen ${i + 1}`), decorativa: false });
    }
    await repo.ponerImagenes(id, imagenes);
    for (const [i, m] of miembros.entries()) await repo.insertarMiembro(id, m, i);
  }
}

export const semilla: Semilla = { sembrar: sembrarProyectos };
