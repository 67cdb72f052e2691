// The notices' role-area side: each area's inbox and account rows
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only, so a visitor downloads none of it; the pages stay lazy, in their area's chunk.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  filas: [
    { area: 'a', path: rutas.admin.avisos, cargar: () => import(/* webpackChunkName: "area-a" */ './Bandeja') },
    { area: 'e', path: rutas.alumno.avisos, cargar: () => import(/* webpackChunkName: "area-e" */ './Bandeja') },
    { area: 's', path: rutas.superadmin.avisos, cargar: () => import(/* webpackChunkName: "area-s" */ './Bandeja') },
    { area: 'a', path: rutas.admin.correoAvisos, cargar: () => import(/* webpackChunkName: "area-a" */ './cuenta/MiCuenta') },
    { area: 'e', path: rutas.alumno.correoAvisos, cargar: () => import(/* webpackChunkName: "area-e" */ './cuenta/MiCuenta') },
    { area: 's', path: rutas.superadmin.correoAvisos, cargar: () => import(/* webpackChunkName: "area-s" */ './cuenta/MiCuenta') },
    { area: 's', path: rutas.superadmin.salidaCorreo, cargar: () => import(/* webpackChunkName: "area-s" */ './superadmin/SalidaCorreo') },
  ],
};
