// The numbered migrations in server/db/migrations, applied at start on either engine, each in its
// own transaction, and the version row every cached public answer is checked against.
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import { RAIZ } from '../raiz';
import type { Db } from './db';
import { paraPostgres } from './paraPostgres';

const migrationsDir = path.join(RAIZ, 'server', 'db', 'migrations');

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
  // the typo lookup's words only change with the index's items (busqueda), in the same transaction
  'busqueda_variantes',
  // notifications: the inbox, preferences, outbox and their bookkeeping are never public
  'preferencias_aviso',
  'avisos',
  'salida',
  'correos_preguntas',
  'tareas_periodicas',
  'claves_servidor',
  // a visitor's enquiry is read by admins only (entidades/solicitudes/funciones.ts)
  'solicitudes_informes',
  'envios_aviso',
  // the history of an item is read by admins only; its write changes the item itself in the same transaction
  'revisiones',
  'revision_imagenes',
  // edit locks and drafts (issue 48): never public, and a heartbeat every few seconds must not empty every cache
  'bloqueos_edicion',
  'borradores_edicion',
  // changes awaiting review (issue 48, item 6): never public; approving one runs the item's own save
  'cambios_pendientes',
]);

function migraciones(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
}

export function migrarSqlite(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS _migraciones (nombre TEXT PRIMARY KEY, aplicada TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT nombre FROM _migraciones').pluck().all() as string[]);
  for (const f of migraciones()) {
    if (done.has(f)) continue;
    // a `.postgres.sql` migration is PostgreSQL's version of its `.sqlite.sql` twin (035: JSON functions)
    const texto = f.endsWith('.postgres.sql') ? 'SELECT 1' : fs.readFileSync(path.join(migrationsDir, f), 'utf8');
    db.transaction(() => {
      db.exec(texto);
      db.prepare("INSERT INTO _migraciones (nombre, aplicada) VALUES (?, datetime('now'))").run(f);
    })();
  }
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

export /**
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
      // a `.sqlite.sql` migration fixes what only SQLite needs (033: no pk reuse; an identity never reuses one)
      // (and a `.postgres.sql` one is written for PostgreSQL already: run as it is)
      const leida = () => fs.readFileSync(path.join(migrationsDir, f), 'utf8');
      const texto = f.endsWith('.sqlite.sql') ? 'SELECT 1' : f.endsWith('.postgres.sql') ? leida() : paraPostgres(leida());
      await tx.ejecutar(sql.raw(texto));
      await tx.ejecutar(sql`INSERT INTO _migraciones (nombre, aplicada) VALUES (${f}, ${tx.ahora()})`);
    }
    await tx.ejecutar(sql`CREATE TABLE IF NOT EXISTS _version (id INTEGER PRIMARY KEY CHECK (id = 1), n BIGINT NOT NULL)`);
    await tx.ejecutar(sql`INSERT INTO _version (id, n) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`);
    await tx.ejecutar(
      sql.raw(`CREATE OR REPLACE FUNCTION _cambio() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE _version SET n = n + 1 WHERE id = 1; RETURN NULL; END $$`),
    );
    await asegurarVersionPostgres(tx);
  });
}

/** PostgreSQL: the version trigger on each content table that has none yet (a table created after the migrations, too). */
export async function asegurarVersionPostgres(tx: Db): Promise<void> {
  const tablas = await tx.todas<{ tabla: string; con: number }>(
    sql`SELECT c.relname AS tabla, (SELECT COUNT(*) FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = '_cambio') AS con
            FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`,
  );
  for (const { tabla, con } of tablas) {
    if (SIN_VERSION.has(tabla) || con > 0) continue;
    await tx.ejecutar(sql.raw(`CREATE TRIGGER _cambio AFTER INSERT OR UPDATE OR DELETE ON ${tabla} FOR EACH STATEMENT EXECUTE FUNCTION _cambio()`));
  }
}
