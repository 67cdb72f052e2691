// The super admin's "Restablecer contraseña" on an admin's row (issue 38), as an admin resets a
// student's: a confirm through ui.modal whose intent calls restablecerAdmin; the runner shows the
// server's mensaje followed by the one-time password (never kept in the mensaje the trail quotes).
import { confirmRequested } from '@/shared/modelo/ui';
import type { AccionFila } from '@/shared/admin/ListaAdmin';
import type { UsuarioAdmin } from '../tipos';

export const confirmarRestablecerContrasena = (u: UsuarioAdmin) =>
  confirmRequested({
    mensaje: `¿Restablecer la contraseña de ${u.nombre_persona}? Recibirá una contraseña de un solo uso que deberá cambiar al iniciar sesión, y se cerrarán sus sesiones. Su verificación en dos pasos no cambia.`,
    aceptar: 'Restablecer',
    intent: {
      tipo: 'llamada',
      funcion: 'restablecerAdmin',
      campos: { pk: String(u.pk_usuario) },
      invalida: [{ type: 'Usuario', id: u.pk_usuario }],
      // the one-time password is to be read and copied: the "Aviso" dialog, not a passing notice
      leer: true,
    },
  });

export const ACCION_RESTABLECER_CONTRASENA: AccionFila<UsuarioAdmin> = {
  texto: 'Restablecer contraseña',
  etiqueta: (u) => `Restablecer la contraseña de ${u.nombre_persona}`,
  variante: 'secundario',
  pedir: confirmarRestablecerContrasena,
};
