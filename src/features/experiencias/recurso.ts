// The internship experiences described in one place: its role-area route rows and admin tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.empresas;

export const recurso: Recurso = {
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
