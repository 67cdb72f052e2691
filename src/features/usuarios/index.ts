// Public face of the usuarios feature: lazy loaders only, so a visitor never downloads the admin
// ("area-a") or super admin ("area-s") pages; the password change page has its own small chunk.
export const cargarListaAlumnos = () => import(/* webpackChunkName: "area-a" */ './admin/ListaAlumnos');
export const cargarAgregarAlumno = () => import(/* webpackChunkName: "area-a" */ './admin/FormAlumno');
export const cargarEditarAlumno = () => import(/* webpackChunkName: "area-a" */ './admin/FormAlumno').then((m) => ({ default: m.EditarAlumno }));
export const cargarImportarAlumnos = () => import(/* webpackChunkName: "area-a" */ './admin/ImportarAlumnos');
export const cargarRegEst = () => import(/* webpackChunkName: "area-a" */ './admin/RegEst');
export const cargarPanelSuperadmin = () => import(/* webpackChunkName: "area-s" */ './superadmin/PanelSuperadmin');
export const cargarAgregarUsuario = () => import(/* webpackChunkName: "area-s" */ './superadmin/FormUsuario');
export const cargarEditarUsuario = () => import(/* webpackChunkName: "area-s" */ './superadmin/FormUsuario').then((m) => ({ default: m.EditarUsuario }));
export const cargarCambiarContrasena = () => import(/* webpackChunkName: "cuenta" */ './cuenta/CambiarContrasena');
