// The super admin's "Restablecer verificación en dos pasos" on an admin's row (a lost
// phone): a confirm through ui.modal whose intent calls restablecerDosPasos; the listener shows the
// server's mensaje (success, or why not: e.g. the admin has no factor to reset). The list call
// does not say who has the factor, so the action is on every row.
import { accionRestablecer } from './accionRestablecer';

export const ACCION_RESTABLECER_DOS_PASOS = accionRestablecer({
  texto: 'Restablecer verificación en dos pasos',
  que: 'la verificación en dos pasos',
  funcion: 'restablecerDosPasos',
  consecuencias:
    'Se quitará su aplicación de autenticación y sus códigos de recuperación, y se cerrarán sus sesiones; deberá activarla de nuevo al iniciar sesión.',
});
