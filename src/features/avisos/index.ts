// Public face of the notices feature: the confirmation link's page, lazy. The bell is for the area layouts (app/marcos, themselves in
// the areas' chunks); package.json's sideEffects lets webpack drop it from the visitor bundle.
/** For the admin, student and super-admin bars. */
export { Campana } from './Campana';

/** The public page of the confirmation e-mail's link (its own small chunk). */
export const RUTA_CONFIRMAR_CORREO = '/confirmar_correo';
export const cargarConfirmarCorreo = () => import(/* webpackChunkName: "confirmar-correo" */ './publico/ConfirmarCorreo');
