// The super admin's "Restablecer contraseña" on an admin's row (issue 38), as an admin resets a
// student's: a confirm through ui.modal whose intent calls restablecerAdmin; the runner shows the
// server's mensaje followed by the one-time password (never kept in the mensaje the trail quotes).
import { accionRestablecer } from './accionRestablecer';

export const ACCION_RESTABLECER_CONTRASENA = accionRestablecer({
  texto: 'Restablecer contraseña',
  que: 'la contraseña',
  funcion: 'restablecerAdmin',
  consecuencias:
    'Recibirá una contraseña de un solo uso que deberá cambiar al iniciar sesión, y se cerrarán sus sesiones. Su verificación en dos pasos no cambia.',
  // the one-time password is to be read and copied: the "Aviso" dialog, not a passing notice
  leer: true,
});
