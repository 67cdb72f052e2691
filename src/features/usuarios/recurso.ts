// The users (students, admins) and their accounts described in one place: its role-area route rows and admin tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const A = rutas.admin.alumnos;
const S = rutas.superadmin;
const formAlumno = () => import(/* webpackChunkName: "area-a" */ './admin/FormAlumno');
const formUsuario = () => import(/* webpackChunkName: "area-s" */ './superadmin/FormUsuario');

export const recurso: Recurso = {
  mosaico: {
    seccion: 'alumnos',
    orden: 4,
    to: A.lista,
    titulo: 'Alumnos',
    texto: 'Cuentas de alumnos: alta, edición y contraseñas.',
  },
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
