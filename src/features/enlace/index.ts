// Public face of the enlace feature: the home banner, and the admin-only editar_enlace dialog
// loaded lazily into the admin chunk so visitors never download it.
export { BannerInscripcion } from './BannerInscripcion';
export { datosBanner } from './api';
export const cargarEditarEnlace = () => import(/* webpackChunkName: "area-a" */ './admin/DialogoEditarEnlace');
