// Public answers kept in memory until the database changes, already serialized (and compressed on
// first demand): a hot public list costs one small SELECT per call instead of its query, its
// JSON.stringify and the bytes of a 30 KB answer.
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { asegurarVersionSqlite } from '../db/migrar';
import type { Db } from '../db/db';

/** An answer already serialized as JSON; the phantom T keeps the dispatch table's typing. */
export class Serializada<T> {
  declare private readonly _tipo?: T;
  private comprimidas = new Map<'br' | 'gzip', Buffer>();

  constructor(readonly json: Buffer) {}

  /** The body in the best encoding the client accepts (small answers are not worth compressing). */
  cuerpo(acceptEncoding: string | undefined): { datos: Buffer; codificacion?: 'br' | 'gzip' } {
    if (this.json.length < 1024 || !acceptEncoding) return { datos: this.json };
    const codificacion = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
    if (!codificacion) return { datos: this.json };
    let datos = this.comprimidas.get(codificacion);
    if (!datos) {
      datos =
        codificacion === 'br'
          ? zlib.brotliCompressSync(this.json, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length },
            })
          : zlib.gzipSync(this.json, { level: 9 });
      this.comprimidas.set(codificacion, datos);
    }
    return { datos, codificacion };
  }
}

/** SQLite: the schema version at which each connection last checked its version triggers. */
const esquemaVisto = new WeakMap<object, number>();
let enTransaccion = 0;

/**
 * Changes whenever a row the public sees is written, by this instance or any other: the version
 * row that a trigger on every content table bumps inside the writing transaction (db/migrar.ts), on both
 * engines. Sessions, attempt limits and the audit trail have no trigger: failed logins and session
 * activity never invalidate the caches. Inside a SQLite write transaction the row may still be
 * rolled back, so the answer is never reused there.
 */
export async function versionDatos(db: Db): Promise<string> {
  const s = db.raiz.sqlite;
  if (s) {
    if (s.inTransaction) return `tx:${++enTransaccion}`;
    const esquema = s.prepare('PRAGMA schema_version').pluck().get() as number;
    if (esquemaVisto.get(s) !== esquema) {
      asegurarVersionSqlite(s); // a table created since: its triggers
      esquemaVisto.set(s, s.prepare('PRAGMA schema_version').pluck().get() as number);
    }
    return String(s.prepare('SELECT n FROM _version WHERE id = 1').pluck().get());
  }
  const fila = await db.una<{ n: number }>(sql`SELECT n FROM _version WHERE id = 1`);
  return String(fila?.n ?? 0);
}

const guardadas = new WeakMap<object, Map<string, { version: string; respuesta: Serializada<unknown> }>>();

/**
 * `calcular()`'s answer, serialized, reused until any row is written (versionDatos: through this
 * instance or any other). Only for answers that are the same for every caller.
 */
export async function hastaQueCambie<T>(db: Db, clave: string, calcular: () => T | Promise<T>): Promise<Serializada<T>> {
  const version = await versionDatos(db);
  const llave = db.raiz;
  let porClave = guardadas.get(llave);
  if (!porClave) guardadas.set(llave, (porClave = new Map<string, { version: string; respuesta: Serializada<unknown> }>()));
  const hecha = porClave.get(clave);
  if (hecha && hecha.version === version) return hecha.respuesta as Serializada<T>;
  const respuesta = new Serializada<T>(Buffer.from(JSON.stringify(await calcular())));
  porClave.set(clave, { version, respuesta });
  return respuesta;
}
