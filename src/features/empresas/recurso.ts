// The internship companies described in one place: its api endpoints and cache tags and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { con } from '@/shared/rutaCon';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`, which every layer reads:
 * literals and `con()` only). */
export const rutasAdmin = {
  empresas: {
    lista: '/panel_admin/empresas_estadias',
    registrar: '/panel_admin/empresas_estadias/registrar_empresa_estadia',
    editar: con('/panel_admin/empresas_estadias/editar_empresa_estadia', 'pk'),
    registrarExperiencia: '/panel_admin/empresas_estadias/registrar_experiencia_estadia',
    experiencias: con('/panel_admin/empresas_estadias/experiencias_estadias', 'pkEmpresa'),
    pendientes: '/panel_admin/empresas_estadias/experiencias_pendientes',
  },
};

const R = rutasAdmin.empresas;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Empresas');
const form = () => admin().then((m) => ({ default: m.FormEmpresa }));

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only).
 * The list carries { type: 'Empresa', id: 'LIST' }: saving or deactivating a company refreshes
 * every list of companies (the experience form's select too). */
export const llamadas = {
  obtenerTodasEmpresasEstadias: { da: [{ type: 'Empresa', id: 'LIST' }] },
  obtenerEmpresaEstadia: { arg: 'pk', da: [{ type: 'Empresa', campo: 'pk' }] },
  registrarEmpresaEstadia: { invalida: [{ type: 'Empresa', id: 'LIST' }] },
  editarEmpresaEstadia: {
    invalida: [
      { type: 'Empresa', id: 'LIST' },
      { type: 'Empresa', campo: 'pkEmpresa' },
    ],
  },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Empresa'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  {
    path: '/empresas_estadias',
    cargar: () => import(/* webpackChunkName: "empresas" */ './publico/ListaEmpresas'),
    enlace: { orden: 2, texto: 'Estadías', lateral: 'Experiencias de estadías' },
  },
];

export const recurso: Recurso = {
  tags,
  mosaico: { orden: 3, to: R.lista, titulo: 'Empresas de Estadias', texto: 'Empresas de estadía y experiencias de los alumnos.' },
  filas: [
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.registrar, cargar: form },
    { area: 'a', path: R.editar.patron, cargar: form },
  ],
};
