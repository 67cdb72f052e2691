// The forum described in one place: the api cache tags of api.ts and the role-area route rows
// (app/rutasAreas.tsx builds the areas' route table from every feature's recurso.ts). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.moderacion;

export const recursoForo: Recurso = {
  tags: ['Foro'],
  filas: [
    { area: 'a', path: R.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Moderacion') },
    { area: 'a', path: R.responder.patron, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ResponderAdmin') },
    { area: 'e', path: rutas.alumno.responder.patron, cargar: () => import(/* webpackChunkName: "area-e" */ './alumno/ResponderAlumno') },
  ],
};
