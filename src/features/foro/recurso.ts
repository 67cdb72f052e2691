// The forum described in one place: the api cache tags of api.ts and the role-area route rows
// (app/rutasAreas.tsx builds the areas' route table from every feature's recurso.ts). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.moderacion;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Foro'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  {
    path: '/foro',
    cargar: () => import(/* webpackChunkName: "foro" */ './publico/ListaTopicos'),
    enlace: { orden: 5, texto: 'Foro', lateral: 'Foro' },
  },
  { path: '/foro/:idTopico', cargar: () => import(/* webpackChunkName: "foro" */ './publico/Topico') },
  { path: '/foro/responder_pregunta/:idPregunta', cargar: () => import(/* webpackChunkName: "foro" */ './publico/ResponderPregunta') },
];

export const recurso: Recurso = {
  tags,
  mosaico: { orden: 1, to: R.lista, titulo: 'Preguntas y Respuestas', texto: 'Valida o descarta las preguntas y respuestas del foro.' },
  filas: [
    { area: 'a', path: R.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Moderacion') },
    { area: 'a', path: R.responder.patron, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ResponderAdmin') },
    { area: 'e', path: rutas.alumno.responder.patron, cargar: () => import(/* webpackChunkName: "area-e" */ './alumno/ResponderAlumno') },
  ],
};
