// The eventos feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  {
    path: '/eventos',
    cargar: () => import(/* webpackChunkName: "eventos" */ './publico/ListaEventos'),
    enlace: { orden: 4, texto: 'Eventos', lateral: 'Eventos' },
  },
];
