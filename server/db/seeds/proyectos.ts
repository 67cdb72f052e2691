// Demo projects across several terms, each with its own generated images and team photo.
import type { Db } from '../open';
import type { AppConfig } from '../../config';
import { guardarImagenDemo } from './imagenDemo';
import { repoProyectos } from '../../repositorios/proyectos';

const CARPETA = 'proyectos';

const DEMO_PROYECTOS = [
  { nombre: 'Agenda Escolar Móvil', cuatrimestre: 2, descripcion: 'Aplicación móvil para organizar tareas, horarios y entregas del cuatrimestre, con recordatorios y modo sin conexión.', enlace: '', miembros: ['Ana Lucía Hernández', 'Jorge Ramírez Soto'] },
  { nombre: 'Inventario de Laboratorio', cuatrimestre: 3, descripcion: 'Sistema web para registrar el préstamo de equipo del laboratorio de cómputo, con reportes por periodo.', enlace: 'https://github.com/', miembros: ['Daniela Ortiz', 'Miguel Ángel López', 'Sofía Reyes'] },
  { nombre: 'Portal de Tutorías', cuatrimestre: 3, descripcion: 'Portal donde los alumnos reservan asesorías con sus profesores y califican la sesión.', enlace: '', miembros: ['Valeria Núñez', 'Emilio Castro'] },
  { nombre: 'Monitor de Calidad del Aire', cuatrimestre: 5, descripcion: 'Sensores conectados a una API REST que muestran la calidad del aire del campus en un tablero en tiempo real.', enlace: 'https://www.example.com/', miembros: ['Fernanda Díaz', 'Ricardo Mora', 'Paola Gutiérrez', 'Iván Salinas'] },
  { nombre: 'Tienda en Línea Artesanal', cuatrimestre: 7, descripcion: 'Comercio electrónico para artesanos de la región: catálogo, carrito y pagos en línea, construido con arquitectura de microservicios.', enlace: '', miembros: ['Mariana Flores', 'Óscar Medina'] },
  { nombre: 'Asistente de Admisiones', cuatrimestre: 10, descripcion: 'Chat de preguntas frecuentes para aspirantes, con panel de administración y estadísticas de consultas.', enlace: '', miembros: ['Lucía Vargas', 'Tomás Aguilar', 'Renata Cruz'] },
];

/** Demo projects across several terms, each with its own generated images and team photo. */
export function sembrarProyectos(db: Db, config: AppConfig): void {
  const repo = repoProyectos(db);
  DEMO_PROYECTOS.forEach((p, n) => {
    const foto = guardarImagenDemo(config.uploadsDir, CARPETA, 500 + n, 480, 320);
    const id = repo.insertar({ nombre: p.nombre, cuatrimestre: p.cuatrimestre, descripcion: p.descripcion, enlace: p.enlace, foto_miembros: foto });
    repo.ponerImagenes(id, [0, 1, 2].map((i) => guardarImagenDemo(config.uploadsDir, CARPETA, 100 + n * 10 + i)));
    p.miembros.forEach((m, i) => repo.insertarMiembro(id, m, i));
  });
}
