// Public answers kept in memory until the database changes, already serialized (and compressed on
// first demand): a hot public list costs one small SELECT per call instead of its query, its
// JSON.stringify and the bytes of a 30 KB answer.
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Database, Statement } from 'better-sqlite3';
import { asegurarVersionSqlite } from '../db/migrar';
import type { Db } from '../db/db';
import { Recientes } from './recientes';

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

/** SQLite: each connection's two statements of the hit path, prepared once (preparing is a parse per call). */
const sentencias = new WeakMap<object, { esquema: Statement; version: Statement }>();
function sentenciasDe(s: Database) {
  let st = sentencias.get(s);
  if (!st) {
    st = { esquema: s.prepare('PRAGMA schema_version').pluck(), version: s.prepare('SELECT n FROM _version WHERE id = 1').pluck() };
    sentencias.set(s, st);
  }
  return st;
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
    const { esquema, version } = sentenciasDe(s);
    const visto = esquema.get() as number;
    if (esquemaVisto.get(s) !== visto) {
      asegurarVersionSqlite(s); // a table created since: its triggers
      esquemaVisto.set(s, esquema.get() as number);
    }
    return String(version.get());
  }
  if (db.enTransaccion || !db.pool) {
    const fila = await db.una<{ n: number }>(sql`SELECT n FROM _version WHERE id = 1`);
    return String(fila?.n ?? 0);
  }
  return versionCompartida(db.pool);
}

type Lecturas = { actual?: Promise<string>; siguiente?: Promise<string> };
const lecturas = new WeakMap<object, Lecturas>();

/**
 * PostgreSQL outside a transaction: one read of the version row serves every call that arrived
 * before it started. A call that finds a read already running joins the next one, which starts as
 * soon as that ends (the running one may have read the row before this call's data was written by
 * another instance), so every answer still reflects every write committed before its call arrived,
 * while 50 concurrent callers cost a couple of round trips instead of 50 (the version row was the
 * only query of a remembered answer, and PostgreSQL shares the machine's cores).
 */
function versionCompartida(pool: NonNullable<Db['pool']>): Promise<string> {
  let l = lecturas.get(pool);
  if (!l) lecturas.set(pool, (l = {}));
  const estado = l;
  const leer = () => {
    const p = pool.query<{ n: number }>('SELECT n FROM _version WHERE id = 1').then((r) => String(r.rows[0]?.n ?? 0));
    estado.actual = p;
    const soltar = () => {
      if (estado.actual === p) estado.actual = undefined;
    };
    p.then(soltar, soltar);
    return p;
  };
  if (!estado.actual) return leer();
  estado.siguiente ??= estado.actual
    .catch(() => undefined)
    .then(() => {
      estado.siguiente = undefined;
      return leer();
    });
  return estado.siguiente;
}

type Guardada = { version: string; respuesta: Promise<Serializada<unknown>> };
const guardadas = new WeakMap<object, Map<string, Guardada>>();

/**
 * `calcular()`'s answer, serialized, reused until any row is written (versionDatos: through this
 * instance or any other). Only for answers that are the same for every caller. Calls that arrive
 * while it is being computed wait for that one computation: 50 visitors on a cold or just
 * invalidated list cost one query and one compression, not 50 of each.
 */
export async function hastaQueCambie<T>(db: Db, clave: string, calcular: () => T | Promise<T>): Promise<Serializada<T>> {
  const version = await versionDatos(db);
  const llave = db.raiz;
  let porClave = guardadas.get(llave);
  if (!porClave) guardadas.set(llave, (porClave = new Map<string, Guardada>()));
  const hecha = porClave.get(clave);
  if (hecha && hecha.version === version) return hecha.respuesta as Promise<Serializada<T>>;
  const respuesta = Promise.resolve()
    .then(calcular)
    .then((r) => new Serializada<T>(Buffer.from(JSON.stringify(r))));
  const guardada = { version, respuesta };
  porClave.set(clave, guardada);
  // a failed computation is not kept: the next call tries again
  respuesta.catch(() => {
    if (porClave.get(clave) === guardada) porClave.delete(clave);
  });
  return respuesta;
}

/** The bound of a memory of answers that depend on their arguments (recordarHastaQueCambie). */
export interface Limite {
  entradas: number;
  bytes: number;
}

type Memoria = { version: string; hechas: Recientes<unknown>; enCurso: Map<string, Promise<unknown>> };
const memorias = new WeakMap<object, Map<string, Memoria>>();

/** Whether recordarHastaQueCambie would answer `clave` without computing it (kept for the current version, or being computed). */
export async function recordada(db: Db, espacio: string, clave: string): Promise<boolean> {
  const m = memorias.get(db.raiz)?.get(espacio);
  if (!m || m.version !== (await versionDatos(db))) return false;
  return m.enCurso.has(clave) || m.hechas.leer(clave) !== undefined;
}

/**
 * For answers that depend on their arguments (a search: `clave` is the normalized query and page):
 * the last ones asked, in a memory of `espacio` bounded by `limite` (least recently used out,
 * entries and bytes of their JSON), emptied as a whole when the data version moves, by a write
 * through this instance or any other. Concurrent calls for one key share one computation. Inside
 * a write transaction (SQLite: the version is never reused) nothing is kept. An answer kept as a
 * `Serializada` is counted by its JSON's bytes and sent as kept (no JSON.stringify per call, and
 * its compressed bodies are made once).
 */
export async function recordarHastaQueCambie<T>(db: Db, espacio: string, clave: string, limite: Limite, calcular: () => Promise<T>): Promise<T> {
  const version = await versionDatos(db);
  if (version.startsWith('tx:')) return calcular();
  let porEspacio = memorias.get(db.raiz);
  if (!porEspacio) memorias.set(db.raiz, (porEspacio = new Map<string, Memoria>()));
  let m = porEspacio.get(espacio);
  if (!m || m.version !== version || m.hechas.maxEntradas !== limite.entradas || m.hechas.maxBytes !== limite.bytes) {
    porEspacio.set(espacio, (m = { version, hechas: new Recientes<unknown>(limite.entradas, limite.bytes), enCurso: new Map() }));
  }
  const hecha = m.hechas.leer(clave);
  if (hecha !== undefined) return hecha as T;
  const pendiente = m.enCurso.get(clave);
  if (pendiente) return pendiente as Promise<T>;
  const memoria = m;
  const calculo = calcular().then((r) => {
    const bytes = r instanceof Serializada ? r.json.length : Buffer.byteLength(JSON.stringify(r));
    memoria.hechas.guardar(clave, r, bytes + clave.length);
    return r;
  });
  memoria.enCurso.set(clave, calculo);
  return calculo.finally(() => memoria.enCurso.delete(clave));
}
