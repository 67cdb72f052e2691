// Public face of the sesion feature: the login page, loaded lazily.
export const cargarLogin = () => import(/* webpackChunkName: "login" */ './IniciarSesion');
