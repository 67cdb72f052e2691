// The lazy loaders of eventos's role-area pages, for app/rutasAreas.tsx only (its chunk): a
// feature's second public face, so the visitor's first download does not carry them.
export const cargarAdminEventos = () => import(/* webpackChunkName: "area-a" */ './admin/ListaAdmin');
export const cargarRegistrarEvento = () => import(/* webpackChunkName: "area-a" */ './admin/FormularioEvento');
export const cargarEditarEvento = () =>
  import(/* webpackChunkName: "area-a" */ './admin/FormularioEvento').then((m) => ({ default: m.EditarEvento }));
