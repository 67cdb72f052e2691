// The lazy loaders of egresados's role-area pages, for app/rutasAreas.tsx only (its chunk): a
// feature's second public face, so the visitor's first download does not carry them.
export const cargarEgresadosAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/ListaEgresadosAdmin');
export const cargarFormEgresado = () => import(/* webpackChunkName: "area-a" */ './admin/FormEgresado');
