// The experiencias feature's public rows (and nav links): the visitor's first download carries them
// (src/app/publicos.generado.ts lists every feature's filasPublicas.ts), never recurso.ts.
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included. */
export const filasPublicas: readonly FilaPublica[] = [
  {
    path: '/empresas_estadias/:nombreEmpresa/:pkEmpresa',
    cargar: () => import(/* webpackChunkName: "experiencias" */ './publico/ExperienciasEmpresa'),
  },
];
