// Public face of the acerca feature: the about page, loaded lazily.
export const cargarAcercaDe = () => import(/* webpackChunkName: "acerca" */ './AcercaDe');
