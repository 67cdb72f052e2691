// Public face of the companies feature: lazy page loaders only (admin pages in the admin chunk).
export const cargarListaEmpresas = () => import(/* webpackChunkName: "empresas" */ './publico/ListaEmpresas');
