// Demo projects across several terms, each with its own generated photos and team photo.
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { altDemo, guardarImagenDemo } from '@server/semillas/imagenDemo';
import type { ImagenConAlt } from '@server/db/repositorios/imagenesConAlt';
import { repoProyectos } from './repositorio';

const CARPETA = 'proyectos';

const DEMO_PROYECTOS = [
  {
    nombre: 'Agenda Escolar Móvil',
    cuatrimestre: 2,
    descripcion: 'Aplicación móvil para organizar tareas, horarios y entregas del cuatrimestre, con recordatorios y modo sin conexión.',
    enlace: '',
    miembros: ['Ana Lucía Hernández', 'Jorge Ramírez Soto'],
  },
  {
    nombre: 'Inventario de Laboratorio',
    cuatrimestre: 3,
    descripcion: 'Sistema web para registrar el préstamo de equipo del laboratorio de cómputo, con reportes por periodo.',
    enlace: 'https://github.com/',
    miembros: ['Daniela Ortiz', 'Miguel Ángel López', 'Sofía Reyes'],
  },
  {
    nombre: 'Portal de Tutorías',
    cuatrimestre: 3,
    descripcion: 'Portal donde los alumnos reservan asesorías con sus profesores y califican la sesión.',
    enlace: '',
    miembros: ['Valeria Núñez', 'Emilio Castro'],
  },
  {
    nombre: 'Monitor de Calidad del Aire',
    cuatrimestre: 5,
    descripcion: 'Sensores conectados a una API REST que muestran la calidad del aire del campus en un tablero en tiempo real.',
    enlace: 'https://www.example.com/',
    miembros: ['Fernanda Díaz', 'Ricardo Mora', 'Paola Gutiérrez', 'Iván Salinas'],
  },
  {
    nombre: 'Tienda en Línea Artesanal',
    cuatrimestre: 7,
    descripcion:
      'Comercio electrónico para artesanos de la región: catálogo, carrito y pagos en línea, construido con arquitectura de microservicios.',
    enlace: '',
    miembros: ['Mariana Flores', 'Óscar Medina'],
  },
  {
    nombre: 'Asistente de Admisiones',
    cuatrimestre: 10,
    descripcion: 'Chat de preguntas frecuentes para aspirantes, con panel de administración y estadísticas de consultas.',
    enlace: '',
    miembros: ['Lucía Vargas', 'Tomás Aguilar', 'Renata Cruz'],
  },
  {
    nombre: 'Bolsa de Trabajo Universitaria',
    cuatrimestre: 4,
    descripcion: 'Portal donde las empresas publican vacantes y prácticas, y los alumnos envían su currículum con un clic.',
    enlace: '',
    miembros: ['Alejandra Paredes', 'Diego Cortés'],
  },
  {
    nombre: 'Control de Asistencia con QR',
    cuatrimestre: 2,
    descripcion: 'Los profesores generan un código QR por clase y los alumnos registran su asistencia desde el teléfono.',
    enlace: '',
    miembros: ['Karla Jiménez', 'Luis Fernando Rosales'],
  },
  {
    nombre: 'Huerto Inteligente',
    cuatrimestre: 6,
    descripcion: 'Sensores de humedad y temperatura que riegan el huerto escolar de forma automática y envían alertas.',
    enlace: 'https://www.example.com/',
    miembros: ['Gabriela Mendoza', 'Héctor Villalobos', 'Natalia Peña'],
  },
  {
    nombre: 'Biblioteca Digital',
    cuatrimestre: 8,
    descripcion: 'Catálogo en línea de la biblioteca con reservas, préstamos y recomendaciones según la carrera.',
    enlace: '',
    miembros: ['Andrés Campos', 'Ximena Rivas'],
  },
  {
    nombre: 'Rutas de Transporte Escolar',
    cuatrimestre: 9,
    descripcion: 'Aplicación que muestra en un mapa la ubicación de los camiones escolares y el tiempo estimado de llegada.',
    enlace: '',
    miembros: ['Carolina Beltrán', 'Eduardo Serrano', 'Pablo Quiroz'],
  },
  {
    nombre: 'Plataforma de Cursos en Línea',
    cuatrimestre: 11,
    descripcion: 'Sistema de aprendizaje con videos, cuestionarios y constancias, usado por tres empresas de la región.',
    enlace: 'https://github.com/',
    miembros: ['Verónica Ledesma', 'Santiago Ochoa'],
  },
];

/** Demo projects across several terms, each with its own generated photos and team photo. */
export async function sembrarProyectos(db: Db, config: AppConfig): Promise<void> {
  const repo = repoProyectos(db);
  for (const [n, p] of DEMO_PROYECTOS.entries()) {
    const foto = await guardarImagenDemo(config, CARPETA, 500 + n, 1200, 800);
    const id = await repo.insertar({
      nombre: p.nombre,
      cuatrimestre: p.cuatrimestre,
      descripcion: p.descripcion,
      enlace: p.enlace,
      foto_miembros: foto,
      foto_alt: altDemo(500 + n, `la foto del equipo de «${p.nombre}»`),
      foto_decorativa: false,
    });
    const imagenes: ImagenConAlt[] = [];
    for (let i = 0; i < 2 + (n % 2); i++) {
      const semilla = 100 + n * 3 + i;
      const imagen = await guardarImagenDemo(config, CARPETA, semilla, 1200, 900);
      imagenes.push({ imagen, alt: altDemo(semilla, `«${p.nombre}», imagen ${i + 1}`), decorativa: false });
    }
    await repo.ponerImagenes(id, imagenes);
    for (const [i, m] of p.miembros.entries()) await repo.insertarMiembro(id, m, i);
  }
}

export const semilla: Semilla = { sembrar: sembrarProyectos };
