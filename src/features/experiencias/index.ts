// Public face of the experiences feature: lazy page loaders (admin in area-a, student in area-e).
export const cargarExperienciasEmpresa = () => import(/* webpackChunkName: "experiencias" */ './public/ExperienciasEmpresa');
export const cargarExperienciasAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/ExperienciasAdmin');
export const cargarRegistrarExperienciaAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/RegistrarExperienciaAdmin');
export const cargarRegistrarExperienciaAlumno = () => import(/* webpackChunkName: "area-e" */ './alumno/RegistrarExperienciaAlumno');
