// The database: one query layer (Kysely) over two engines. Without DATABASE_URL, a SQLite file
// through better-sqlite3 (WAL, foreign keys, busy timeout), as always; with
// DATABASE_URL=postgres://…, PostgreSQL through `pg`. The numbered migrations in
// server/db/migrations are the one source for both: written in SQLite's dialect, translated for
// PostgreSQL by paraPostgres() below, and applied at start, each in its own transaction.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import { RAIZ } from '../raiz';

export type Motor = 'sqlite' | 'postgres';

/** The repositories write SQL (Kysely's `sql` template), typed by each query's row: no table schema here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Tablas = any;

// PostgreSQL's BIGINT (every integer column there) and COUNT(*) arrive as strings by default:
// numbers here, as SQLite gives them (every value stays far below 2^53)
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const migrationsDir = path.join(RAIZ, 'server', 'db', 'migrations');

/**
 * One connection (SQLite) or pool (PostgreSQL), or a transaction on it. Repositories run their SQL
 * through `todas` / `una` / `ejecutar` with Kysely's `sql` template (placeholders per engine).
 * `prepare`, `exec`, `pragma` reach the raw SQLite connection (tests, backups); on PostgreSQL they throw.
 */
export class Db {
  private constructor(
    readonly motor: Motor,
    /** The Kysely instance, or the open transaction. */
    readonly k: Kysely<Tablas>,
    /** SQLite only: the raw better-sqlite3 connection. */
    readonly sqlite: Database.Database | null,
    /** PostgreSQL only: the pool (the attempt limits share it). */
    readonly pool: pg.Pool | null,
    readonly enTransaccion: boolean,
    /** The database outside any transaction (work after a commit runs on it). */
    private readonly base: Db | null,
  ) {}

  static sqliteDe(conexion: Database.Database): Db {
    const k = new Kysely<Tablas>({ dialect: new SqliteDialect({ database: conexion }) });
    return new Db('sqlite', k, conexion, null, false, null);
  }

  static postgresDe(pool: pg.Pool): Db {
    return new Db('postgres', new Kysely<Tablas>({ dialect: new PostgresDialect({ pool }) }), null, pool, false, null);
  }

  get raiz(): Db {
    return this.base ?? this;
  }

  async todas<T>(q: RawBuilder<T>): Promise<T[]> {
    return (await q.execute(this.k)).rows;
  }

  async una<T>(q: RawBuilder<T>): Promise<T | undefined> {
    return (await q.execute(this.k)).rows[0];
  }

  /** Runs a write; the number of rows it changed. */
  async ejecutar(q: RawBuilder<unknown>): Promise<number> {
    return Number((await q.execute(this.k)).numAffectedRows ?? 0n);
  }

  /** Runs `trabajo` in one transaction (the same one when already inside a transaction). */
  async transaccion<T>(trabajo: (db: Db) => Promise<T>): Promise<T> {
    if (this.enTransaccion) return trabajo(this);
    return this.k.transaction().execute((trx) => trabajo(new Db(this.motor, trx, this.sqlite, this.pool, true, this)));
  }

  /** The current time as the text the tables store ('YYYY-MM-DD HH:MM:SS', UTC), moved by `mod` ('-3 days'). */
  ahora(mod?: string): RawBuilder<string> {
    if (this.motor === 'sqlite') return mod ? sql<string>`datetime('now', ${mod})` : sql<string>`datetime('now')`;
    const t = mod ? sql`(now() AT TIME ZONE 'UTC') + CAST(${mod} AS INTERVAL)` : sql`(now() AT TIME ZONE 'UTC')`;
    return sql<string>`to_char(${t}, 'YYYY-MM-DD HH24:MI:SS')`;
  }

  /** Days (fractional) since a stored 'YYYY-MM-DD HH:MM:SS' expression. */
  diasDesde(expr: RawBuilder<unknown>): RawBuilder<number> {
    if (this.motor === 'sqlite') return sql<number>`julianday('now') - julianday(${expr})`;
    return sql<number>`EXTRACT(EPOCH FROM ((now() AT TIME ZONE 'UTC') - CAST(${expr} AS TIMESTAMP))) / 86400.0`;
  }

  /** `columna = valor` ignoring ASCII case (SQLite's NOCASE, which its unique index on usuario uses; lower() on PostgreSQL, indexed too). */
  igualSinMayusculas(columna: string, valor: unknown): RawBuilder<unknown> {
    return this.motor === 'sqlite' ? sql`${sql.ref(columna)} = ${valor} COLLATE NOCASE` : sql`lower(${sql.ref(columna)}) = lower(${valor})`;
  }

