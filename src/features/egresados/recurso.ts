// The graduates (casos de éxito) described in one place: the api cache tags of api.ts and the role-area route rows
// (app/rutasAreas.tsx builds the areas' route table from every feature's recurso.ts). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.egresados;
const form = () => import(/* webpackChunkName: "area-a" */ './admin/FormEgresado');

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Egresado', 'Generacion'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  {
    path: '/casos_de_exito',
    cargar: () => import(/* webpackChunkName: "egresados" */ './publico/CasosExito'),
    enlace: { orden: 3, texto: 'Casos de éxito', lateral: 'Casos de éxito' },
  },
];

export const recurso: Recurso = {
  tags,
  mosaico: { orden: 5, to: R.lista, titulo: 'Egresados', texto: 'Casos de éxito de nuestros egresados.' },
  filas: [
    { area: 'a', path: R.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ListaEgresadosAdmin') },
    { area: 'a', path: R.agregar, cargar: form },
    { area: 'a', path: R.editar.patron, cargar: form },
  ],
};
