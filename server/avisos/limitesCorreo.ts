// The limits of every funcion that makes the site send e-mail (issue 33: one student session made
// 30 calls in 1.1 s and the site wrote 30 confirmations to a victim's address): per account, per
// address and per recipient, counted in the database (autenticacion/limitesFuncion.ts). Notices to staff and
// students are bounded per recipient by gathering (agrupados.ts); these bound what one caller can
// make the site write.
import type { Limite } from '@server/autenticacion/limitesFuncion';

const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

export const MENSAJES_LIMITE_CORREO = {
  confirmaciones: 'Pidió demasiados correos de confirmación en poco tiempo. Espere una hora e inténtelo de nuevo.',
  confirmacionesDestino:
    'Ya enviamos varios correos de confirmación a esa dirección hoy. Busque el último en su bandeja (y en correo no deseado) o inténtelo mañana.',
  preguntasDestino: 'Ya se enviaron varias preguntas con ese correo hoy. Envíe la suya sin correo o inténtelo mañana.',
  respuestas: 'Ha enviado demasiadas respuestas en poco tiempo. Espere una hora e inténtelo de nuevo.',
  experiencias: 'Ha enviado demasiadas experiencias en poco tiempo. Espere un día e inténtelo de nuevo.',
} as const;
const M = MENSAJES_LIMITE_CORREO;

/** The address an e-mail would go to (blank: none, not counted). */
const destino = (nombre: string) => ({ nombre, clave: (p: { correo?: string }) => (p.correo ? p.correo : null) });

/** guardarMiCorreo: a confirmation to the address typed. */
export const LIMITES_CONFIRMACION: Limite<{ correo: string }> = [
  { por: 'cuenta', max: 5, ventanaMs: HORA, mensaje: M.confirmaciones },
  { max: 20, ventanaMs: HORA, mensaje: M.confirmaciones },
  { por: destino('destino'), max: 3, ventanaMs: DIA, mensaje: M.confirmacionesDestino },
];

/** registrarPregunta, beside its per-address limit: a logged-in asker's account, and the address left for the answer's e-mail. */
export const limitesPregunta = (porDireccion: { max: number; ventanaMs: number; mensaje: string }): Limite<{ correo?: string }> => [
  porDireccion,
  { ...porDireccion, por: 'cuenta' },
  { por: destino('destino'), max: 3, ventanaMs: DIA, mensaje: M.preguntasDestino },
];

/** A student's answer (each one notifies the admins). An admin's is published at once: not limited. */
export const LIMITES_RESPUESTA: Limite<unknown> = [
  { por: 'cuenta', roles: ['e'], max: 20, ventanaMs: HORA, mensaje: M.respuestas },
  { roles: ['e'], max: 200, ventanaMs: HORA, mensaje: M.respuestas },
];

/** A student's experience (each one notifies the admins). */
export const LIMITES_EXPERIENCIA: Limite<unknown> = [
  { por: 'cuenta', roles: ['e'], max: 5, ventanaMs: DIA, mensaje: M.experiencias },
  { roles: ['e'], max: 100, ventanaMs: DIA, mensaje: M.experiencias },
];
