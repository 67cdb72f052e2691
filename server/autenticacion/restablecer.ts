// Password reset links (issue 38). A link is `base64url(JSON).base64url(HMAC-SHA256)` signed with
// the e-mail links' key (avisos/enlaces.ts: kept in the database, the same on every instance), under
// its own label so no other e-mail link opens it. It holds the account, a random part and its expiry;
// the row of `restablecimientos` (migration 018) keeps the random part's SHA-256 and whether it was
// used, so a link works once on any instance, and a reset (or a new one-time password) retires
// the account's other links.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { claveDe } from '@server/db/repositorios/claveEnlaces';
import { componer, urlDe } from '../avisos/correo';
import { repoSalida } from '../db/repositorios/salida';
import {
  RUTA_RESTABLECER_CONTRASENA as RUTA_RESTABLECER,
  VIGENCIA_BIENVENIDA_HORAS,
  VIGENCIA_RESTABLECER_MINUTOS,
} from '@/shared/api/contrato/restablecer';

export const VIGENCIA_RESTABLECER_MS = VIGENCIA_RESTABLECER_MINUTOS * 60_000;

interface Contenido {
  u: number;
  n: string;
  x: number;
}

const firma = (clave: Buffer, datos: string) => crypto.createHmac('sha256', clave).update(`restablecer:${datos}`).digest('base64url');
const resumen = (n: string) => crypto.createHash('sha256').update(n).digest('base64url');

/** A new link for the account (its row written through `db`, the caller's transaction), valid `vigenciaMs`. */
export async function crearEnlace(db: Db, pk: number, ahora = Date.now(), vigenciaMs = VIGENCIA_RESTABLECER_MS): Promise<string> {
  const c: Contenido = { u: pk, n: crypto.randomBytes(24).toString('base64url'), x: ahora + vigenciaMs };
  await db.ejecutar(sql`INSERT INTO restablecimientos (fk_usuario, resumen, expira) VALUES (${pk}, ${resumen(c.n)}, ${c.x})`);
  const datos = Buffer.from(JSON.stringify(c)).toString('base64url');
  return `${datos}.${firma(await claveDe(db), datos)}`;
}

/** The link's content when its signature holds and it has not expired (its row is not read); else null. */
export async function leerEnlace(db: Db, token: string, ahora = Date.now()): Promise<Contenido | null> {
  const m = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const esperada = Buffer.from(firma(await claveDe(db), m[1]));
  const dada = Buffer.from(m[2]);
  if (dada.length !== esperada.length || !crypto.timingSafeEqual(dada, esperada)) return null;
  try {
    const c = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as Contenido;
    if (!Number.isSafeInteger(c.u) || typeof c.n !== 'string' || !(typeof c.x === 'number' && c.x > ahora)) return null;
    return c;
  } catch {
    return null;
  }
}

/** Whether the link's row is still unused and unexpired (a read: the check before hashing). */
export async function enlaceVigente(db: Db, c: Contenido, ahora = Date.now()): Promise<boolean> {
  const fila = await db.una(
    sql`SELECT 1 AS uno FROM restablecimientos WHERE resumen = ${resumen(c.n)} AND fk_usuario = ${c.u} AND usado IS NULL AND expira > ${ahora}`,
  );
  return fila !== undefined;
}

/** Uses the link: one conditional UPDATE, so of two instances opening it at once only one succeeds. */
export async function usarEnlace(db: Db, c: Contenido, ahora = Date.now()): Promise<boolean> {
  const n = await db.ejecutar(
    sql`UPDATE restablecimientos SET usado = ${ahora}
         WHERE resumen = ${resumen(c.n)} AND fk_usuario = ${c.u} AND usado IS NULL AND expira > ${ahora}`,
  );
  return n > 0;
}

/** Retires every unused link of the account (its password was just set). */
export async function retirarEnlaces(db: Db, pk: number, ahora = Date.now()): Promise<void> {
  await db.ejecutar(sql`UPDATE restablecimientos SET usado = ${ahora} WHERE fk_usuario = ${pk} AND usado IS NULL`);
}

/** The e-mail with the link, through the outbox (written in the caller's transaction). */
export async function correoRestablecer(db: Db, config: AppConfig, c: { pk: number; correo: string; usuario: string }, ahora = Date.now()) {
  const token = await crearEnlace(db, c.pk, ahora);
  await repoSalida(db).insertar(
    componer(config, {
      para: c.correo,
      asunto: 'Restablezca su contraseña',
      saludo: 'Hola:',
      parrafos: [
        `Alguien (esperamos que usted) pidió restablecer la contraseña de la cuenta «${c.usuario}» en el sitio de la carrera.`,
        `Si fue usted, elija una contraseña nueva con el enlace: vale ${VIGENCIA_RESTABLECER_MINUTOS} minutos y sirve una sola vez. Si no, ignore este mensaje: su contraseña no cambia.`,
      ],
      enlace: { texto: 'Elegir una contraseña nueva', url: urlDe(config, `${RUTA_RESTABLECER}?token=${token}`) },
    }),
  );
}

/**
 * A new admin's welcome (issue 44, item 8): the super admin typed their address, so instead of a
 * one-time password handed over in person they get the same single-use link, valid 24 hours, to
 * choose their first password on /restablecer_contrasena (through the outbox, in the caller's transaction).
 */
export async function correoBienvenidaAdmin(db: Db, config: AppConfig, c: { pk: number; correo: string; usuario: string; nombre: string }) {
  const token = await crearEnlace(db, c.pk, Date.now(), VIGENCIA_BIENVENIDA_HORAS * 3_600_000);
  await repoSalida(db).insertar(
    componer(config, {
      para: c.correo,
      asunto: 'Su cuenta de administrador del sitio de la carrera',
      saludo: `Hola, ${c.nombre}:`,
      parrafos: [
        `Se creó su cuenta de administrador en el sitio de la carrera. Su usuario es «${c.usuario}».`,
        `Elija su contraseña con el enlace: vale ${VIGENCIA_BIENVENIDA_HORAS} horas y sirve una sola vez. Si vence, pida a la persona que administra el sitio un enlace nuevo o use «¿Olvidó su contraseña?» en la página de acceso.`,
      ],
      enlace: { texto: 'Elegir mi contraseña', url: urlDe(config, `${RUTA_RESTABLECER}?token=${token}`) },
    }),
  );
}

export interface CuentaRestablecer {
  pk: number;
  usuario: string;
  correo: string;
}

/**
 * The active accounts a request names, with a confirmed address: by login name, or (with an @) every
 * account whose confirmed address it is (at most 5). A student still on the matrícula with a
 * confirmed address may choose a password this way too.
 */
export function cuentasDe(db: Db, cuenta: string): Promise<CuentaRestablecer[]> {
  const t = cuenta.trim().toLowerCase();
  const donde = t.includes('@') ? sql`lower(correo) = ${t}` : sql`lower(usuario) = ${t}`;
  return db.todas<CuentaRestablecer>(
    sql`SELECT pk_usuario AS pk, usuario, correo FROM usuarios
         WHERE ${donde} AND activo = 1 AND correo_confirmado = 1 AND correo IS NOT NULL
         ORDER BY pk_usuario LIMIT 5`,
  );
}
