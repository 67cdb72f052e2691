// The university sign-in, as the attack script walks it (herramientas/ataques/reensayo.ts): the tests'
// OpenID provider (server/pruebas/proveedorOidc.mjs) in its own process, and a browser going through it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { porElProveedor } from '@server/pruebas/oidc';
import { HIJOS, type Servidor } from './servidor';
import { cookiesDe } from './sitio';

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
