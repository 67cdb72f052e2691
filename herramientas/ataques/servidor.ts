// The sites the attack script attacks (herramientas/ataques/reensayo.ts): a compiled server
// (dist-server/index.js of the tree under attack) started on 127.0.0.1 with a temporary database
// (a SQLite file, or a fresh schema of PRUEBAS_POSTGRES), its log kept in memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { puertoLibre } from '@server/pruebas/puerto';

/** Every process this script started, killed if it is interrupted. */
export const HIJOS = new Set<ChildProcess>();

export interface Base {
  motor: 'sqlite' | 'postgres';
  /** DATABASE_PATH or DATABASE_URL for the server. */
  env: Record<string, string>;
  /** One statement with $1… parameters, run beside the server (seeding what no call can: an old row). */
  ejecutar(texto: string, valores: unknown[]): Promise<void>;
  borrar(): Promise<void>;
}

/** A temporary database: a file in `dir`, or a schema of `urlPg`. */
export async function nuevaBase(dir: string, urlPg?: string): Promise<Base> {
  if (!urlPg) {
    const archivo = path.join(dir, 'sitio.db');
    return {
      motor: 'sqlite',
      env: { DATABASE_PATH: archivo },
      ejecutar(texto, valores) {
        const db = new Database(archivo);
        try {
          db.prepare(texto.replace(/\$\d+/g, '?')).run(...valores);
        } finally {
          db.close();
        }
        return Promise.resolve();
      },
      borrar: () => Promise.resolve(),
    };
  }
  const esquema = `ataques_${randomBytes(6).toString('hex')}`;
  const conCliente = async (trabajo: (c: pg.Client) => Promise<unknown>, opciones = '') => {
    const c = new pg.Client({ connectionString: urlPg, ...(opciones ? { options: opciones } : {}) });
    await c.connect();
    try {
      await trabajo(c);
    } finally {
      await c.end();
    }
  };
  await conCliente((c) => c.query(`CREATE SCHEMA ${esquema}`));
  return {
    motor: 'postgres',
    env: { DATABASE_URL: `${urlPg}${urlPg.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${esquema}`)}` },
    ejecutar: (texto, valores) => conCliente((c) => c.query(texto, valores), `-c search_path=${esquema}`),
    borrar: () => conCliente((c) => c.query(`DROP SCHEMA IF EXISTS ${esquema} CASCADE`)),
  };
}

export interface Servidor {
  url: string;
  dir: string;
  proceso: ChildProcess;
  /** Everything it wrote to stdout and stderr (its request log among it). */
  salida(): string;
  detener(): Promise<void>;
}

/** Variables of this shell that would change what the server under attack does: not passed on. */
const AJENAS =
  /^(DATABASE_|OIDC_|SMTP_|S3_|ALMACEN|TRUST_PROXY|SITE_URL|PORT$|HOST$|LOG|SEED_DEMO|PRUEBAS_|REVISIONES_MAX|GUARDADOS_POR_MINUTO|SOLICITUDES_DIAS|NODE_ENV)/;

/**
 * Starts `node dist-server/index.js` of `raiz` on a free loopback port; resolves once /api.php
 * answers, or with the process's exit (a refused start) when `puedeNoIniciar`.
 */
export async function iniciarServidor(
  raiz: string,
  dir: string,
  env: Record<string, string>,
  opciones: { puerto?: number; limiteMs?: number } = {},
): Promise<Servidor | { salidaAlTerminar: string; codigo: number | null }> {
  const port = opciones.puerto ?? (await puertoLibre());
  const propio = Object.fromEntries(Object.entries(process.env).filter(([k]) => !AJENAS.test(k)));
  const proceso = spawn(process.execPath, ['--enable-source-maps', path.join(raiz, 'dist-server', 'index.js')], {
    cwd: raiz,
    env: {
      ...propio,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPLOADS_DIR: path.join(dir, 'uploads'),
      CORREO_DIR: path.join(dir, 'correo'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  HIJOS.add(proceso);
  proceso.once('exit', () => HIJOS.delete(proceso));
  const partes: string[] = [];
  proceso.stdout.on('data', (d: Buffer) => partes.push(d.toString()));
  proceso.stderr.on('data', (d: Buffer) => partes.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const hasta = Date.now() + (opciones.limiteMs ?? 180_000);
  const detener = async () => {
    if (proceso.exitCode !== null || proceso.signalCode !== null) return;
    const fin = new Promise((r) => proceso.once('exit', r));
    proceso.kill('SIGTERM');
    const forzar = setTimeout(() => proceso.kill('SIGKILL'), 15_000);
    await fin;
    clearTimeout(forzar);
  };
  for (;;) {
    if (proceso.exitCode !== null) return { salidaAlTerminar: partes.join(''), codigo: proceso.exitCode };
    try {
      const r = await fetch(`${url}/api.php`, { method: 'POST', body: new URLSearchParams({ funcion: 'mostrarEnlace' }) });
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > hasta) {
      await detener();
      throw new Error(`el servidor no respondió a tiempo:\n${partes.join('').slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dir, proceso, salida: () => partes.join(''), detener };
}

export const esServidor = (s: Servidor | { salidaAlTerminar: string }): s is Servidor => 'url' in s;

/** A temporary folder for one server. */
export const carpeta = (nombre: string) => fs.mkdtempSync(path.join(os.tmpdir(), `ataques-${nombre}-`));
