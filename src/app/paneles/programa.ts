// schema.org: the programme and who offers it, as the home and /admisiones describe it (each page adds what it knows).
import { SITIO } from '@/shared/config';

export const DESCRIPCION_PROGRAMA =
  'Ingeniería en Desarrollo y Gestión de Software: plan de estudios, proyectos de estudiantes, estadías, eventos y foro.';

export const PROGRAMA = {
  '@context': 'https://schema.org',
  '@type': 'EducationalOccupationalProgram',
  name: SITIO.nombre,
  description: DESCRIPCION_PROGRAMA,
  educationalCredentialAwarded: [
    'Técnico Superior Universitario en Desarrollo de Software Multiplataforma',
    'Ingeniería en Desarrollo y Gestión de Software',
  ],
  timeToComplete: 'P3Y8M',
  inLanguage: 'es',
  provider: { '@type': 'CollegeOrUniversity', name: 'Universidad Tecnológica', url: SITIO.universidad },
} as const;
