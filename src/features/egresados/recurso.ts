// The graduates (casos de éxito) described in one place: its api endpoints and cache tags and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { listaConEdicion } from '@/shared/rutaCon';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`, which every layer reads:
 * literals and @/shared's `con()`, `listaConEdicion()` only). */
export const rutasAdmin = {
  egresados: {
    ...listaConEdicion('/panel_admin/panel_casos_exito', 'editar_caso_exito', 'idCasoExito'),
    agregar: '/panel_admin/panel_casos_exito/agregar_caso_exito',
  },
};

const R = rutasAdmin.egresados;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Egresados');
const form = () => admin().then((m) => ({ default: m.FormEgresado }));

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Egresado', 'Generacion'] as const;

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only).
 * Lists carry { type: 'Egresado', id: 'LIST' }: saving a graduate refreshes them. */
export const llamadas = {
  mostrarGeneraciones: { da: ['Generacion'] },
  traerCasosExito: { da: [{ type: 'Egresado', id: 'LIST' }] },
  obtenerEgresado: { arg: 'idCasoExito', da: [{ type: 'Egresado', campo: 'idCasoExito' }] },
  registrarCasoExito: { invalida: [{ type: 'Egresado', id: 'LIST' }] },
  editarEgresado: {
    invalida: [
      { type: 'Egresado', id: 'LIST' },
      { type: 'Egresado', campo: 'idCasoExito' },
    ],
  },
} satisfies Llamadas;

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
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.agregar, cargar: form },
    { area: 'a', path: R.editar.patron, cargar: form },
  ],
};
