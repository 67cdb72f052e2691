// The attempt limits a funcion declares (`limite` in the dispatch table), each counted per address,
// per account or per a key of the payload (an e-mail's recipient), in the database through
// rate-limiter-flexible (autenticacion/limites.ts: every instance counts in the same rows).
// Accepted calls only: all of a call's limits are reserved before its work (a burst cannot overrun
// them) and given back when the call is refused.
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Limites } from './limites';
import type { UsuarioSesion } from './sesiones';

/** One limit: at most `max` accepted calls per `ventanaMs` for each value of its key. */
export interface LimiteFuncion<P = never> {
  max: number;
  ventanaMs: number;
  /** The refusal (429), in Spanish. */
  mensaje: string;
  /**
   * Whose calls are counted together: the caller's address (the default), its account (calls
   * without a session are not counted by it), or a key read from the validated payload (null: not
   * counted), e.g. the address an e-mail will go to.
   */
  por?: 'direccion' | 'cuenta' | { nombre: string; clave: (payload: P) => string | null };
  /** Only calls by these roles are counted (all, when absent; visitors have none). */
  roles?: readonly ('e' | 'a' | 's')[];
  /** A count shared by several funciones under this name (the saves of items with a history); absent: the funcion's own. */
  compartido?: string;
}

export type Limite<P = never> = LimiteFuncion<P> | readonly LimiteFuncion<P>[];

interface Reservado {
  limitador: RateLimiterAbstract;
  clave: string;
}

/** A payload's key as stored in the limits table: a digest (an e-mail address is never kept there). */
const resumen = (s: string) => createHash('sha256').update(s.trim().toLowerCase()).digest('base64url').slice(0, 32);

function claveDe(l: LimiteFuncion<unknown>, payload: unknown, usuario: UsuarioSesion | null, ip: string): string | null {
  if (l.roles && !(usuario && l.roles.includes(usuario.rol))) return null;
  if (!l.por || l.por === 'direccion') return ip;
  if (l.por === 'cuenta') return usuario ? String(usuario.pk_usuario) : null;
  const k = l.por.clave(payload);
  return k === null ? null : resumen(k);
}

const sufijo = (l: LimiteFuncion<unknown>) => (!l.por || l.por === 'direccion' ? '' : l.por === 'cuenta' ? ':cta' : `:${l.por.nombre}`);

export interface Reserva {
  /** The first limit that refused the call (its message), or null: every one accepted. */
  rechazo: string | null;
  /** Gives every point taken back (the call was refused later). */
  devolver(): Promise<void>;
}

/** Takes one point of each of the funcion's limits, in order; a refusal gives back those already taken. */
export async function reservarLimites(
  limites: Limites,
  nombre: string,
  limite: Limite<unknown> | undefined,
  payload: unknown,
  usuario: UsuarioSesion | null,
  ip: string,
): Promise<Reserva> {
  const lista: readonly LimiteFuncion<unknown>[] = !limite ? [] : Array.isArray(limite) ? limite : [limite as LimiteFuncion<unknown>];
  const tomados: Reservado[] = [];
  const devolver = async () => {
    for (const t of tomados.splice(0)) await t.limitador.reward(t.clave);
  };
  for (const l of lista) {
    const clave = claveDe(l, payload, usuario, ip);
    if (clave === null) continue;
    const limitador = limites.deFuncion(l.compartido ?? `${nombre}${sufijo(l)}`, l.max, l.ventanaMs);
    if (!(await limites.reservar(limitador, clave)).ok) {
      await devolver();
      return { rechazo: l.mensaje, devolver };
    }
    tomados.push({ limitador, clave });
  }
  return { rechazo: null, devolver };
}
