// The login described in one place: its public rows (recurso.ts's `publico`, gathered by `npm run generar`).
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica } from '@/shared/recurso';

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only):
 * login and logout, the login's second step and enrolment during the login, the university sign-in's options. */
export const llamadas = {
  iniciarSesion: { tipo: 'mutation' },
  verificarDosPasos: { tipo: 'mutation' },
  posponerDosPasos: { tipo: 'mutation' },
  inscribirDosPasos: { tipo: 'mutation' },
  confirmarDosPasos: { tipo: 'mutation' },
  cerrarSesion: { tipo: 'mutation' },
  traerOpcionesOidc: { tipo: 'query' },
} satisfies Llamadas;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [{ path: '/login', cargar: () => import(/* webpackChunkName: "login" */ './IniciarSesion') }];
