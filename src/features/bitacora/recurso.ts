// The audit trail's super-admin page (no cache tag: every visit refetches, the trail grows with
// every write) (app/rutasAreas.tsx builds the areas' route table from every
// feature's recurso.ts). Loaded with the areas' rows only, so a visitor downloads none of it.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  filas: [{ area: 's', path: rutas.superadmin.bitacora, cargar: () => import(/* webpackChunkName: "area-s" */ './Bitacora') }],
};
