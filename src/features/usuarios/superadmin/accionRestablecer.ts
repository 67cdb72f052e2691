// What the super admin's two "Restablecer …" actions on an admin's row share (restablecerContrasena.ts,
// restablecerDosPasos.ts): the row's button named after the admin, and a confirm through ui.modal
// whose intent calls the reset on that admin and refreshes its row.
import { confirmRequested, type Intent } from '@/shared/modelo/ui';
import type { Funcion } from '@/shared/api/contrato';
import type { AccionFila } from '@/shared/admin/ListaAdmin';
import type { UsuarioAdmin } from '../tipos';

interface Restablecer {
  /** The button's text. */
  texto: string;
  /** What is reset, with its article: "la contraseña". */
  que: string;
  funcion: Funcion;
  /** What follows, said after the question. */
  consecuencias: string;
  /** The server's answer is to be read (the "Aviso" dialog, not a passing notice). */
  leer?: true;
}

export function accionRestablecer({ texto, que, funcion, consecuencias, leer }: Restablecer) {
  const confirmar = (u: UsuarioAdmin) => {
    const intent: Intent = {
      tipo: 'llamada',
      funcion,
      campos: { pk: String(u.pk_usuario) },
      invalida: [{ type: 'Usuario', id: u.pk_usuario }],
      ...(leer && { leer }),
    };
    return confirmRequested({ mensaje: `¿Restablecer ${que} de ${u.nombre_persona}? ${consecuencias}`, aceptar: 'Restablecer', intent });
  };
  const accion: AccionFila<UsuarioAdmin> = {
    texto,
    etiqueta: (u) => `Restablecer ${que} de ${u.nombre_persona}`,
    variante: 'secundario',
    pedir: confirmar,
  };
  return accion;
}
