// The site search described in one place: its public rows (recurso.ts's `publico`, gathered by `npm run generar`).
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica } from '@/shared/recurso';

/** Its api endpoint (copied as text into api.generado.ts, which its page imports: literals only): one
 * query per (q, pagina); its answer stays in the api slice, so an exported state replays the page. */
export const llamadas = {
  buscar: { tipo: 'query' },
} satisfies Llamadas;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  { path: '/buscar', cargar: () => import(/* webpackChunkName: "busqueda" */ './publico/PaginaBusqueda') },
];
