// The lazy loaders of empresas's role-area pages, for app/rutasAreas.tsx only (its chunk): a
// feature's second public face, so the visitor's first download does not carry them.
export const cargarEmpresasAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/ListaEmpresasAdmin');
export const cargarFormEmpresa = () => import(/* webpackChunkName: "area-a" */ './admin/FormEmpresa');
