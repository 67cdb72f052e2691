// Opens the SQLite database (WAL, foreign keys, busy timeout) and applies the numbered migrations
// in server/db/migrations that it has not applied yet, each in its own transaction.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const migrationsDir = path.join(__dirname, 'migrations');

export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return conSentenciasReutilizadas(db);
}

const MAX_SENTENCIAS = 300;

/**
 * Makes `db.prepare(sql)` return the statement already compiled for that text. Every funcion
 * prepares its SQL on each call; compiling it was ≈10 % of a read's CPU under load. A reused
 * statement is reset to plain rows, because a caller may have set pluck/raw/expand on it. SQL built
 * with a variable number of placeholders stays bounded: past MAX_SENTENCIAS texts, new ones are
 * compiled each time as before.
 */
function conSentenciasReutilizadas(db: Db): Db {
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
  }) as Db['prepare'];
  return db;
}

export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS _migraciones (nombre TEXT PRIMARY KEY, aplicada TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT nombre FROM _migraciones').pluck().all() as string[]);
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
  for (const f of files) {
    if (done.has(f)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, f), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO _migraciones (nombre, aplicada) VALUES (?, datetime('now'))").run(f);
    })();
  }
}

/** Lower-case, accent-free, trimmed form of a text, stored beside names for fast search: the same
 * function the admin lists search with, so a stored name and a typed query meet. */
export { normalizar } from '../../src/shared/lib/matchesSearch';
