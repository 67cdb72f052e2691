// The role areas' rows of the route table (SPEC.md §2, §6), generated from each feature's resource
// description (features/<x>/recurso.ts, gathered in recursos.generado.ts) beside the panels, which
// are the app's own. Loaded by the
// router the first time a navigation enters an area (routeTable.tsx, descubrirAreas): a visitor
// never downloads these rows, the path builders they use, or the areas' pages.
import { rutas } from '../shared/rutas';
import type { FilaArea, FilaRuta } from '../shared/recurso';
import { RECURSOS } from './recursos.generado';
import { filasPublicas } from './rutasPublicas';

/** Every entity's resource: each features/<x>/recurso.ts exporting `recurso`, found by `npm run generar`. */
export { RECURSOS };

const areaA = () => import(/* webpackChunkName: "area-a" */ './paneles/PanelAdmin');

/** The areas' own pages: each role's panel. */
const filasPaneles: FilaArea[] = [
  { area: 'a', path: rutas.admin.panel, cargar: areaA },
  { area: 'a', path: rutas.admin.editarEnlace, cargar: () => areaA().then((m) => ({ default: m.PanelAdminConEnlace })) },
  { area: 'e', path: rutas.alumno.panel, cargar: () => import(/* webpackChunkName: "area-e" */ './paneles/PanelAlumno') },
];

export const filasAreas: FilaRuta[] = [...filasPaneles, ...RECURSOS.flatMap((r) => r.filas)];

/** The whole route table: every route of the site, public and per role (the server and tests use it). */
export const routeTable: FilaRuta[] = [...filasPublicas, ...filasAreas];
