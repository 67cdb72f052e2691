// The proyectos feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  {
    path: '/proyectos_estudiantes',
    cargar: () => import(/* webpackChunkName: "proyectos" */ './publico/ListaProyectos'),
    enlace: { orden: 1, texto: 'Proyectos', lateral: 'Proyectos de estudiantes' },
  },
  { path: '/proyectos_estudiantes/:pkProyecto', cargar: () => import(/* webpackChunkName: "proyectos" */ './publico/DetalleProyecto') },
];
