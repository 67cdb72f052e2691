// The internship companies described in one place: the api cache tags of api.ts and the role-area route rows
// (app/rutasAreas.tsx builds the areas' route table from every feature's recurso.ts). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.empresas;
const form = () => import(/* webpackChunkName: "area-a" */ './admin/FormEmpresa');

export const recursoEmpresas: Recurso = {
  tags: ['Empresa'],
  filas: [
    { area: 'a', path: R.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ListaEmpresasAdmin') },
    { area: 'a', path: R.registrar, cargar: form },
    { area: 'a', path: R.editar.patron, cargar: form },
  ],
};
