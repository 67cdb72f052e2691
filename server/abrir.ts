// Opening the site's database, as the start and every command and test harness do: db/open.ts
// connects and migrates; then the start-up work the layers above own — the e-mail links' key
// (db/repositorios/claveEnlaces.ts), the TOTP secrets' key (autenticacion/cifradoTotp.ts) and the
// search index (busqueda/indice.ts). Here, above them all, so db/ imports nothing above it
// (docs/decisiones/0068-capas-del-servidor.md).
import type { Db } from './db/db';
import { abrirPostgresMigrada, abrirSqliteMigrada } from './db/open';
import { asegurarClave, asegurarClaveSqlite } from './db/repositorios/claveEnlaces';
import { asegurarClaveTotp, asegurarClaveTotpSqlite } from './autenticacion/cifradoTotp';
import { asegurarIndice } from './busqueda/indice';

/** Opens (and migrates) the SQLite file with its keys; synchronous (no search index: abrirBaseDatos makes it). */
export function abrirSqlite(file: string): Db {
  return abrirSqliteMigrada(file, (conexion) => {
    asegurarClaveSqlite(conexion);
    asegurarClaveTotpSqlite(conexion);
  });
}

/** The site's database: PostgreSQL when `databaseUrl` is set, the SQLite file otherwise; migrated, with its keys and search index. */
export async function abrirBaseDatos(opts: { databaseUrl?: string; databasePath: string; esquema?: string }): Promise<Db> {
  if (!opts.databaseUrl) {
    const db = abrirSqlite(opts.databasePath);
    await asegurarIndice(db);
    return db;
  }
  const db = await abrirPostgresMigrada({ databaseUrl: opts.databaseUrl, esquema: opts.esquema });
  await asegurarClave(db);
  await asegurarClaveTotp(db);
  await asegurarIndice(db);
  return db;
}
