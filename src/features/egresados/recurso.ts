// The graduates (casos de éxito) described in one place: the api cache tags of api.ts and the role-area route rows
// (app/rutasAreas.tsx builds the areas' route table from every feature's recurso.ts). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.egresados;
const form = () => import(/* webpackChunkName: "area-a" */ './admin/FormEgresado');

export const recursoEgresados: Recurso = {
  tags: ['Egresado', 'Generacion'],
  filas: [
    { area: 'a', path: R.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ListaEgresadosAdmin') },
    { area: 'a', path: R.agregar, cargar: form },
    { area: 'a', path: R.editar.patron, cargar: form },
  ],
};
