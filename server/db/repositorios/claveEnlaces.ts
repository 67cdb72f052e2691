// The e-mail links' signing key (avisos/enlaces.ts signs with it; the preview links and the password
// reset too), kept in the database (claves_servidor): in the db layer, made by the start
// (server/abrir.ts), never by db/open.ts (docs/decisiones/0068-capas-del-servidor.md).
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type Database from 'better-sqlite3';
import type { Db } from '../db';

const CLAVE = 'enlaces_correo';
const claves = new WeakMap<Db, Promise<Buffer>>();

/** Makes the key once (the start, server/abrir.ts, after migrating; a race between instances keeps the first). */
export async function asegurarClave(db: Db): Promise<void> {
  const nueva = crypto.randomBytes(32).toString('base64url');
  await db.ejecutar(sql`INSERT INTO claves_servidor (clave, valor) VALUES (${CLAVE}, ${nueva}) ON CONFLICT (clave) DO NOTHING`);
}

/** The same for SQLite's raw connection (abrirSqlite is synchronous). */
export function asegurarClaveSqlite(conexion: Database.Database): void {
  conexion.prepare('INSERT OR IGNORE INTO claves_servidor (clave, valor) VALUES (?, ?)').run(CLAVE, crypto.randomBytes(32).toString('base64url'));
}

/** The signing key of this database (read once per connection; inside a write, through its transaction). */
export function claveDe(db: Db): Promise<Buffer> {
  const raiz = db.raiz;
  let k = claves.get(raiz);
  if (!k) {
    k = db.una<{ valor: string }>(sql`SELECT valor FROM claves_servidor WHERE clave = ${CLAVE}`).then((fila) => {
      if (!fila) throw new Error('Falta la clave de los enlaces de correo (claves_servidor).');
      return Buffer.from(fila.valor, 'base64url');
    });
    k.catch(() => claves.delete(raiz));
    claves.set(raiz, k);
  }
  return k;
}
