// Test helpers of the forum: the scripted api.php (testing/apiPrueba.ts), and sessions to preload,
// topics and questions to answer with. Not shipped: only *.test.tsx files import it.
import { apiConGuion, apiFalsa, type ApiFalsa, type Campos } from './apiPrueba';
import type { SessionState } from '../shared/modelo/sesion';

export { apiConGuion, apiFalsa };
export type { ApiFalsa, Campos };
export type Guion = Record<string, (campos: Campos) => unknown>;

export const sesion = (rol: 'e' | 'a' | 's'): { session: SessionState } => ({
  session: { rol, pk_usuario: 1, nombre_persona: rol === 'e' ? 'Ana Alumna' : 'Carlos Admin', contrasena_inicial: false },
});

export const TOPICOS = [
  { pk_topico_pregunta: 1, nombre_topico: 'Preguntas frecuentes', descripcion: 'Costos y duración.', frecuentes: 1 },
  { pk_topico_pregunta: 2, nombre_topico: 'Admisión e inscripciones', descripcion: 'Requisitos y fechas.', frecuentes: 0 },
  { pk_topico_pregunta: 3, nombre_topico: 'Plan de estudios y materias', descripcion: 'Materias.', frecuentes: 0 },
  { pk_topico_pregunta: 4, nombre_topico: 'Estadías y vida estudiantil', descripcion: 'Estadías.', frecuentes: 0 },
];

/** The FAQ topic's entries as a new site has them (docs/SPEC.md §9, migration 015). */
export const FRECUENTES = [
  { pk_pregunta_frecuente: 1, pregunta: '¿Cuánto cuesta la colegiatura?', respuesta: 'La colegiatura base es de $1,800.' },
  {
    pk_pregunta_frecuente: 2,
    pregunta: '¿Cuánto dura el programa?',
    respuesta: '2 años de T.S.U. más 1 año 8 meses de ingeniería: 3 años 8 meses en total.',
  },
  {
    pk_pregunta_frecuente: 3,
    pregunta: '¿Cuántas estadías se realizan?',
    respuesta: 'Dos periodos de estadía en empresa: uno al terminar el T.S.U. y otro al terminar la ingeniería.',
  },
];
