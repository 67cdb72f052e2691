// The staff-edited pages described in one place (issue 32): their api endpoints and cache tag, the
// public /acerca_de row, the admin paths and rows and the panel's "Páginas" tile (`npm run generar`
// gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). /admisiones and the
// home compose these pages with other features in app/paneles; the footer's contact block is app/marcos'.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { con } from '@/shared/rutaCon';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`: literals and @/shared's `con()` only). */
export const rutasAdmin = {
  paginas: {
    lista: '/panel_admin/paginas',
    editar: con('/panel_admin/paginas/editar', 'clave'),
  },
};

const R = rutasAdmin.paginas;
const lista = () => import(/* webpackChunkName: "area-a" */ './admin/Paginas');
const editor = () => import(/* webpackChunkName: "area-a" */ './admin/EditarPagina');

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Pagina'] as const;

/** What every visitor's page reads (copied as text into api.generado.ts, literals only): one page by its key. */
export const llamadas = {
  mostrarPagina: { arg: 'clave', da: [{ type: 'Pagina', campo: 'clave' }] },
} satisfies Llamadas;

/** The editor's endpoints, in their own module (edicionApi.generado.ts): a visitor's download carries none of them. */
export const llamadasEdicion = {
  traerPaginas: { da: [{ type: 'Pagina', id: 'LIST' }] },
  editarPagina: {
    invalida: [
      { type: 'Pagina', id: 'LIST' },
      { type: 'Pagina', campo: 'clave' },
    ],
  },
  vistaPreviaPagina: { tipo: 'mutation' },
} satisfies Llamadas;

/** Its public rows (copied as text into the visitor's first download: literals, lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [{ path: '/acerca_de', cargar: () => import(/* webpackChunkName: "acerca" */ './publico/AcercaDe') }];

export const recurso: Recurso = {
  tags,
  mosaico: {
    orden: 7,
    to: R.lista,
    titulo: 'Páginas',
    texto: 'Edita los textos de inicio, admisiones, contacto y acerca de.',
  },
  filas: [
    { area: 'a', path: R.lista, cargar: lista },
    { area: 'a', path: R.editar.patron, cargar: editor },
  ],
};
