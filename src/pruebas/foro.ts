// Test helpers of the forum: the scripted api.php (testing/apiPrueba.ts), and sessions to preload,
// topics and questions to answer with. Not shipped: only *.test.tsx files import it.
import { apiFalsa, type ApiFalsa, type Campos } from './apiPrueba';
import type { SessionState } from '../shared/modelo/sesion';

export { apiFalsa };
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

/** For the whole file: the scripted api (handed to `alAbrir`), its calls emptied and its script
 * set anew from `guion()` before each test. */
export function apiDelForo(alAbrir: (api: ApiFalsa) => void, guion: () => Guion): void {
  let api: ApiFalsa;
  beforeAll(async () => {
    api = await apiFalsa({});
    alAbrir(api);
  });
  afterAll(() => api.cerrar());
  beforeEach(() => {
    api.llamadas.length = 0;
    api.guion = guion();
  });
}
