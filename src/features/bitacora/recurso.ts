// The audit trail described in one place: no cache tag (every visit refetches: the trail grows with
// every write) and its super-admin page (app/rutasAreas.tsx builds the areas' route table from every
// feature's recurso.ts). Loaded with the areas' rows only, so a visitor downloads none of it.
import type { Llamadas } from '@/shared/api/llamadas';
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only).
 * Every visit refetches: the trail grows with every write. */
export const llamadas = {
  traerBitacora: { tipo: 'query', keepUnusedDataFor: 0 },
  // the security events (logins, failed logins, second factor, refused calls)
  traerSeguridad: { tipo: 'query', keepUnusedDataFor: 0 },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = [] as const;

export const recurso: Recurso = {
  tags,
  filas: [{ area: 's', path: rutas.superadmin.bitacora, cargar: () => import(/* webpackChunkName: "area-s" */ './Bitacora') }],
};
