// Curriculum content shown on home (SPEC.md §2): T.S.U. terms one to five and Ingeniería term
// seven. Images are our own drawings in public/img/plan/.
import type { NivelAcademico } from './types';

const img = (n: string) => `/img/plan/${n}.svg`;

export const PLAN: NivelAcademico[] = [
  {
    nivel_academico: 'Técnico Superior Universitario en Desarrollo de Software Multiplataforma',
    cuatrimestres: [
      {
        numero: 1,
        materias: [
          { nombre: 'Fundamentos de Programación', puntos: ['Algoritmos y diagramas de flujo', 'Variables, tipos de datos y operadores', 'Estructuras de control y funciones'], imgs: [img('codigo')] },
          { nombre: 'Fundamentos de Redes', puntos: ['Modelo OSI y TCP/IP', 'Direccionamiento IPv4 e IPv6', 'Cableado estructurado'], imgs: [img('redes')] },
          { nombre: 'Fundamentos Matemáticos', puntos: ['Lógica proposicional', 'Conjuntos y relaciones', 'Sistemas numéricos'], imgs: [img('matematicas')] },
          { nombre: 'Comunicación y Habilidades Digitales', puntos: ['Redacción de documentos técnicos', 'Presentaciones efectivas', 'Herramientas de colaboración en línea'], imgs: [img('equipo')] },
          { nombre: 'Inglés I', puntos: ['Presentaciones personales', 'Rutinas y descripciones', 'Vocabulario de tecnología'], imgs: [img('idiomas')] },
        ],
      },
      {
        numero: 2,
        materias: [
          { nombre: 'Programación Estructurada', puntos: ['Arreglos y cadenas', 'Modularidad y recursividad', 'Manejo de archivos'], imgs: [img('codigo')] },
          { nombre: 'Sistemas Operativos', puntos: ['Procesos e hilos', 'Administración de memoria', 'Línea de comandos en Linux'], imgs: [img('servidor')] },
          { nombre: 'Conmutación y Enrutamiento de Redes', puntos: ['VLAN y conmutación', 'Enrutamiento estático y dinámico', 'Seguridad básica de red'], imgs: [img('redes')] },
          { nombre: 'Probabilidad y Estadística', puntos: ['Estadística descriptiva', 'Distribuciones de probabilidad', 'Análisis de datos con hojas de cálculo'], imgs: [img('matematicas')] },
          { nombre: 'Inglés II', puntos: ['Pasado simple y continuo', 'Descripción de procesos', 'Correos formales'], imgs: [img('idiomas')] },
        ],
      },
      {
        numero: 3,
        materias: [
          { nombre: 'Programación Orientada a Objetos', puntos: ['Clases, objetos y encapsulamiento', 'Herencia y polimorfismo', 'Interfaces y excepciones'], imgs: [img('codigo')] },
          { nombre: 'Bases de Datos', puntos: ['Modelo entidad-relación', 'Normalización', 'Consultas SQL'], imgs: [img('datos')] },
          { nombre: 'Tópicos de Calidad para el Diseño de Software', puntos: ['Modelos de calidad ISO 25010', 'Pruebas unitarias', 'Revisión de código'], imgs: [img('calidad')] },
          { nombre: 'Proyecto Integrador I', puntos: ['Levantamiento de requerimientos', 'Planeación con metodologías ágiles', 'Prototipo funcional'], imgs: [img('equipo')] },
          { nombre: 'Inglés III', puntos: ['Futuro y condicionales', 'Lectura de documentación técnica', 'Entrevistas de trabajo'], imgs: [img('idiomas')] },
        ],
      },
      {
        numero: 4,
        materias: [
          { nombre: 'Aplicaciones Web', puntos: ['HTML semántico y CSS', 'JavaScript y el DOM', 'Accesibilidad web'], imgs: [img('web')] },
          { nombre: 'Estructura de Datos', puntos: ['Listas, pilas y colas', 'Árboles y grafos', 'Ordenamiento y búsqueda'], imgs: [img('datos')] },
          { nombre: 'Desarrollo de Aplicaciones Móviles', puntos: ['Interfaces para dispositivos móviles', 'Ciclo de vida de una app', 'Consumo de servicios'], imgs: [img('movil')] },
          { nombre: 'Análisis y Diseño de Software', puntos: ['Casos de uso y UML', 'Patrones de diseño', 'Documentación de requerimientos'], imgs: [img('calidad')] },
          { nombre: 'Inglés IV', puntos: ['Voz pasiva', 'Presentaciones técnicas', 'Redacción de reportes'], imgs: [img('idiomas')] },
        ],
      },
      {
        numero: 5,
        materias: [
          { nombre: 'Aplicaciones Web Orientadas a Servicios', puntos: ['APIs REST', 'Autenticación y sesiones', 'Despliegue de servicios'], imgs: [img('web')] },
          { nombre: 'Bases de Datos para Cómputo en la Nube', puntos: ['Bases de datos NoSQL', 'Servicios administrados en la nube', 'Respaldo y replicación'], imgs: [img('nube')] },
          { nombre: 'Diseño de Apps', puntos: ['Experiencia de usuario', 'Prototipos de alta fidelidad', 'Pruebas de usabilidad'], imgs: [img('movil')] },
          { nombre: 'Proyecto Integrador II', puntos: ['Desarrollo con un cliente real', 'Integración continua', 'Presentación de resultados'], imgs: [img('equipo')] },
          { nombre: 'Inglés V', puntos: ['Negociación y acuerdos', 'Comunicación en equipos internacionales', 'Preparación de certificación'], imgs: [img('idiomas')] },
        ],
      },
    ],
  },
  {
    nivel_academico: 'Ingeniería en Desarrollo y Gestión de Software',
    cuatrimestres: [
      {
        numero: 7,
        materias: [
          {
            nombre: 'Arquitecturas de Software',
            puntos: ['Estilos arquitectónicos: capas, microservicios y eventos', 'Atributos de calidad y tácticas', 'Documentación y evaluación de arquitecturas'],
            imgs: [img('arquitectura'), img('nube')],
          },
        ],
      },
    ],
  },
];
