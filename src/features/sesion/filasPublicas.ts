// The sesion feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  { path: '/login', cargar: () => import(/* webpackChunkName: "login" */ './IniciarSesion') },
  { path: '/olvide_contrasena', cargar: () => import(/* webpackChunkName: "restablecer" */ './restablecer/OlvideContrasena') },
  // the token is in the address: rendered in the browser only, never cached by the server
  {
    path: '/restablecer_contrasena',
    cargar: () => import(/* webpackChunkName: "restablecer" */ './restablecer/RestablecerContrasena'),
    soloCliente: true,
  },
];
