// Public face of the graduates feature: lazy page loaders only (admin pages in the admin chunk).
export const cargarCasosExito = () => import(/* webpackChunkName: "egresados" */ './publico/CasosExito');
