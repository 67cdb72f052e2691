// The attack script's side of the wire (herramientas/ataques/reensayo.ts): a compiled server
// (dist-server/index.js of the tree under attack) started on 127.0.0.1 with a temporary database
// (a SQLite file, or a fresh schema of PRUEBAS_POSTGRES), its log kept in memory; calls to
// /api.php as a browser makes them; the university sign-in walked through a real OpenID provider
// (server/pruebas/proveedorOidc.mjs); the e-mails the site wrote (.eml files of its outbox).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import sharp from 'sharp';
export { puertoLibre } from '@server/pruebas/puerto';
import { puertoLibre } from '@server/pruebas/puerto';
import { porElProveedor } from '@server/pruebas/oidc';

/** Every process this script started, killed if it is interrupted. */
export const HIJOS = new Set<ChildProcess>();

export const CUENTAS = {
  e: { usuario: '20231001', contrasena: 'Alumno#2026' },
  a: { usuario: 'admin', contrasena: 'Admin#2026' },
} as const;

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

export interface Respuesta {
  status: number;
  body: Record<string, unknown> & { codigo?: number; mensaje?: string };
  lista: unknown;
  cookies: Map<string, string>;
}

/** Cookies set by an answer. */
export function cookiesDe(r: Response): Map<string, string> {
  const m = new Map<string, string>();
  for (const c of r.headers.getSetCookie()) {
    const [par] = c.split(';');
    const i = par.indexOf('=');
    m.set(par.slice(0, i), par.slice(i + 1));
  }
  return m;
}

/** POST /api.php as the SPA sends it (form fields, or multipart with images), from `ip` (X-Forwarded-For, TRUST_PROXY=1). */
export async function llamar(
  s: Servidor,
  funcion: string,
  campos: Record<string, string> = {},
  opts: { cookie?: string; ip?: string; multipart?: boolean } = {},
): Promise<Respuesta> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let body: URLSearchParams | FormData;
  if (opts.multipart) {
    body = new FormData();
    body.append('funcion', funcion);
    for (const [k, v] of Object.entries(campos)) body.append(k, v);
  } else body = new URLSearchParams({ funcion, ...campos });
  const r = await fetch(`${s.url}/api.php`, { method: 'POST', headers, body });
  const texto = await r.text();
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    json = { raw: texto };
  }
  const obj = json && typeof json === 'object' && !Array.isArray(json) ? (json as Respuesta['body']) : {};
  return { status: r.status, body: obj, lista: json, cookies: cookiesDe(r) };
}

/** A session cookie of `usuario` (password login from `ip`), or the refusal's message. */
export async function entrar(s: Servidor, usuario: string, contrasena: string, ip: string): Promise<{ cookie?: string; mensaje: string }> {
  const r = await llamar(s, 'iniciarSesion', { usuario, contrasena }, { ip });
  const sid = r.cookies.get('sid');
  return { cookie: r.body.codigo === 1 && sid ? `sid=${sid}` : undefined, mensaje: `${r.status} ${String(r.body.mensaje ?? '')}` };
}

