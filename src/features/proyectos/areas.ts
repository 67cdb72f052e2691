// The lazy loaders of proyectos's role-area pages, for app/rutasAreas.tsx only (its chunk): a
// feature's second public face, so the visitor's first download does not carry them.
export const cargarAdminProyectos = () => import(/* webpackChunkName: "area-a" */ './admin/ListaAdmin');
export const cargarRegistrarProyecto = () => import(/* webpackChunkName: "area-a" */ './admin/FormularioProyecto');
export const cargarEditarProyecto = () =>
  import(/* webpackChunkName: "area-a" */ './admin/FormularioProyecto').then((m) => ({ default: m.EditarProyecto }));
