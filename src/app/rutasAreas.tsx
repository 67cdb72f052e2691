// The role areas' rows of the route table (docs/SPEC.md §2, §6), generated from each feature's resource
// description (features/<x>/recurso.ts, gathered in recursos.generado.ts) beside the panels, which
// are the app's own. Loaded by the
// router the first time a navigation enters an area (enrutador.tsx, descubrirAreas): a visitor
// never downloads these rows, the path builders they use, or the areas' pages.
import { rutas } from '../shared/rutas';
import type { FilaArea, FilaRuta } from '../shared/recurso';
import { RECURSOS } from './recursos.generado';
import { filasPublicas } from './rutasPublicas';

/** Every entity's resource: each features/<x>/recurso.ts exporting `recurso`, found by `npm run generar`. */
export { RECURSOS };

/** The admin panel's tiles: each entity's `mosaico`, in their `orden` (given to the page as a prop,
 * so the area-a chunk does not carry a second copy of the resources). */
export const MOSAICOS_ADMIN = RECURSOS.flatMap((r) => (r.mosaico ? [r.mosaico] : [])).sort((a, b) => a.orden - b.orden);

const areaA = (conEnlace: boolean) =>
  import(/* webpackChunkName: "area-a" */ './paneles/PanelAdmin').then((m) => ({
    default: function PanelAdminDeRuta() {
      return <m.default conEnlace={conEnlace} mosaicos={MOSAICOS_ADMIN} />;
    },
  }));

/** The areas' own pages: each role's panel. */
const filasPaneles: FilaArea[] = [
  { area: 'a', path: rutas.admin.panel, cargar: () => areaA(false) },
  { area: 'a', path: rutas.admin.editarEnlace, cargar: () => areaA(true) },
  { area: 'e', path: rutas.alumno.panel, cargar: () => import(/* webpackChunkName: "area-e" */ './paneles/PanelAlumno') },
];

export const filasAreas: FilaRuta[] = [...filasPaneles, ...RECURSOS.flatMap((r) => r.filas)];

/** The whole route table: every route of the site, public and per role (the server and tests use it). */
export const rutasAreas: FilaRuta[] = [...filasPublicas, ...filasAreas];
