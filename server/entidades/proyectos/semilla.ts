// Demo projects across several terms, each with its own generated photos and team photo.
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { altDemo, guardarImagenDemo } from '@server/semillas/imagenDemo';
import type { ImagenConAlt } from '@server/db/repositorios/imagenesConAlt';
import { repoProyectos } from './repositorio';

const CARPETA = 'proyectos';

/** Each demo project: its name, term, link ('' for none) and team, in the order they are seeded (its photos follow from its place). */
const DEMO_PROYECTOS: [nombre: string, cuatrimestre: number, enlace: string, miembros: string[]][] = [
  ['Agenda Escolar Móvil', 2, '', ['Ana Lucía Hernández', 'Jorge Ramírez Soto']],
  ['Inventario de Laboratorio', 3, 'https://github.com/', ['Daniela Ortiz', 'Miguel Ángel López', 'Sofía Reyes']],
  ['Portal de Tutorías', 3, '', ['Valeria Núñez', 'Emilio Castro']],
  ['Monitor de Calidad del Aire', 5, 'https://www.example.com/', ['Fernanda Díaz', 'Ricardo Mora', 'Paola Gutiérrez', 'Iván Salinas']],
  ['Tienda en Línea Artesanal', 7, '', ['Mariana Flores', 'Óscar Medina']],
  ['Asistente de Admisiones', 10, '', ['Lucía Vargas', 'Tomás Aguilar', 'Renata Cruz']],
  ['Bolsa de Trabajo Universitaria', 4, '', ['Alejandra Paredes', 'Diego Cortés']],
  ['Control de Asistencia con QR', 2, '', ['Karla Jiménez', 'Luis Fernando Rosales']],
  ['Huerto Inteligente', 6, 'https://www.example.com/', ['Gabriela Mendoza', 'Héctor Villalobos', 'Natalia Peña']],
  ['Biblioteca Digital', 8, '', ['Andrés Campos', 'Ximena Rivas']],
  ['Rutas de Transporte Escolar', 9, '', ['Carolina Beltrán', 'Eduardo Serrano', 'Pablo Quiroz']],
  ['Plataforma de Cursos en Línea', 11, 'https://github.com/', ['Verónica Ledesma', 'Santiago Ochoa']],
];

/** Their descriptions, in the same order. */
const DESCRIPCIONES = [
  'Aplicación móvil para organizar tareas, horarios y entregas del cuatrimestre, con recordatorios y modo sin conexión.',
  'Sistema web para registrar el préstamo de equipo del laboratorio de cómputo, con reportes por periodo.',
  'Portal donde los alumnos reservan asesorías con sus profesores y califican la sesión.',
  'Sensores conectados a una API REST que muestran la calidad del aire del campus en un tablero en tiempo real.',
  'Comercio electrónico para artesanos de la región: catálogo, carrito y pagos en línea, construido con arquitectura de microservicios.',
  'Chat de preguntas frecuentes para aspirantes, con panel de administración y estadísticas de consultas.',
  'Portal donde las empresas publican vacantes y prácticas, y los alumnos envían su currículum con un clic.',
  'Los profesores generan un código QR por clase y los alumnos registran su asistencia desde el teléfono.',
  'Sensores de humedad y temperatura que riegan el huerto escolar de forma automática y envían alertas.',
  'Catálogo en línea de la biblioteca con reservas, préstamos y recomendaciones según la carrera.',
  'Aplicación que muestra en un mapa la ubicación de los camiones escolares y el tiempo estimado de llegada.',
  'Sistema de aprendizaje con videos, cuestionarios y constancias, usado por tres empresas de la región.',
];

/** Demo projects across several terms, each with its own generated photos and team photo. */
export async function sembrarProyectos(db: Db, config: AppConfig): Promise<void> {
  const repo = repoProyectos(db);
  for (const [n, [nombre, cuatrimestre, enlace, miembros]] of DEMO_PROYECTOS.entries()) {
    const foto = await guardarImagenDemo(config, CARPETA, 500 + n, 1200, 800);
    const id = await repo.insertar({
      nombre,
      cuatrimestre,
      descripcion: DESCRIPCIONES[n],
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
