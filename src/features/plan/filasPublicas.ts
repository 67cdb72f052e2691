// The plan feature's public row and nav link (issue 44: "Plan de estudios" in the top and phone menus):
// /plan_de_estudios, the curriculum on a page of its own (the home shows it too), server-rendered.
import type { FilaPublica } from '@/shared/recurso';

/** Its public row, nav link included (before the five of docs/SPEC.md §2: decision 0063). */
export const filasPublicas: readonly FilaPublica[] = [
  {
    path: '/plan_de_estudios',
    cargar: () => import(/* webpackChunkName: "plan" */ './publico/PaginaPlan'),
    enlace: { orden: 0.5, texto: 'Plan de estudios', lateral: 'Plan de estudios' },
  },
];