  /** The larger of two values (SQLite's two-argument MAX, PostgreSQL's GREATEST). */
  mayor(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<unknown> {
    return this.motor === 'sqlite' ? sql`MAX(${a}, ${b})` : sql`GREATEST(${a}, ${b})`;
  }

  private crudo(): Database.Database {
    if (!this.sqlite) throw new Error('Solo disponible en SQLite.');
    return this.sqlite;
  }

  prepare: Database.Database['prepare'] = (texto: string) => this.crudo().prepare(texto);
  exec(texto: string): void {
    this.crudo().exec(texto);
  }
  pragma(texto: string, opts?: { simple?: boolean }): unknown {
    return this.crudo().pragma(texto, opts);
  }
  get name(): string {
    return this.sqlite?.name ?? 'postgres';
  }
  /** SQLite: the raw connection's open transaction; PostgreSQL: whether this is a transaction. */
  get inTransaction(): boolean {
    return this.sqlite ? this.sqlite.inTransaction : this.enTransaccion;
  }
  get memory(): boolean {
    return this.sqlite?.memory ?? false;
  }
  get open(): boolean {
    return this.sqlite ? this.sqlite.open : !this.cerrada;
  }

  private cerrada = false;
  /** Closes the connection or pool. */
  async cerrar(): Promise<void> {
    if (this.cerrada) return;
    this.cerrada = true;
    await this.k.destroy(); // SQLite: closes the connection too
  }
  /** Synchronous close (SQLite; on PostgreSQL the pool ends in the background). */
  close(): void {
    if (this.sqlite) {
      this.cerrada = true;
      if (this.sqlite.open) this.sqlite.close();
    } else void this.cerrar();
  }
}

/** Opens (and migrates) the SQLite file; synchronous. */
export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  asegurarVersionSqlite(db);
  return Db.sqliteDe(conSentenciasReutilizadas(db));
}

/**
 * SQLite's version row, as PostgreSQL's (migrarPostgres): `_version.n` is bumped by a trigger on
 * every content table (row triggers: SQLite has no statement triggers), in the writing
 * transaction, whichever connection or process writes. Sessions, limits and the audit trail have
 * none, so a failed login or a session's activity leaves every cached page and list valid.
 * Idempotent; versionDatos() runs it again whenever the schema changed (a table created later).
 */
export function asegurarVersionSqlite(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS _version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)');
  db.exec('INSERT OR IGNORE INTO _version (id, n) VALUES (1, 0)');
  const tablas = db
    .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const hechos = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").pluck().all() as string[]);
  for (const tabla of tablas) {
    if (SIN_VERSION.has(tabla) || !/^\w+$/.test(tabla)) continue;
    for (const evento of ['INSERT', 'UPDATE', 'DELETE']) {
      const nombre = `_cambio_${tabla}_${evento.toLowerCase()}`;
      if (!hechos.has(nombre)) db.exec(`CREATE TRIGGER ${nombre} AFTER ${evento} ON ${tabla} BEGIN UPDATE _version SET n = n + 1 WHERE id = 1; END`);
    }
  }
}

/** The site's database: PostgreSQL when `databaseUrl` is set, the SQLite file otherwise; migrated. */
export async function abrirBaseDatos(opts: { databaseUrl?: string; databasePath: string; esquema?: string }): Promise<Db> {
  if (!opts.databaseUrl) return openDb(opts.databasePath);
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: Number(process.env.PG_POOL ?? 10),
    // a schema per test harness (server/testing/harness.ts); production uses the default one
    ...(opts.esquema ? { options: `-c search_path=${opts.esquema}` } : {}),
  });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on the next query
  const db = Db.postgresDe(pool);
  await migrarPostgres(db);
  return db;
}

const MAX_SENTENCIAS = 300;

/**
 * Makes `db.prepare(sql)` return the statement already compiled for that text. Every funcion
 * prepares its SQL on each call; compiling it was ≈10 % of a read's CPU under load. A reused
 * statement is reset to plain rows, because a caller may have set pluck/raw/expand on it. SQL built
 * with a variable number of placeholders stays bounded: past MAX_SENTENCIAS texts, new ones are
 * compiled each time as before.
 */
function conSentenciasReutilizadas(db: Database.Database): Database.Database {
  const compilar = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    const hecha = cache.get(sql);
    if (hecha) {
      if (hecha.reader) hecha.pluck(false).expand(false).raw(false);
      return hecha;
    }
    const nueva = compilar(sql);
    if (cache.size < MAX_SENTENCIAS) cache.set(sql, nueva);
    return nueva;
  }) as Database.Database['prepare'];
  return db;
}

function migraciones(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
}

export function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS _migraciones (nombre TEXT PRIMARY KEY, aplicada TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT nombre FROM _migraciones').pluck().all() as string[]);
  for (const f of migraciones()) {
    if (done.has(f)) continue;
    const texto = fs.readFileSync(path.join(migrationsDir, f), 'utf8');
    db.transaction(() => {
      db.exec(texto);
      db.prepare("INSERT INTO _migraciones (nombre, aplicada) VALUES (?, datetime('now'))").run(f);
    })();
  }
}

