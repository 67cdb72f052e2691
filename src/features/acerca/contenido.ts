// Content of /acerca_de: who built this site. Edit this file to change the page (no code changes
// needed); `foto` may be a path under public/ or left out to show the person's initials.
export interface Persona {
  nombre: string;
  papel: string;
  descripcion: string;
  foto?: string;
}

export const INTRO_ACERCA =
  'Este sitio fue desarrollado por estudiantes del programa de Ingeniería en Desarrollo y Gestión de Software como proyecto integrador, con la asesoría de un profesor del programa.';

export const DESARROLLADORES: Persona[] = [
  {
    nombre: 'Andrea Valeria Torres Medina',
    papel: 'Desarrolladora front-end',
    descripcion: 'Diseñó la interfaz, la navegación por roles y la accesibilidad del sitio.',
  },
  {
    nombre: 'Jesús Alberto Ramírez Cano',
    papel: 'Desarrollador back-end',
    descripcion: 'Construyó la API, la base de datos y el manejo seguro de sesiones e imágenes.',
  },
  {
    nombre: 'Daniela Sofía Herrera Luna',
    papel: 'Desarrolladora full-stack y pruebas',
    descripcion: 'Integró los paneles de administración y escribió las pruebas automatizadas.',
  },
];

export const ASESOR: Persona = {
  nombre: 'M. en C. Roberto Carlos Salinas Ibarra',
  papel: 'Profesor asesor',
  descripcion: 'Acompañó el proyecto con revisiones de arquitectura, calidad y buenas prácticas de ingeniería de software.',
};
