// The usuarios feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';
import { RUTA_CAMBIAR_CONTRASENA, RUTA_MI_CUENTA } from '@/shared/modelo/sesion';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  // any logged-in role (the page sends visitors to /login); see destinoGuardia
  { path: RUTA_CAMBIAR_CONTRASENA, cargar: () => import(/* webpackChunkName: "cuenta" */ './cuenta/CambiarContrasena'), soloCliente: true },
  { path: RUTA_MI_CUENTA, cargar: () => import(/* webpackChunkName: "cuenta" */ './cuenta/CambiarContrasena'), soloCliente: true },
];
