// TOTP secrets encrypted at rest (issue 33: they were stored in clear, so a copy of the database
// was every admin's second factor). AES-256-GCM with a key from the environment (CLAVE_TOTP,
// required when NODE_ENV=production: the server refuses to start without it); without it (the
// one-command demo, development, tests) a key made once and kept in the database (claves_servidor),
// which keeps the code path the same but protects nothing against a copy of the database. A stored
// value is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), bound to its account (the account's key
// is the GCM additional data: a secret copied onto another row does not decrypt). At start, secrets
// still in clear or under the database's key are encrypted again with the key in use.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';

const CLAVE_BASE = 'totp';
const claves = new WeakMap<Db, Promise<Buffer>>();

/** The start's check: in production (NODE_ENV=production) the key must come from the environment. */
export function exigirClaveTotp(config: Pick<AppConfig, 'produccion' | 'claveTotp'>): void {
  if (config.produccion && !config.claveTotp)
    throw new Error(
      'Falta CLAVE_TOTP: en producción (NODE_ENV=production) los secretos de la verificación en dos pasos se guardan cifrados con una clave ' +
        'que no está en la base de datos. Genérela una vez con «openssl rand -base64 32», guárdela aparte (sin ella los administradores ' +
        'tendrían que volver a activar su verificación) y arranque con CLAVE_TOTP=<clave>.',
    );
}

/** Makes the database's own key once (open.ts, after migrating; a race between instances keeps the first). */
export async function asegurarClaveTotp(db: Db): Promise<void> {
  await db.ejecutar(
    sql`INSERT INTO claves_servidor (clave, valor) VALUES (${CLAVE_BASE}, ${crypto.randomBytes(32).toString('base64url')}) ON CONFLICT (clave) DO NOTHING`,
  );
}

/** The same for SQLite's raw connection (abrirSqlite is synchronous). */
export function asegurarClaveTotpSqlite(conexion: Database.Database): void {
  conexion
    .prepare('INSERT OR IGNORE INTO claves_servidor (clave, valor) VALUES (?, ?)')
    .run(CLAVE_BASE, crypto.randomBytes(32).toString('base64url'));
}

/** The database's own key (read once per database). */
function claveBase(db: Db): Promise<Buffer> {
  const raiz = db.raiz;
  let k = claves.get(raiz);
  if (!k) {
    k = db.una<{ valor: string }>(sql`SELECT valor FROM claves_servidor WHERE clave = ${CLAVE_BASE}`).then((fila) => {
      if (!fila) throw new Error('Falta la clave de la verificación en dos pasos (claves_servidor).');
      return Buffer.from(fila.valor, 'base64url');
    });
    k.catch(() => claves.delete(raiz));
    claves.set(raiz, k);
  }
  return k;
}

const idDe = (clave: Buffer) => crypto.createHash('sha256').update(clave).digest('base64url').slice(0, 8);
const enUso = async (db: Db, config: Pick<AppConfig, 'claveTotp'>) => config.claveTotp ?? (await claveBase(db));

export async function cifrarSecreto(db: Db, config: Pick<AppConfig, 'claveTotp'>, pk: number, secreto: string): Promise<string> {
  const clave = await enUso(db, config);
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', clave, iv).setAAD(Buffer.from(`totp:${pk}`));
  const cifrado = Buffer.concat([c.update(secreto, 'utf8'), c.final()]);
  return ['v1', idDe(clave), iv.toString('base64url'), c.getAuthTag().toString('base64url'), cifrado.toString('base64url')].join('.');
}

/** The secret of a stored value (a value still in clear is itself), or null when no key at hand opens it. */
export async function descifrarSecreto(db: Db, config: Pick<AppConfig, 'claveTotp'>, pk: number, guardado: string): Promise<string | null> {
  const partes = guardado.split('.');
  if (partes[0] !== 'v1' || partes.length !== 5) return guardado;
  const candidatas = [config.claveTotp, await claveBase(db)].filter((k): k is Buffer => k !== null);
  const clave = candidatas.find((k) => idDe(k) === partes[1]);
  if (!clave) return null;
  try {
    const d = crypto.createDecipheriv('aes-256-gcm', clave, Buffer.from(partes[2], 'base64url')).setAAD(Buffer.from(`totp:${pk}`));
    d.setAuthTag(Buffer.from(partes[3], 'base64url'));
    return Buffer.concat([d.update(Buffer.from(partes[4], 'base64url')), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** At start: every secret in clear, or under a key at hand that is not the one in use, encrypted with the one in use. How many. */
export async function cifrarSecretosGuardados(db: Db, config: Pick<AppConfig, 'claveTotp'>): Promise<number> {
  const actual = idDe(await enUso(db, config));
  let n = 0;
  for (const f of await db.todas<{ fk_usuario: number; secreto: string }>(sql`SELECT fk_usuario, secreto FROM dos_pasos`)) {
    if (f.secreto.startsWith(`v1.${actual}.`)) continue;
    const claro = await descifrarSecreto(db, config, Number(f.fk_usuario), f.secreto);
    if (claro === null) continue;
    const nuevo = await cifrarSecreto(db, config, Number(f.fk_usuario), claro);
    n += await db.ejecutar(sql`UPDATE dos_pasos SET secreto = ${nuevo} WHERE fk_usuario = ${f.fk_usuario} AND secreto = ${f.secreto}`);
  }
  return n;
}
