// Public face of the enlace feature: the home banner, and the admin-only editar_enlace dialog
// loaded lazily into the admin chunk so visitors never download it.
export { BannerInscripcion, datosBanner } from './BannerInscripcion';
export { Preinscripcion, TEXTO_PREINSCRIPCION } from './Preinscripcion';
export const cargarEditarEnlace = () => import(/* webpackChunkName: "area-a" */ './admin/DialogoEditarEnlace');
