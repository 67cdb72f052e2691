// The database: one query layer (Kysely, db.ts) over two engines. Without DATABASE_URL, a SQLite
// file through better-sqlite3 (WAL, foreign keys, busy timeout), as always; with
// DATABASE_URL=postgres://…, PostgreSQL through `pg`. Either is migrated when opened (migrar.ts).
// What the site needs besides its tables (the keys, the search index) is made by the start,
// server/abrir.ts, which every caller uses: the db layer imports nothing above it
// (docs/decisiones/0068-capas-del-servidor.md).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Db } from './db';
import { asegurarVersionSqlite, migrarPostgres, migrarSqlite } from './migrar';

// PostgreSQL's BIGINT (every integer column there) and COUNT(*) arrive as strings by default:
// numbers here, as SQLite gives them (every value stays far below 2^53)
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Opens (and migrates) the SQLite file; synchronous. `alAbrir` runs on the raw connection before it is wrapped. */
export function abrirSqliteMigrada(file: string, alAbrir: (conexion: Database.Database) => void = () => {}): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrarSqlite(db);
  asegurarVersionSqlite(db);
  alAbrir(db);
  return Db.sqliteDe(conSentenciasReutilizadas(db));
}

/** Opens (and migrates) the PostgreSQL database of `databaseUrl`. */
export async function abrirPostgresMigrada(opts: { databaseUrl: string; esquema?: string }): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: Number(process.env.PG_POOL ?? 10),
    // a schema per test harness (server/pruebas/arnes.ts); production uses the default one
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
