// The avisos feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  // the confirmation e-mail's link: sends its token once, in the browser (a link scanner that
  // fetches the page without running it confirms nothing)
  { path: '/confirmar_correo', cargar: () => import(/* webpackChunkName: "confirmar-correo" */ './publico/ConfirmarCorreo'), soloCliente: true },
];
