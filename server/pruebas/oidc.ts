// The university sign-in in the tests: a real OpenID provider (proveedorOidc.mjs, oidc-provider in
// its own process on 127.0.0.1) with a student whose preferred_username is the harness's matrícula,
// an admin with a confirmed e-mail and an unknown person; and a browser's walk through it: the
// site's /auth/oidc (app.inject), the provider's page (a real socket), back to /auth/oidc/regreso.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { LightMyRequestResponse } from 'fastify';
import { RAIZ } from '../raiz';
import type { Harness } from './arnes';

export const SITIO = 'http://127.0.0.1:3000';
export const CORREO_ADMIN = 'admin1@uni.ejemplo.mx';

export const CUENTAS_PROVEEDOR = {
  alumna: { preferred_username: 'ALUMNO1', email: 'alumna@uni.ejemplo.mx', email_verified: true, name: 'Alumna de Prueba' },
  admin: { preferred_username: 'a.prueba', email: CORREO_ADMIN, email_verified: true, name: 'Admin de Prueba' },
  super: { preferred_username: 's.prueba', email: 'super1@uni.ejemplo.mx', email_verified: true },
  nueva: { preferred_username: 'A0099', email: 'nueva@uni.ejemplo.mx', email_verified: true, name: 'Nueva Alumna' },
  desconocida: { preferred_username: 'x.nadie', email: 'nadie@otro.ejemplo.com', email_verified: true },
} as const;

export interface ProveedorDePrueba {
  emisor: string;
  /** The env of a harness that signs in with it. */
  env: Record<string, string>;
  /** A bad ID token from now on (firma, nonce, emisor, vencido); '' restores the right one. */
  modo(m: '' | 'firma' | 'nonce' | 'emisor' | 'vencido'): Promise<void>;
  cerrar(): Promise<void>;
}

export async function proveedorDePrueba(sitio = SITIO, cuentas: Record<string, object> = CUENTAS_PROVEEDOR): Promise<ProveedorDePrueba> {
  const hijo = spawn(process.execPath, [path.join(RAIZ, 'server', 'pruebas', 'proveedorOidc.mjs')], {
    env: { ...process.env, OIDC_PRUEBA_REDIRECCIONES: `${sitio}/auth/oidc/regreso`, OIDC_PRUEBA_CUENTAS: JSON.stringify(cuentas) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const linea = await new Promise<string>((resolve, reject) => {
    createInterface({ input: hijo.stdout }).once('line', resolve);
    hijo.once('exit', (c) => reject(new Error(`el proveedor de prueba terminó (${c})`)));
  });
  const { emisor } = JSON.parse(linea) as { emisor: string };
  return {
    emisor,
    env: { OIDC_ISSUER: emisor, OIDC_CLIENT_ID: 'sitio', OIDC_CLIENT_SECRET: 'secreto-de-prueba', SITE_URL: sitio },
    async modo(m) {
      await fetch(`${emisor}/_prueba/modo?m=${m}`, { method: 'POST' });
    },
    cerrar: () =>
      new Promise<void>((r) => {
        if (hijo.exitCode !== null) return r();
        hijo.once('exit', () => r());
        hijo.kill();
      }),
  };
}

const cookieDe = (r: LightMyRequestResponse, nombre: string) => {
  const todas = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
  return todas.find((c) => c.startsWith(`${nombre}=`))?.split(';')[0];
};

export interface Recorrido {
  /** The site's answer to the return (200 page that moves on, or 303 to /login?oidc=…). */
  regreso: LightMyRequestResponse;
  /** The return's address, to replay it. */
  url: string;
  /** The transaction cookie the start set. */
  transaccion: string;
  /** The session cookie, when one was opened. */
  sesion?: string;
  /** Where the site sends the browser next. */
  destino: string;
}

/** Until the provider sends the browser back to the site: its address (also herramientas/ataques/oidc.ts). */
export async function porElProveedor(inicio: string, cuenta: string, { mfa = false, cancelar = false } = {}): Promise<string> {
  const tarro = new Map<string, string>();
  const pedir = async (url: string, init: RequestInit = {}) => {
    const r = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...tarro].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of r.headers.getSetCookie()) {
      const [par] = c.split(';');
      const i = par.indexOf('=');
      tarro.set(par.slice(0, i), par.slice(i + 1));
    }
    return r;
  };
  const siguienteDe = (r: Response, desde: string) => {
    const location = r.headers.get('location');
    if (!location) throw new Error(`el proveedor respondió ${r.status} en ${desde}`);
    return new URL(location, desde).href;
  };
  let r = await pedir(inicio);
  const pagina = siguienteDe(r, inicio);
  const campos = new URLSearchParams({ cuenta, ...(mfa ? { mfa: '1' } : {}), ...(cancelar ? { cancelar: '1' } : {}) });
  r = await pedir(pagina, { method: 'POST', body: campos, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  let siguiente = siguienteDe(r, pagina);
  for (let saltos = 0; !siguiente.includes('/auth/oidc/regreso'); saltos++) {
    if (saltos > 5) throw new Error(`el proveedor no volvió al sitio (${siguiente})`);
    r = await pedir(siguiente);
    siguiente = siguienteDe(r, siguiente);
  }
  return siguiente;
}

/** A browser signing in as `cuenta` at the provider, from the site's button to its return. */
export async function recorrer(
  h: Harness,
  cuenta: string,
  opciones: { mfa?: boolean; cancelar?: boolean; ajustar?: (url: URL) => void } = {},
): Promise<Recorrido> {
  const inicio = await h.app.inject({ method: 'GET', url: '/auth/oidc' });
  if (inicio.statusCode !== 303) throw new Error(`/auth/oidc respondió ${inicio.statusCode}`);
  const transaccion = cookieDe(inicio, 'oidc_tx')!;
  const vuelta = new URL(await porElProveedor(String(inicio.headers.location), cuenta, opciones));
  opciones.ajustar?.(vuelta);
  const url = vuelta.pathname + vuelta.search;
  const regreso = await volver(h, url, transaccion);
  return { regreso, url, transaccion, sesion: cookieDe(regreso, 'sid'), destino: destinoDe(regreso) };
}

export const volver = (h: Harness, url: string, transaccion: string | undefined) =>
  h.app.inject({ method: 'GET', url, headers: transaccion ? { cookie: transaccion } : {} });

/** Where an answer of the return sends the browser: its Location, or its page's refresh. */
export function destinoDe(r: LightMyRequestResponse): string {
  if (r.statusCode === 303) return String(r.headers.location);
  return /content="0;url=([^"]+)"/.exec(r.body)?.[1]?.replace(/&#38;/g, '&') ?? '';
}
