// Typed path builders of docs/SPEC.md §2's routes: the route table reads each `patron`, pages build links
// with the same entry (`rutas.admin.proyectos.editar(7)`), so a path is written once. An entity's
// admin paths are written in its recurso.ts (`rutasAdmin`) and copied here by `npm run generar`.

import { con } from './rutaCon';
import { RUTAS_ADMIN } from './rutas.generado';

export type { RutaCon } from './rutaCon';

const ADMIN = '/panel_admin';
const ALUMNO = '/panel_alumno';
const SUPERADMIN = '/panel_superadmin';

export const rutas = {
  admin: {
    panel: ADMIN,
    editarEnlace: `${ADMIN}/editar_enlace`,
    avisos: `${ADMIN}/avisos`,
    correoAvisos: `${ADMIN}/correo_y_avisos`,
    /** Each entity's builders (its recurso.ts's `rutasAdmin`, gathered by `npm run generar`). */
    ...RUTAS_ADMIN,
  },
  alumno: {
    panel: ALUMNO,
    responder: con(ALUMNO, 'idPregunta'),
    registrarExperiencia: `${ALUMNO}/registrar_experiencia_estadia`,
    avisos: `${ALUMNO}/avisos`,
    correoAvisos: `${ALUMNO}/correo_y_avisos`,
  },
  superadmin: {
    panel: SUPERADMIN,
    agregar: `${SUPERADMIN}/agregar_usuario`,
    editar: con(`${SUPERADMIN}/editar_usuario`, 'pk_usuario'),
    bitacora: `${SUPERADMIN}/bitacora`,
    dosPasos: `${SUPERADMIN}/verificacion_dos_pasos`,
    avisos: `${SUPERADMIN}/avisos`,
    correoAvisos: `${SUPERADMIN}/correo_y_avisos`,
    salidaCorreo: `${SUPERADMIN}/salida_correo`,
  },
} as const;

/** Each role's panel, inbox and account page (the bell and the account links read them). */
export const rutasDeRol = { a: rutas.admin, e: rutas.alumno, s: rutas.superadmin } as const;
