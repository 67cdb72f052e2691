// The public rows of the route table (docs/SPEC.md §2), in the visitor's first download: the app's own
// (home, 404) and every entity's (its filasPublicas.ts, listed in publicos.generado.ts by
// `npm run generar`). The role areas' rows (rutasAreas.tsx) are discovered on the first navigation
// into an area (enrutador.tsx, descubrirAreas): a visitor's first download carries neither them
// nor the path builders they use.
import type { FilaRuta } from '../shared/recurso';
import { FILAS_PUBLICAS } from './publicos.generado';
import Inicio, { datosInicio } from './paneles/Inicio';
import NoEncontrada from './paginas/NoEncontrada';

export const filasPublicas: FilaRuta[] = [
  { area: 'publico', path: '/', pagina: Inicio, datos: datosInicio },
  { area: 'publico', path: '/error', pagina: NoEncontrada },
  // admissions: the pages feature's admisiones and contacto, the curriculum's PDF and the enquiry form
  { area: 'publico', path: '/admisiones', cargar: () => import(/* webpackChunkName: "admisiones" */ './paneles/Admisiones') },
  // a preview link: an item not public yet, through its own public page (server/ssr/vistaPrevia.ts)
  {
    area: 'publico',
    path: '/vista_previa/:token',
    propia: true,
    cargar: () => import(/* webpackChunkName: "vista-previa" */ './paneles/VistaPreviaPublica'),
  },
  ...FILAS_PUBLICAS.map((f): FilaRuta => ({ ...f, area: 'publico' })),
];

/** The app's own row in the menus: /admisiones first (issue 44, decision 0063). */
const ENLACE_ADMISIONES = { to: '/admisiones', orden: 0, texto: 'Admisiones', lateral: 'Admisiones' };

/** The public nav's links (MarcoPublico.tsx), from the rows that declare one, in their `orden`. */
export const ENLACES_PUBLICOS = [ENLACE_ADMISIONES, ...FILAS_PUBLICAS.flatMap(({ path, enlace }) => (enlace ? [{ to: path, ...enlace }] : []))].sort(
  (a, b) => a.orden - b.orden,
);
