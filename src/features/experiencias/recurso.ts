// The internship experiences described in one place: its api endpoints and cache tags and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.empresas;

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only),
 * mostrarEmpresas for the form's company select among them (this feature's own endpoint: features
 * never import each other). Company lists share the 'Empresa' LIST tag, so a company saved or
 * deactivated elsewhere refreshes the select and the experiences page; Experiencia/PENDIENTES is
 * the review queue (validating or discarding one refreshes it and the companies' pages). */
export const llamadas = {
  mostrarEmpresas: { da: [{ type: 'Empresa', id: 'LIST' }] },
  obtenerTodasExperienciasDeEmpresa: {
    arg: 'pkEmpresa',
    da: [
      { type: 'Experiencia', id: 'LIST' },
      { type: 'Empresa', id: 'LIST' },
      { type: 'Empresa', campo: 'pkEmpresa' },
    ],
  },
  registrarExperienciaEstadia: {
    invalida: [
      { type: 'Experiencia', id: 'LIST' },
      { type: 'Experiencia', id: 'PENDIENTES' },
    ],
  },
  traerExperienciasPendientes: { da: [{ type: 'Experiencia', id: 'PENDIENTES' }] },
} satisfies Llamadas;

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
