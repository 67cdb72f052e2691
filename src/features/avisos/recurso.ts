// The notices described in one place: its api endpoints and cache tags and each area's inbox and account rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only, so a visitor downloads none of it; the pages stay lazy, in their area's chunk.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only).
 * Two tags: Aviso (the inbox: reading one refreshes the bell) and Correo (the account page). */
export const llamadas = {
  traerAvisos: { arg: 'pagina', da: [{ type: 'Aviso', id: 'LIST' }] },
  marcarAvisosLeidos: { invalida: [{ type: 'Aviso', id: 'LIST' }] },
  traerMiCorreo: { da: [{ type: 'Correo', id: 'MIO' }] },
  guardarMiCorreo: { invalida: [{ type: 'Correo', id: 'MIO' }] },
  guardarPreferenciaAviso: { invalida: [{ type: 'Correo', id: 'MIO' }] },
  /** The public link of the confirmation e-mail: a mutation (it changes the account), sent once. */
  confirmarCorreo: { invalida: [{ type: 'Correo', id: 'MIO' }] },
  traerEstadoSalida: { tipo: 'query', keepUnusedDataFor: 0 },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Aviso', 'Correo'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  // the confirmation e-mail's link: sends its token once, in the browser (a link scanner that
  // fetches the page without running it confirms nothing)
  { path: '/confirmar_correo', cargar: () => import(/* webpackChunkName: "confirmar-correo" */ './publico/ConfirmarCorreo'), soloCliente: true },
];

export const recurso: Recurso = {
  tags,
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
