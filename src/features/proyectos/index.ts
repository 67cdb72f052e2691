// Public face of the proyectos feature: lazy loaders only. Public pages go to the "proyectos"
// chunk; admin pages to "area-a", so visitors never download them.
export const cargarListaProyectos = () => import(/* webpackChunkName: "proyectos" */ './publico/ListaProyectos');
export const cargarDetalleProyecto = () => import(/* webpackChunkName: "proyectos" */ './publico/DetalleProyecto');
