// Public face of the experiences feature: lazy page loaders (admin in area-a, student in area-e).
export const cargarExperienciasEmpresa = () => import(/* webpackChunkName: "experiencias" */ './publico/ExperienciasEmpresa');
