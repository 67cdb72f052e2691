// The lazy loaders of usuarios's role-area pages, for app/rutasAreas.tsx only (its chunk): a
// feature's second public face, so the visitor's first download does not carry them.
export const cargarListaAlumnos = () => import(/* webpackChunkName: "area-a" */ './admin/ListaAlumnos');
export const cargarAgregarAlumno = () => import(/* webpackChunkName: "area-a" */ './admin/FormAlumno');
export const cargarEditarAlumno = () => import(/* webpackChunkName: "area-a" */ './admin/FormAlumno').then((m) => ({ default: m.EditarAlumno }));
export const cargarImportarAlumnos = () => import(/* webpackChunkName: "area-a" */ './admin/ImportarAlumnos');
export const cargarRegEst = () => import(/* webpackChunkName: "area-a" */ './admin/RegEst');
export const cargarPanelSuperadmin = () => import(/* webpackChunkName: "area-s" */ './superadmin/PanelSuperadmin');
export const cargarAgregarUsuario = () => import(/* webpackChunkName: "area-s" */ './superadmin/FormUsuario');
export const cargarEditarUsuario = () =>
  import(/* webpackChunkName: "area-s" */ './superadmin/FormUsuario').then((m) => ({ default: m.EditarUsuario }));
export const cargarAjustesDosPasos = () => import(/* webpackChunkName: "area-s" */ './superadmin/AjustesDosPasos');
