// The egresados feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  {
    path: '/casos_de_exito',
    cargar: () => import(/* webpackChunkName: "egresados" */ './publico/CasosExito'),
    enlace: { orden: 3, texto: 'Casos de éxito', lateral: 'Casos de éxito' },
  },
];
