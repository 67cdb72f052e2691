// Enquiries ("Solicita información"), their role-area side: the admins' list and its tile (the
// visitor's form endpoint is formularioApi.ts, so the public form's chunk carries no admin endpoint;
// app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). The form itself is not a
// route: it is a component (index.ts) that app/ mounts inside /admisiones.
import { lazy } from 'react';
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  mosaico: {
    seccion: 'solicitudes',
    orden: 9,
    to: rutas.admin.solicitudes.lista,
    titulo: 'Solicitudes de información',
    texto: 'Lo que preguntan los aspirantes desde Admisiones: responda y márquelo como atendido.',
    // "3 pendientes" (issue 43), with the admin area's chunk
    insignia: lazy(() => import(/* webpackChunkName: "area-a" */ './admin/PendientesSolicitudes')),
  },
  filas: [{ area: 'a', path: rutas.admin.solicitudes.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Solicitudes') }],
};
