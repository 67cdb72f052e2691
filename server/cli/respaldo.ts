// `npm run respaldo [carpeta]`: an online backup while the site runs. The database through
// better-sqlite3's backup API (SQLite's online backup: a consistent copy even under writes, no
// sqlite3 CLI needed), then the uploads folder, into respaldos/<fecha>/ (or the folder given).
// The copy's integrity_check is verified. Restoring is described in docs/despliegue.md.
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

export async function respaldar(config: AppConfig, carpeta: string): Promise<Respaldo> {
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
  // after the database: every file a row of the copy names was written before that row
  const subidas = path.join(carpeta, 'uploads');
  if (fs.existsSync(config.uploadsDir)) fs.cpSync(config.uploadsDir, subidas, { recursive: true, preserveTimestamps: true });
  else fs.mkdirSync(subidas);
  return { carpeta, base, archivos: contar(subidas) };
}

if (require.main === module) {
  const config = readConfig();
  const sello = new Date().toISOString().replace(/[:.]/g, '-');
  const carpeta = path.resolve(process.argv[2] ?? path.join(process.env.RESPALDOS_DIR ?? 'respaldos', sello));
  respaldar(config, carpeta)
    .then((r) => console.log(`Respaldo listo en ${r.carpeta}: ${path.basename(r.base)} (integrity_check ok) y ${r.archivos} archivos de uploads/.`))
    .catch((e) => {
      console.error('No se pudo respaldar:', e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
