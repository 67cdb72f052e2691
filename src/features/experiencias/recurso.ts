// The internship experiences described in one place: the api cache tags of api.ts and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: README, Design). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.empresas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Experiencia', 'Empresa'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  {
    path: '/empresas_estadias/:nombreEmpresa/:pkEmpresa',
    cargar: () => import(/* webpackChunkName: "experiencias" */ './publico/ExperienciasEmpresa'),
  },
];

export const recurso: Recurso = {
  tags,
  filas: [
    { area: 'a', path: R.registrarExperiencia, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/RegistrarExperienciaAdmin') },
    { area: 'a', path: R.experiencias.patron, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ExperienciasAdmin') },
    { area: 'a', path: R.pendientes, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ExperienciasPendientes') },
    {
      area: 'e',
      path: rutas.alumno.registrarExperiencia,
      cargar: () => import(/* webpackChunkName: "area-e" */ './alumno/RegistrarExperienciaAlumno'),
    },
  ],
};
