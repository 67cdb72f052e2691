// `npm run respaldo [carpeta]`: an online backup while the site runs. The database through
// better-sqlite3's backup API (SQLite's online backup: a consistent copy even under writes, no
// sqlite3 CLI needed), then the uploads folder, into respaldos/<fecha>/ (or the folder given).
// The copy's integrity_check is verified. Restoring is described in docs/despliegue.md.
// With ALMACEN=s3 the bucket's objects are copied into <carpeta>/uploads/ instead (issue 46); with
// DATABASE_URL the database goes through pg_dump into <carpeta>/sitio.pgdump (docs/almacenamiento.md).
import { spawnSync } from 'node:child_process';
import { AlmacenDisco, almacenDe } from '../imagenes/almacen';
import { copiarObjetos } from './copiarObjetos';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readConfig, type AppConfig } from '../config';

export interface Respaldo {
  carpeta: string;
  base: string;
  archivos: number;
}

const contar = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length : 0;

/** PostgreSQL: pg_dump's custom format (restored with pg_restore). */
function volcarPostgres(url: string, carpeta: string): string {
  fs.mkdirSync(carpeta, { recursive: true });
  const base = path.join(carpeta, 'sitio.pgdump');
  if (fs.existsSync(base)) throw new Error(`Ya hay un respaldo en ${base}: elija otra carpeta.`);
  const r = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${base}`, url], { stdio: ['ignore', 'inherit', 'pipe'] });
  if (r.error) throw new Error('No se encontró pg_dump: instale el cliente de PostgreSQL (postgresql-client) de la misma versión que el servidor.');
  if (r.status !== 0) throw new Error(`pg_dump falló: ${String(r.stderr).trim()}`);
  return base;
}

export async function respaldar(config: AppConfig, carpeta: string): Promise<Respaldo> {
  if (config.databaseUrl || config.almacen.tipo === 's3') {
    // the database first: every object a row of the dump names was written before that row
    const base = config.databaseUrl ? volcarPostgres(config.databaseUrl, carpeta) : await copiarSqlite(config, carpeta);
    const subidas = path.join(carpeta, 'uploads');
    fs.mkdirSync(subidas, { recursive: true });
    await copiarObjetos(almacenDe(config), new AlmacenDisco(subidas));
    return { carpeta, base, archivos: contar(subidas) };
  }
  const base = await copiarSqlite(config, carpeta);
  const subidas = path.join(carpeta, 'uploads');
  if (fs.existsSync(config.uploadsDir)) fs.cpSync(config.uploadsDir, subidas, { recursive: true, preserveTimestamps: true });
  else fs.mkdirSync(subidas);
  return { carpeta, base, archivos: contar(subidas) };
}

async function copiarSqlite(config: AppConfig, carpeta: string): Promise<string> {
  if (!fs.existsSync(config.databasePath)) throw new Error(`No existe la base de datos ${config.databasePath}.`);
  fs.mkdirSync(carpeta, { recursive: true });
  const base = path.join(carpeta, path.basename(config.databasePath));
  if (fs.existsSync(base)) throw new Error(`Ya hay un respaldo en ${base}: elija otra carpeta.`);
  const db = new Database(config.databasePath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(base);
  } finally {
    db.close();
  }
  const copia = new Database(base, { readonly: true });
  try {
    const ok = copia.pragma('integrity_check', { simple: true });
    if (ok !== 'ok') throw new Error(`La copia no pasó integrity_check: ${String(ok)}`);
  } finally {
    copia.close();
  }
  return base;
}

if (require.main === module) {
  const config = readConfig();
  const sello = new Date().toISOString().replace(/[:.]/g, '-');
  const carpeta = path.resolve(process.argv[2] ?? path.join(process.env.RESPALDOS_DIR ?? 'respaldos', sello));
  respaldar(config, carpeta)
    .then((r) => console.log(`Respaldo listo en ${r.carpeta}: ${path.basename(r.base)} y ${r.archivos} archivos de uploads/.`))
    .catch((e) => {
      console.error('No se pudo respaldar:', e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
