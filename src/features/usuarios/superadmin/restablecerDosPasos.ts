// The super admin's "Restablecer verificación en dos pasos" on an admin's row (a lost
// phone): a confirm through ui.modal whose intent calls restablecerDosPasos; the listener shows the
// server's mensaje (success, or why not: e.g. the admin has no factor to reset). The list call
// does not say who has the factor, so the action is on every row.
import { confirmRequested } from '@/shared/modelo/ui';
import type { AccionFila } from '@/shared/admin/ListaAdmin';
import type { UsuarioAdmin } from '../tipos';

export const confirmarRestablecerDosPasos = (u: UsuarioAdmin) =>
  confirmRequested({
    mensaje: `¿Restablecer la verificación en dos pasos de ${u.nombre_persona}? Se quitará su aplicación de autenticación y sus códigos de recuperación, y se cerrarán sus sesiones; deberá activarla de nuevo al iniciar sesión.`,
    aceptar: 'Restablecer',
    intent: {
      tipo: 'llamada',
      funcion: 'restablecerDosPasos',
      campos: { pk: String(u.pk_usuario) },
      invalida: [{ type: 'Usuario', id: u.pk_usuario }],
    },
  });

export const ACCION_RESTABLECER_DOS_PASOS: AccionFila<UsuarioAdmin> = {
  texto: 'Restablecer verificación en dos pasos',
  etiqueta: (u) => `Restablecer la verificación en dos pasos de ${u.nombre_persona}`,
  variante: 'secundario',
  pedir: confirmarRestablecerDosPasos,
};
