// Public face of the busqueda feature: the /buscar page, loaded lazily (its own chunk).
export const cargarBusqueda = () => import(/* webpackChunkName: "busqueda" */ './publico/PaginaBusqueda');
