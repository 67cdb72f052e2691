// Public answers kept in memory until the database changes, already serialized (and compressed on
// first demand): a hot public list costs one small SELECT per call instead of its query, its
// JSON.stringify and the bytes of a 30 KB answer.
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from './db/open';

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

/**
 * Changes whenever a row the public sees is written. SQLite: by this connection (total_changes) or
 * another process on the same file (data_version). PostgreSQL: the version row that a trigger on
 * every content table bumps inside the writing transaction (open.ts), read by every instance.
 */
export async function versionDatos(db: Db): Promise<string> {
  const s = db.raiz.sqlite;
  // two statements: 1.3 µs together, against 2.1 µs for one SELECT of the pragma function
  if (s) return `${s.prepare('PRAGMA data_version').pluck().get() as number}:${s.prepare('SELECT total_changes()').pluck().get() as number}`;
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
