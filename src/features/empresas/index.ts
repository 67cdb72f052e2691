// Public face of the companies feature: lazy page loaders only (admin pages in the admin chunk).
export const cargarListaEmpresas = () => import(/* webpackChunkName: "empresas" */ './public/ListaEmpresas');
export const cargarEmpresasAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/ListaEmpresasAdmin');
export const cargarFormEmpresa = () => import(/* webpackChunkName: "area-a" */ './admin/FormEmpresa');