/** A small PNG as a data URL, a different colour per `semilla` (so no two uploads are the same file). */
export async function png(semilla: number): Promise<string> {
  const b = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: (semilla * 53) % 256, g: (semilla * 97) % 256, b: (semilla * 29) % 256 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${b.toString('base64')}`;
}

/** 'YYYY-MM-DDTHH:MM' on the site's wall clock (ZONA_HORARIA's default) for a time `ms`. */
export function pared(ms: number, zona = 'America/Mexico_City'): string {
  const f = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zona,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return f.format(new Date(ms)).replace(' ', 'T');
}

/** The reset links mailed to `para` (newest last): .eml files in the outbox folder, waited for up to `ms`. */
export async function enlacesRestablecer(s: Servidor, para: string, cuantos: number, ms = 30_000): Promise<string[]> {
  const dir = path.join(s.dir, 'correo');
  const hasta = Date.now() + ms;
  for (;;) {
    const archivos = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const tokens: { t: number; token: string }[] = [];
    for (const f of archivos) {
      const c = await simpleParser(fs.readFileSync(path.join(dir, f)));
      const destinos = (Array.isArray(c.to) ? c.to : [c.to]).map((t) => t?.text ?? '').join(' ');
      const token = /restablecer_contrasena\?token=([\w.-]+)/.exec(`${c.text ?? ''} ${c.html || ''}`)?.[1];
      if (destinos.includes(para) && token) tokens.push({ t: fs.statSync(path.join(dir, f)).mtimeMs, token });
    }
    const unicos = [...new Map(tokens.sort((a, b) => a.t - b.t).map((x) => [x.token, x])).values()].map((x) => x.token);
    if (unicos.length >= cuantos || Date.now() > hasta) return unicos;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Proveedor {
  emisor: string;
  env: Record<string, string>;
  cerrar(): Promise<void>;
}

/** The tests' OpenID provider (oidc-provider, its own process on 127.0.0.1) with `cuentas`. */
export async function iniciarProveedor(raizHerramienta: string, cuentas: Record<string, object>): Promise<Proveedor> {
  const hijo = spawn(process.execPath, [path.join(raizHerramienta, 'server', 'pruebas', 'proveedorOidc.mjs')], {
    // a native client: a loopback redirect URI matches on any port (RFC 8252), so every site may use it
    env: { ...process.env, OIDC_PRUEBA_REDIRECCIONES: 'http://127.0.0.1/auth/oidc/regreso', OIDC_PRUEBA_CUENTAS: JSON.stringify(cuentas) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  HIJOS.add(hijo);
  hijo.once('exit', () => HIJOS.delete(hijo));
  const linea = await new Promise<string>((resolve, reject) => {
    createInterface({ input: hijo.stdout }).once('line', resolve);
    hijo.once('exit', (c) => reject(new Error(`el proveedor OIDC de prueba terminó (${c})`)));
  });
  const { emisor } = JSON.parse(linea) as { emisor: string };
  return {
    emisor,
    env: { OIDC_ISSUER: emisor, OIDC_CLIENT_ID: 'sitio', OIDC_CLIENT_SECRET: 'secreto-de-prueba' },
    cerrar: () =>
      new Promise<void>((r) => {
        if (hijo.exitCode !== null) return r();
        hijo.once('exit', () => r());
        hijo.kill();
      }),
  };
}

export interface Recorrido {
  destino: string;
  sesion?: string;
  rol?: string;
  /** The return's full address (its code and state: what the request log must not keep). */
  regreso: string;
}

/** A browser signing in as `cuenta` through the university: the site's button, the provider's page, the site's return. */
export async function recorrerOidc(s: Servidor, cuenta: string, ip?: string): Promise<Recorrido> {
  const propios: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {};
  const inicio = await fetch(`${s.url}/auth/oidc`, { redirect: 'manual', headers: propios });
  if (inicio.status !== 303) throw new Error(`/auth/oidc respondió ${inicio.status}`);
  const tx = cookiesDe(inicio).get('oidc_tx');
  const vuelta = new URL(await porElProveedor(String(inicio.headers.get('location')), cuenta));
  const regreso = await fetch(`${s.url}${vuelta.pathname}${vuelta.search}`, {
    redirect: 'manual',
    headers: { ...propios, ...(tx ? { cookie: `oidc_tx=${tx}` } : {}) },
  });
  const cuerpo = await regreso.text();
  const destino =
    regreso.status === 303
      ? String(regreso.headers.get('location'))
      : (/content="0;url=([^"]+)"/.exec(cuerpo)?.[1]?.replace(/&#38;/g, '&') ?? `${regreso.status}`);
  const c = cookiesDe(regreso);
  return { destino, sesion: c.get('sid') ? `sid=${c.get('sid')}` : undefined, rol: c.get('rol'), regreso: vuelta.href };
}

/** A temporary folder for one server. */
export const carpeta = (nombre: string) => fs.mkdtempSync(path.join(os.tmpdir(), `ataques-${nombre}-`));

/** What every check is given. */
export interface Contexto {
  motor: 'sqlite' | 'postgres';
  /** The main site: demo content, the university sign-in with email:local and OIDC_DOMINIOS, TRUST_PROXY=1, its request log on. */
  a: Servidor;
  /** A site with OIDC_CREAR_ALUMNOS=1 (claim preferred_username), demo accounts only. */
  b: Servidor;
  /** Starts a site with OIDC_CLAIM_MATRICULA=email:local and no OIDC_DOMINIOS (its exit when refused). */
  iniciarSinDominios(): Promise<Servidor | { salidaAlTerminar: string; codigo: number | null }>;
  /** A fresh client address each time (X-Forwarded-For through TRUST_PROXY=1), so no check spends another's budget. */
  ip(): string;
  /** The admin's session cookie on A (logged in once). */
  admin(): Promise<string>;
  /** Stops A and starts it again on the same database (its hourly purge runs at start). */
  reiniciarA(): Promise<Servidor>;
  /** A's database, beside the server. */
  baseA: Base;
  /** Secrets that crossed the wire in URLs (reset and preview tokens, OIDC codes): the request log must not keep them. */
  secretos: Map<string, string>;
}

export interface Resultado {
  ok: boolean;
  detalle: string;
}

export type Comprobacion = { nombre: string; correr(c: Contexto): Promise<Resultado> };
