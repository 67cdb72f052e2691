// The login described in one place: its public rows (recurso.ts's `publico`, gathered by `npm run generar`).
import type { FilaPublica } from '@/shared/recurso';

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [{ path: '/login', cargar: () => import(/* webpackChunkName: "login" */ './IniciarSesion') }];
