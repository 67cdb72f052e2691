// The foro feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  {
    path: '/foro',
    cargar: () => import(/* webpackChunkName: "foro" */ './publico/ListaTopicos'),
    enlace: { orden: 5, texto: 'Foro', lateral: 'Foro' },
  },
  { path: '/foro/:idTopico', cargar: () => import(/* webpackChunkName: "foro" */ './publico/Topico') },
  { path: '/foro/responder_pregunta/:idPregunta', cargar: () => import(/* webpackChunkName: "foro" */ './publico/ResponderPregunta') },
];
