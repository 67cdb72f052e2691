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
  // "¿Olvidó su contraseña?" and the page its e-mail's link opens (issue 38)
  pedirRestablecimiento: { tipo: 'mutation' },
  restablecerContrasena: { tipo: 'mutation' },
  traerOpcionesOidc: { tipo: 'query' },
} satisfies Llamadas;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  { path: '/login', cargar: () => import(/* webpackChunkName: "login" */ './IniciarSesion') },
  { path: '/olvide_contrasena', cargar: () => import(/* webpackChunkName: "restablecer" */ './restablecer/OlvideContrasena') },
  // the token is in the address: rendered in the browser only, never cached by the server
  {
    path: '/restablecer_contrasena',
    cargar: () => import(/* webpackChunkName: "restablecer" */ './restablecer/RestablecerContrasena'),
    soloCliente: true,
  },
];
