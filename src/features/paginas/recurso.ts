// The staff-edited pages' role-area side: the admin rows and the panel's "Páginas" tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). /admisiones and the
// home compose these pages with other features in app/paneles; the footer's contact block is app/marcos'.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.paginas;
const lista = () => import(/* webpackChunkName: "area-a" */ './admin/Paginas');
const editor = () => import(/* webpackChunkName: "area-a" */ './admin/EditarPagina');

export const recurso: Recurso = {
  mosaico: {
    seccion: 'paginas',
    orden: 7,
    to: R.lista,
    titulo: 'Páginas',
    texto: 'Edita los textos de inicio, admisiones, contacto y acerca de.',
  },
  // the home and /admisiones are composed in app/paneles; their text is a page of this editor
  edicion: (['inicio', 'admisiones', 'acerca_de'] as const).map((clave) => ({
    patron: clave === 'inicio' ? '/' : `/${clave}`,
    a: () => R.editar(clave),
  })),
  filas: [
    { area: 'a', path: R.lista, cargar: lista },
    { area: 'a', path: R.editar.patron, cargar: editor },
  ],
};
