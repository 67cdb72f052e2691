// The paginas feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows. */
export const filasPublicas: readonly FilaPublica[] = [
  { path: '/acerca_de', cargar: () => import(/* webpackChunkName: "acerca" */ './publico/AcercaDe') },
];
