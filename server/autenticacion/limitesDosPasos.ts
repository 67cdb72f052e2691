// The attempts of the second factor (issue 33: codes were limited per account only, 5 per 15
// minutes, and during that block the owner's right code was refused too). Each attempt is reserved
// before its check, like a password's, in three limits kept in the database (every instance counts
// in the same rows): per account + address and per address always; per account from anywhere only
// for what an attacker could guess across addresses (a code of the app, a password). A recovery code
// (≈ 50 random bits) is never refused by the account's limit, so while someone guesses codes from
// elsewhere the owner still opens the account with one. A success clears the account's counts and
// gives its address's point back.
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorApi } from '@server/base/errores';
import type { FilaCuenta } from '../entidades/usuarios/repositorio';
import type { EventoSeguridad } from '@/shared/api/contrato/bitacora';
import { mensajeEspera } from './limites';
import { evento, type CtxAutenticacion } from './dosPasos';

/** What is checked: a code of the app or a password (guessable), or a recovery code. */
export type Intento = 'codigo' | 'contrasena' | 'recuperacion';

export const cuentaBloqueada = (ms: number) =>
  `Demasiados códigos incorrectos en esta cuenta. Espere ${Math.max(1, Math.ceil(ms / 60_000))} minutos o entre con uno de sus códigos de recuperación.`;

/**
 * Reserves one attempt of each limit that applies, or refuses with the wait (429, itself a security
 * event) giving back what it took. Returns what a success calls.
 */
export async function reservarIntento(
  ctx: Pick<CtxAutenticacion, 'db' | 'limites' | 'ip'>,
  fila: FilaCuenta,
  nombre: string,
  intento: Intento,
): Promise<() => Promise<void>> {
  const { limites, ip } = ctx;
  const pk = String(fila.pk_usuario);
  const limitesDe: [RateLimiterAbstract, string, (ms: number) => string][] = [
    [limites.segundoPasoCuentaDireccion, `${pk}:${ip}`, mensajeEspera],
    [limites.segundoPasoDireccion, ip, mensajeEspera],
  ];
  if (intento !== 'recuperacion') limitesDe.push([limites.segundoPaso, pk, intento === 'codigo' ? cuentaBloqueada : mensajeEspera]);
  const tomados: [RateLimiterAbstract, string][] = [];
  for (const [limitador, clave, mensaje] of limitesDe) {
    const r = await limites.reservar(limitador, clave);
    if (r.ok) {
      tomados.push([limitador, clave]);
      continue;
    }
    for (const [l, k] of tomados) await l.reward(k);
    await evento(ctx, {
      evento: 'rechazo',
      funcion: nombre,
      pkUsuario: fila.pk_usuario,
      usuario: fila.usuario,
      detalle: 'Demasiados intentos incorrectos (429).',
    });
    throw new ErrorApi(mensaje(r.ms), 429);
  }
  return async () => {
    await limites.segundoPasoCuentaDireccion.delete(`${pk}:${ip}`);
    await limites.segundoPaso.delete(pk);
    await limites.segundoPasoDireccion.reward(ip);
  };
}

/** A wrong attempt: recorded (its reservation stays counted) and refused in Spanish. */
export async function fallo(
  ctx: Pick<CtxAutenticacion, 'db' | 'limites' | 'ip'>,
  fila: FilaCuenta,
  nombre: string,
  tipo: EventoSeguridad,
  detalle: string,
  mensaje: string,
): Promise<never> {
  await evento(ctx, { evento: tipo, funcion: nombre, pkUsuario: fila.pk_usuario, usuario: fila.usuario, detalle });
  throw new ErrorApi(mensaje, 400);
}
