// Security events: logins, failed logins, logouts, second-factor events and refused
// calls, one row each in `seguridad` (who, or the login name tried; the address; when; the
// funcion). Inside a write's transaction the row goes with it. Outside one (a refusal: the failed
// login's `prepara`, a role or limit refusal in app.ts) it is written at once and survives the
// refusal: on SQLite through the attempt limits' own connection (server/autenticacion/limites.ts), so a
// refused call still changes no row on the app's connection; on PostgreSQL through the pool.
import { claveDireccion } from './direccion';
import type { Db } from '@server/db/db';
import type { Limites } from './limites';
import { repoBitacora } from '@server/db/repositorios/bitacora';
import type { EventoSeguridad } from '@/shared/api/contrato/bitacora';

export interface EventoNuevo {
  evento: EventoSeguridad;
  funcion: string;
  pkUsuario: number | null;
  /** The account's login name, or the one that was tried (cut to 100 characters). */
  usuario: string;
  direccion: string;
  detalle?: string;
}

/** Where an event goes: the open transaction, or (outside one) the limits' connection. */
export async function anotarSeguridad(db: Db, limites: Limites, e: EventoNuevo): Promise<void> {
  const destino = db.enTransaccion ? db : limites.dbPropia();
  await repoBitacora(destino).insertarSeguridad({
    pkUsuario: e.pkUsuario,
    usuario: e.usuario.slice(0, 100),
    evento: e.evento,
    funcion: e.funcion,
    direccion: e.direccion,
    detalle: (e.detalle ?? '').slice(0, 400),
  });
}

const VENTANA_MS = 60_000;
/** Every address together: refusals from many addresses (a botnet, rotating IPv6) are bounded too. */
const VECES_EL_TOTAL = 20;
interface Cuenta {
  inicio: number;
  anotados: number;
  omitidos: number;
}
/** Per app (its Limites) on SQLite, one instance per file: address → this minute's count; '' → every address together. */
const cuentas = new WeakMap<Limites, Map<string, Cuenta>>();

/** This minute's count for a key, a new minute starting when the last one is over (its omitted returned). */
function cuentaDe(mapa: Map<string, Cuenta>, clave: string, ahora: number): { cuenta: Cuenta; omitidosAntes: number } {
  const c = mapa.get(clave);
  if (c && ahora - c.inicio < VENTANA_MS) return { cuenta: c, omitidosAntes: 0 };
  // a bounded map: past 10,000 addresses the finished minutes go, and if none has, all do
  if (!c && mapa.size >= 10_000) {
    for (const [k, v] of mapa) if (ahora - v.inicio >= VENTANA_MS) mapa.delete(k);
    if (mapa.size >= 10_000) for (const k of [...mapa.keys()]) if (k !== '') mapa.delete(k);
  }
  const nueva = { inicio: ahora, anotados: 0, omitidos: 0 };
  mapa.set(clave, nueva);
  return { cuenta: nueva, omitidosAntes: c?.omitidos ?? 0 };
}

/**
 * The same count in the limits table, for instances sharing a PostgreSQL database (two instances
 * kept two counts in memory: twice the rows an attacker could make them write): this minute's
 * refusals of the address (`penalty` counts without refusing), the rows written from every
 * address, and the ones left unwritten since the address's last row. null: leave this one unwritten.
 */
async function cuentaEnBase(limites: Limites, direccion: string, porMinuto: number): Promise<string | null> {
  const propia = limites.contador('rechazos', porMinuto, VENTANA_MS);
  const total = limites.contador('rechazos-total', porMinuto * VECES_EL_TOTAL, VENTANA_MS);
  const omitidos = limites.contador('rechazos-omitidos', Number.MAX_SAFE_INTEGER, 3600_000);
  const suyos = (await propia.penalty(direccion)).consumedPoints;
  const anotados = (await total.get('*'))?.consumedPoints ?? 0;
  if (suyos > porMinuto || anotados >= porMinuto * VECES_EL_TOTAL) {
    await omitidos.penalty(direccion);
    return null;
  }
  await total.penalty('*');
  const antes = (await omitidos.get(direccion))?.consumedPoints ?? 0;
  if (!antes) return '';
  await omitidos.delete(direccion);
  return ` (además, ${antes} rechazos de esta dirección sin anotar en el minuto anterior: más de ${porMinuto} por minuto)`;
}

/**
 * A call refused by role or limit (401/403/429 in app.ts's pipeline), as a security event. Refusals
 * cost an attacker nothing, so at most `porMinuto` are written per address and minute (and 20 times
 * that from all addresses together); the others are counted, and the next one written says how many
 * went unwritten ("además, N rechazos…"): the trail shows a flood without a row per request.
 */
export async function rechazoRegistrado(
  db: Db,
  limites: Limites,
  direccion: string,
  funcion: string,
  usuario: { pk_usuario: number; usuario: string } | null,
  rechazo: { status: number; mensaje: string },
  porMinuto = 0,
): Promise<void> {
  let nota = '';
  if (porMinuto > 0 && db.motor === 'postgres') {
    const r = await cuentaEnBase(limites, direccion, porMinuto);
    if (r === null) return;
    nota = r;
  } else if (porMinuto > 0) {
    let mapa = cuentas.get(limites);
    if (!mapa) cuentas.set(limites, (mapa = new Map<string, Cuenta>()));
    const ahora = Date.now();
    // an IPv6 address counts as its /64 (issue 45), as in the limits table
    const propia = cuentaDe(mapa, claveDireccion(direccion), ahora);
    const total = cuentaDe(mapa, '', ahora);
    if (propia.cuenta.anotados >= porMinuto || total.cuenta.anotados >= porMinuto * VECES_EL_TOTAL) {
      propia.cuenta.omitidos++;
      return;
    }
    propia.cuenta.anotados++;
    total.cuenta.anotados++;
    if (propia.omitidosAntes)
      nota = ` (además, ${propia.omitidosAntes} rechazos de esta dirección sin anotar en el minuto anterior: más de ${porMinuto} por minuto)`;
  }
  await anotarSeguridad(db, limites, {
    evento: 'rechazo',
    funcion,
    pkUsuario: usuario?.pk_usuario ?? null,
    usuario: usuario?.usuario ?? 'Visitante',
    direccion,
    detalle: `${rechazo.status}: ${rechazo.mensaje}${nota}`,
  });
}
