// Test harness: a real app on a fresh database, one account per role, and helpers to call api.php
// as a visitor, with a forged role cookie, or logged in. The database is a SQLite file in a temp
// dir, or, with PRUEBAS_POSTGRES=postgres://…, a fresh schema of that PostgreSQL database (the
// same tests on both engines: `npm run test:postgres`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readConfig, type AppConfig } from '../config';
import { abrirBaseDatos } from '@server/abrir';
import type { Db } from '../db/db';
import { esquemaDePrueba } from './postgres';
import { pgSincrono } from './pgSincrono';
import { insertarUsuario } from '@server/semillas';
import { buildApp } from '../app';
import { variantesListas } from '../imagenes/imagenes';
import { bucketDePrueba } from './s3';

export type Quien = 'visitante' | 'falso' | 'e' | 'a' | 's';
export const QUIENES: Quien[] = ['visitante', 'falso', 'e', 'a', 's'];

export const CUENTAS = {
  e: { usuario: 'alumno1', contrasena: 'Alumno#Prueba1', nombre: 'Alumna de Prueba', matricula: 'alumno1' },
  a: { usuario: 'admin1', contrasena: 'Admin#Prueba1', nombre: 'Admin de Prueba', matricula: null },
  s: { usuario: 'super1', contrasena: 'Super#Prueba1', nombre: 'Super de Prueba', matricula: null },
} as const;

export interface Respuesta {
  status: number;
  body: Record<string, unknown> & { codigo?: number; mensaje?: string };
  raw: LightMyRequestResponse;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  dir: string;
  pks: Record<'e' | 'a' | 's', number>;
  /** Calls a funcion with form fields (urlencoded, or multipart with `multipart: true`), from `ip` (default 127.0.0.1). */
  llamar(
    funcion: string,
    campos?: Record<string, string | string[]>,
    opts?: { quien?: Quien; cookie?: string; origin?: string; multipart?: boolean; ip?: string },
  ): Promise<Respuesta>;
  /** Logs in and returns the session cookie header. */
  entrar(usuario: string, contrasena: string): Promise<string>;
  cookieDe(quien: Quien): string | undefined;
  /** Another connection to the same database (a second instance or a restart would open): close it with cerrar(). */
  otraConexion(): Promise<Db>;
  cerrar(): Promise<void>;
}

function multipartBody(campos: Record<string, string | string[]>): { payload: Buffer; boundary: string } {
  const boundary = '----prueba' + Math.random().toString(16).slice(2);
  // a list: the field repeated, in order (several files of one input)
  const parts = Object.entries(campos).flatMap(([k, vs]) =>
    (Array.isArray(vs) ? vs : [vs]).map((v) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  return { payload: Buffer.from(parts.join('') + `--${boundary}--\r\n`), boundary };
}

export async function nuevoHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-test-'));
  // PRUEBAS_ALMACEN=s3: the uploads on a fresh bucket instead of the folder (pruebas/s3.ts)
  const bucket = process.env.PRUEBAS_ALMACEN === 's3' && !env.ALMACEN ? await bucketDePrueba() : {};
  const config = readConfig({
    DATABASE_PATH: path.join(dir, 'test.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    DIST_DIR: path.join(dir, 'sin-dist'),
    SEED_DEMO: '0',
    ...bucket,
    ...env,
  });
  const pg = await esquemaDePrueba();
  const db = await abrirBaseDatos({ ...config, databaseUrl: pg?.url, esquema: pg?.esquema });
  // the tests read and write rows directly with better-sqlite3's API: on PostgreSQL, through a worker
  const sincrono = pg ? pgSincrono(pg.url, pg.esquema) : null;
  if (sincrono) db.prepare = sincrono.prepare;
  // like the demo accounts, the role accounts log in with the password alone (the second
  // factor's tests create accounts of their own that must enrol)
  const pks = {
    e: await insertarUsuario(db, { rol: 'e', ...CUENTAS.e, exento2fa: true }),
    a: await insertarUsuario(db, { rol: 'a', ...CUENTAS.a, exento2fa: true }),
    s: await insertarUsuario(db, { rol: 's', ...CUENTAS.s, exento2fa: true }),
  };
  const app = await buildApp({ db, config });
  const cookies: Partial<Record<Quien, string>> = { falso: 'rol=a; pk_usuario=2; nombre_persona=Intruso' };

  const h: Harness = {
    app,
    db,
    config,
    dir,
    pks,
    async llamar(funcion, campos = {}, opts = {}) {
      const cookie = opts.cookie ?? (opts.quien ? h.cookieDe(opts.quien) : undefined);
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (opts.origin) headers.origin = opts.origin;
      let payload: string | Buffer;
      if (opts.multipart) {
        const mp = multipartBody({ funcion, ...campos });
        payload = mp.payload;
        headers['content-type'] = `multipart/form-data; boundary=${mp.boundary}`;
      } else {
        payload = new URLSearchParams([
          ['funcion', typeof campos.funcion === 'string' ? campos.funcion : funcion],
          // a `funcion` among the fields replaces the argument's, as the object spread did before
          ...Object.entries(campos)
            .filter(([k]) => k !== 'funcion')
            .flatMap(([k, vs]) => (Array.isArray(vs) ? vs : [vs]).map((v) => [k, v])),
        ]).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      const raw = await app.inject({ method: 'POST', url: '/api.php', headers, payload, ...(opts.ip ? { remoteAddress: opts.ip } : {}) });
      await variantesListas(); // a stored image's variants are written in the background: tests see the call's whole effect
      let body: Respuesta['body'];
      try {
        body = raw.json();
      } catch {
        body = { raw: raw.body };
      }
      return { status: raw.statusCode, body, raw };
    },
    async entrar(usuario, contrasena) {
      const r = await h.llamar('iniciarSesion', { usuario, contrasena });
      const set = r.raw.cookies.find((c) => c.name === 'sid');
      if (r.status !== 200 || !set) throw new Error(`login de ${usuario} falló: ${JSON.stringify(r.body)}`);
      return `sid=${set.value}`;
    },
    cookieDe(quien) {
      return cookies[quien];
    },
    otraConexion() {
      return abrirBaseDatos({ ...config, databaseUrl: pg?.url, esquema: pg?.esquema });
    },
    async cerrar() {
      await variantesListas(); // the background encoder may still be writing into dir
      await app.close();
      await db.cerrar();
      await sincrono?.cerrar();
      await pg?.borrar();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  for (const rol of ['e', 'a', 's'] as const) cookies[rol] = await h.entrar(CUENTAS[rol].usuario, CUENTAS[rol].contrasena);
  return h;
}

/** Asserts the shape every refusal must have: codigo 0, a Spanish mensaje, no internals leaked. */
export function esRechazo(r: Respuesta): boolean {
  const m = String(r.body.mensaje ?? '');
  return r.body.codigo === 0 && m.length > 0 && !/(SQLITE|stack|at \w+ \(|\/work\/|node_modules|Error:)/i.test(m);
}
