// The users (students, admins) and their accounts described in one place: its api endpoints and cache tags and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { RUTA_CAMBIAR_CONTRASENA, RUTA_MI_CUENTA } from '@/shared/modelo/sesion';
import { con } from '@/shared/rutaCon';
import { rutas } from '@/shared/rutas';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`, which every layer reads:
 * literals and `con()` only). */
export const rutasAdmin = {
  alumnos: {
    lista: '/panel_admin/alumnos',
    agregar: '/panel_admin/alumnos/agregar_alumno',
    editar: con('/panel_admin/alumnos/editar_alumno', 'pk_usuario'),
    importar: '/panel_admin/alumnos/importar_alumnos',
    regest: '/regest',
  },
};

const A = rutasAdmin.alumnos;
const S = rutas.superadmin;
const formAlumno = () => import(/* webpackChunkName: "area-a" */ './admin/FormAlumno');
const formUsuario = () => import(/* webpackChunkName: "area-s" */ './superadmin/FormUsuario');

/** Its admin endpoints (copied as text into api.generado.ts, which its admin pages import: literals
 * only): students (admins), admin users (super admin) and the CSV import. Deactivation and password
 * reset run as confirmed intents (ui.modal). The password change is in `llamadasCuenta` below, so
 * whoever changes a password does not download these. */
export const llamadas = {
  mostrarAlumnos: { da: [{ type: 'Alumno', id: 'LIST' }] },
  mostrarAlumnoId: { arg: 'idAlumno', da: [{ type: 'Alumno', campo: 'idAlumno' }] },
  registrarAlumno: { funcion: 'registrarUsuario', fijos: { rol: 'e' }, invalida: [{ type: 'Alumno', id: 'LIST' }] },
  editarAlumno: {
    funcion: 'editarUsuario',
    invalida: [
      { type: 'Alumno', id: 'LIST' },
      { type: 'Alumno', campo: 'idAlumno' },
    ],
  },
  // a preview (confirmar 0) changes nothing: only the import itself refreshes the list
  importarAlumnos: { invalida: [{ type: 'Alumno', id: 'LIST' }], soloSi: { confirmar: 1 } },
  mostrarUsuarios: { da: [{ type: 'Usuario', id: 'LIST' }] },
  registrarAdmin: { funcion: 'registrarUsuario', fijos: { rol: 'a' }, invalida: [{ type: 'Usuario', id: 'LIST' }] },
  editarAdmin: { funcion: 'editarUsuario', invalida: [{ type: 'Usuario', id: 'LIST' }] },
} satisfies Llamadas;

/** The account's endpoints (copied as text into cuentaApi.generado.ts, apart so that students and
 * anyone sent to change an initial password do not download the admin endpoints): the password
 * change, the session's own second factor from the account page (the login's second step has its own
 * endpoints in features/sesion) and the caller's open sessions ("Cerrar las demás" is a confirmed
 * intent that invalidates Sesiones/YO). A failed write invalidates nothing. */
export const llamadasCuenta = {
  // the server ends the other sessions and opens a new one: the list is stale
  cambiarContrasena: { invalida: [{ type: 'Sesiones', id: 'YO' }], soloSiExito: true },
  estadoDosPasos: { da: [{ type: 'DosPasos', id: 'YO' }] },
  inscribirDosPasosCuenta: { funcion: 'inscribirDosPasos', tipo: 'mutation' },
  confirmarDosPasosCuenta: { funcion: 'confirmarDosPasos', invalida: [{ type: 'DosPasos', id: 'YO' }], soloSiExito: true },
  desactivarDosPasos: { invalida: [{ type: 'DosPasos', id: 'YO' }], soloSiExito: true },
  traerSesiones: { da: [{ type: 'Sesiones', id: 'YO' }] },
} satisfies Llamadas;

/** The super admin's endpoints for the admins' second factor, the "2FA obligatorio" settings (copied as
 * text into ajustesDosPasosApi.generado.ts). Resetting one admin's factor runs as a confirmed intent. */
export const llamadasAjustesDosPasos = {
  traerAjustesDosPasos: { da: [{ type: 'DosPasos', id: 'AJUSTES' }] },
  guardarAjustesDosPasos: { invalida: [{ type: 'DosPasos', id: 'AJUSTES' }], soloSiExito: true },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Alumno', 'Usuario', 'DosPasos', 'Sesiones'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  // any logged-in role (the page sends visitors to /login); see destinoGuardia
  { path: RUTA_CAMBIAR_CONTRASENA, cargar: () => import(/* webpackChunkName: "cuenta" */ './cuenta/CambiarContrasena'), soloCliente: true },
  { path: RUTA_MI_CUENTA, cargar: () => import(/* webpackChunkName: "cuenta" */ './cuenta/CambiarContrasena'), soloCliente: true },
];

export const recurso: Recurso = {
  tags,
  mosaico: { orden: 4, to: A.lista, titulo: 'Alumnos', texto: 'Cuentas de alumnos: alta, edición y contraseñas.' },
  filas: [
    { area: 'a', path: A.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ListaAlumnos') },
    { area: 'a', path: A.agregar, cargar: formAlumno },
    { area: 'a', path: A.editar.patron, cargar: () => formAlumno().then((m) => ({ default: m.EditarAlumno })) },
    { area: 'a', path: A.importar, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ImportarAlumnos') },
    { area: 'a', path: A.regest, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/RegEst') },
    { area: 's', path: S.panel, cargar: () => import(/* webpackChunkName: "area-s" */ './superadmin/PanelSuperadmin') },
    { area: 's', path: S.agregar, cargar: formUsuario },
    { area: 's', path: S.editar.patron, cargar: () => formUsuario().then((m) => ({ default: m.EditarUsuario })) },
    { area: 's', path: S.dosPasos, cargar: () => import(/* webpackChunkName: "area-s" */ './superadmin/AjustesDosPasos') },
  ],
};
