// Enquiries ("Solicita información") described in one place: the visitor's form endpoint (its own
// group, so the public form's chunk carries no admin endpoint), the admins' list and its tile
// (`npm run generar` gathers every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). The form itself is not a
// route: it is a component (index.ts) that app/ mounts inside /admisiones.
import type { Llamadas } from '@/shared/api/llamadas';
import type { Recurso } from '@/shared/recurso';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`: literals only). */
export const rutasAdmin = {
  solicitudes: { lista: '/panel_admin/solicitudes_informacion' },
};

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Solicitud'] as const;

/** The admins' endpoints (copied as text into api.generado.ts: literals only). */
export const llamadas = {
  traerSolicitudesInformes: { da: [{ type: 'Solicitud', id: 'LIST' }] },
} satisfies Llamadas;

/** The visitor's form (formularioApi.generado.ts): a new enquiry refreshes an admin's open list. */
export const llamadasFormulario = {
  registrarSolicitudInformes: { invalida: [{ type: 'Solicitud', id: 'LIST' }], soloSiExito: true },
} satisfies Llamadas;

export const recurso: Recurso = {
  tags,
  mosaico: {
    orden: 9,
    to: rutasAdmin.solicitudes.lista,
    titulo: 'Solicitudes de información',
    texto: 'Lo que preguntan los aspirantes desde Admisiones: responda y márquelo como atendido.',
  },
  filas: [{ area: 'a', path: rutasAdmin.solicitudes.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Solicitudes') }],
};
