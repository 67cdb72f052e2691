// The lazy loaders of experiencias's role-area pages, for app/rutasAreas.tsx only (its chunk): a
// feature's second public face, so the visitor's first download does not carry them.
export const cargarExperienciasAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/ExperienciasAdmin');
export const cargarRegistrarExperienciaAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/RegistrarExperienciaAdmin');
export const cargarRegistrarExperienciaAlumno = () => import(/* webpackChunkName: "area-e" */ './alumno/RegistrarExperienciaAlumno');
