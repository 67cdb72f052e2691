// Public face of the eventos feature: lazy loaders only. The public page goes to the "eventos"
// chunk; admin pages to "area-a", so visitors never download them.
export const cargarListaEventos = () => import(/* webpackChunkName: "eventos" */ './public/ListaEventos');
export const cargarAdminEventos = () => import(/* webpackChunkName: "area-a" */ './admin/ListaAdmin');
export const cargarRegistrarEvento = () => import(/* webpackChunkName: "area-a" */ './admin/FormularioEvento');
export const cargarEditarEvento = () => import(/* webpackChunkName: "area-a" */ './admin/FormularioEvento').then((m) => ({ default: m.EditarEvento }));
