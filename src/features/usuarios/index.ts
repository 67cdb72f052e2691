// Public face of the usuarios feature: lazy loaders only, so a visitor never downloads the admin
// ("area-a") or super admin ("area-s") pages; the password change page has its own small chunk.
export const cargarCambiarContrasena = () => import(/* webpackChunkName: "cuenta" */ './cuenta/CambiarContrasena');
