// The Db wrapper: one query layer (Kysely) over SQLite (better-sqlite3) or PostgreSQL (`pg`),
// with the few expressions whose SQL differs per engine. Opening it: open.ts.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';

export type Motor = 'sqlite' | 'postgres';

/**
 * The repositories write SQL (Kysely's `sql` template), typed by each query's row: Kysely knows no
 * table, so its query builder (which would need a schema type) cannot be used by mistake.
 */
type Tablas = Record<string, never>;

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

  /** The database's clock as ISO 8601 UTC with milliseconds ('2026-11-24T10:00:00.000Z'), the same for every instance (the audit trail's and the revisions' dates). */
  ahoraIso(): RawBuilder<string> {
    return this.motor === 'sqlite'
      ? sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
      : sql<string>`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
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
  /**
   * Closes the connection or pool; the one way to close a Db. On SQLite the file is closed before
   * this returns (a caller that does not wait, such as a script ending, leaves nothing open):
   * Kysely's own destroy() only closes a connection it has used.
   */
  async cerrar(): Promise<void> {
    if (this.cerrada) return;
    this.cerrada = true;
    if (this.sqlite?.open) this.sqlite.close();
    await this.k.destroy();
  }
}