/**
 * A migration written for SQLite, as PostgreSQL runs it: integer keys become identities, every
 * integer BIGINT (milliseconds since the epoch do not fit in 32 bits), text compares bytewise as
 * SQLite's does (COLLATE "C": the same order everywhere), a case-insensitive unique login becomes
 * a unique index on lower(), and datetime('now') the same UTC text.
 */
export function paraPostgres(texto: string): string {
  const unicosSinMayusculas: string[] = [];
  let tabla = '';
  const lineas = texto.split('\n').map((linea) => {
    const t = /^CREATE TABLE (\w+)/.exec(linea);
    if (t) tabla = t[1];
    let l = linea.replace(/--.*$/, '');
    const nocase = /^\s*(\w+)\s+TEXT NOT NULL UNIQUE COLLATE NOCASE/.exec(l);
    if (nocase) {
      unicosSinMayusculas.push(`CREATE UNIQUE INDEX ${tabla}_${nocase[1]}_ci ON ${tabla} (lower(${nocase[1]}));`);
      l = l.replace(' UNIQUE COLLATE NOCASE', '');
    }
    return l
      .replace(/INTEGER PRIMARY KEY AUTOINCREMENT/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
      .replace(/INTEGER PRIMARY KEY CHECK/g, 'BIGINT PRIMARY KEY CHECK')
      .replace(/INTEGER PRIMARY KEY/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
      .replace(/\bINTEGER\b/g, 'BIGINT')
      .replace(/\bTEXT\b/g, 'TEXT COLLATE "C"')
      .replace(/\(datetime\('now'\)\)/g, `(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'))`);
  });
  return [...lineas, ...unicosSinMayusculas].join('\n');
}

/** Tables whose writes do not change what the public sees (no cache invalidation for them). */
export const SIN_VERSION = new Set([
  'sesiones',
  'limites',
  'bitacora',
  '_migraciones',
  '_version',
  'dos_pasos',
  'codigos_recuperacion',
  'pasos_pendientes',
  'seguridad',
  'ajustes',
]);

/**
 * PostgreSQL: the migrations, translated, then the version row every instance reads before
 * reusing a cached public answer (memoria.ts): a statement trigger on each content table bumps it
 * inside the writing transaction, so a write through any instance invalidates every cache.
 * Several instances starting together take turns (an advisory lock).
 */
async function migrarPostgres(db: Db): Promise<void> {
  await db.transaccion(async (tx) => {
    await tx.ejecutar(sql`SELECT pg_advisory_xact_lock(4815162342)`);
    await tx.ejecutar(sql`CREATE TABLE IF NOT EXISTS _migraciones (nombre TEXT PRIMARY KEY, aplicada TEXT NOT NULL)`);
    const hechas = new Set((await tx.todas<{ nombre: string }>(sql`SELECT nombre FROM _migraciones`)).map((f) => f.nombre));
    for (const f of migraciones()) {
      if (hechas.has(f)) continue;
      const texto = paraPostgres(fs.readFileSync(path.join(migrationsDir, f), 'utf8'));
      await tx.ejecutar(sql.raw(texto));
      await tx.ejecutar(sql`INSERT INTO _migraciones (nombre, aplicada) VALUES (${f}, ${tx.ahora()})`);
    }
    await tx.ejecutar(sql`CREATE TABLE IF NOT EXISTS _version (id INTEGER PRIMARY KEY CHECK (id = 1), n BIGINT NOT NULL)`);
    await tx.ejecutar(sql`INSERT INTO _version (id, n) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`);
    await tx.ejecutar(
      sql.raw(`CREATE OR REPLACE FUNCTION _cambio() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE _version SET n = n + 1 WHERE id = 1; RETURN NULL; END $$`),
    );
    const tablas = await tx.todas<{ tabla: string; con: number }>(
      sql`SELECT c.relname AS tabla, (SELECT COUNT(*) FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = '_cambio') AS con
            FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`,
    );
    for (const { tabla, con } of tablas) {
      if (SIN_VERSION.has(tabla) || con > 0) continue;
      await tx.ejecutar(sql.raw(`CREATE TRIGGER _cambio AFTER INSERT OR UPDATE OR DELETE ON ${tabla} FOR EACH STATEMENT EXECUTE FUNCTION _cambio()`));
    }
  });
}

/** Lower-case, accent-free, trimmed form of a text, stored beside names for fast search: the same
 * function the admin lists search with, so a stored name and a typed query meet. */
export { normalizar } from '../../src/shared/lib/matchesSearch';
