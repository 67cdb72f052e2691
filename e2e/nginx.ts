// Debian's nginx for nginx.e2e.ts (issue 46): the shipped docs/nginx.conf itself, with only what a
// machine has to fill in replaced (the instances' addresses, the listening ports, the certificate
// and the log's path); every other line is the file as shipped. Each replacement must match, so a
// change to the shipped file that the test no longer covers fails here instead of passing untested.
// Started on free loopback ports as its own process (no system service), stopped at the end.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RAIZ } from './arnes';
export { puertoLibre } from '@server/pruebas/puerto';
import { puertoLibre } from '@server/pruebas/puerto';

/** nginx's binary (PATH, or Debian's /usr/sbin/nginx), or null when it is not installed. */
export function binarioNginx(): string | null {
  for (const b of ['nginx', '/usr/sbin/nginx']) if (spawnSync(b, ['-v'], { stdio: 'ignore' }).status === 0) return b;
  return null;
}

export interface Nginx {
  /** https://127.0.0.1:<port>: the shipped server block, TLS with a self-signed certificate. */
  url: string;
  /** http://127.0.0.1:<port>: the shipped redirect to https. */
  urlHttp: string;
  /** The access log in the shipped `sitio` format ($upstream_addr says which instance answered). */
  registro(): string[];
  /** nginx's error log (why an upstream failed: refused, reset, …). */
  errores(): string[];
  cerrar(): Promise<void>;
}

/** Replaces `patron` in `texto` exactly `veces` times, or fails naming what the shipped file lost. */
function reemplazar(texto: string, patron: RegExp, por: (...g: string[]) => string, veces = 1): string {
  const n = [...texto.matchAll(new RegExp(patron.source, patron.flags.includes('g') ? patron.flags : `${patron.flags}g`))].length;
  if (n !== veces) throw new Error(`docs/nginx.conf ya no tiene ${veces} vez/veces ${patron} (tiene ${n}): ajuste la prueba al archivo`);
  return texto.replace(new RegExp(patron.source, `${patron.flags.replace('g', '')}g`), por);
}

/** The shipped config with the instances `puertos` (in order: «instance 1», «instance 2»). */
export function configuracion(texto: string, o: { puertos: number[]; https: number; http: number; dir: string }): string {
  let c = reemplazar(
    texto,
    /^(\s*server )[\d.]+:\d+( .*# «instance (\d)».*)$/m,
    (_t, ant, resto, n) => `${ant}127.0.0.1:${o.puertos[Number(n) - 1]}${resto}`,
    2,
  );
  c = reemplazar(c, /^(\s*listen )80;/m, (_t, ant) => `${ant}127.0.0.1:${o.http};`);
  c = reemplazar(c, /^(\s*listen )443( ssl http2;)/m, (_t, ant, resto) => `${ant}127.0.0.1:${o.https}${resto}`);
  c = reemplazar(c, /(ssl_certificate\s+)\S+;/, (_t, ant) => `${ant}${path.join(o.dir, 'cert.pem')};`);
  c = reemplazar(c, /(ssl_certificate_key\s+)\S+;/, (_t, ant) => `${ant}${path.join(o.dir, 'clave.pem')};`);
  return reemplazar(c, /(access_log\s+)\S+( sitio;)/, (_t, ant, resto) => `${ant}${path.join(o.dir, 'sitio.log')}${resto}`);
}

export async function iniciarNginx(binario: string, puertos: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-nginx-'));
  fs.chmodSync(dir, 0o755); // the workers (www-data when started as root) write their temporary files here
  const [pHttps, pHttp] = [await puertoLibre(), await puertoLibre()];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      path.join(dir, 'clave.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const enviado = fs.readFileSync(path.join(RAIZ, 'docs', 'nginx.conf'), 'utf8');
  fs.writeFileSync(path.join(dir, 'sitio.conf'), configuracion(enviado, { puertos, https: pHttps, http: pHttp, dir }));
  // what /etc/nginx/nginx.conf gives a conf.d file on Debian: the http block around it
  const temporales = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      ...(process.getuid?.() === 0 ? ['user www-data;'] : []),
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...temporales,
      `  include ${path.join(dir, 'sitio.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const prueba = spawnSync(binario, [...args, '-t'], { encoding: 'utf8' });
  if (prueba.status !== 0) throw new Error(`nginx -t rechaza la configuración:\n${prueba.stderr}`);
  const proceso: ChildProcess = spawn(binario, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let salida = '';
  proceso.stderr?.on('data', (d) => (salida += d));
  const url = `https://127.0.0.1:${pHttps}`;
  const hasta = Date.now() + 10_000;
  while (!(await conecta(pHttps))) {
    if (proceso.exitCode !== null || Date.now() > hasta) throw new Error(`nginx no arrancó:\n${salida}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    urlHttp: `http://127.0.0.1:${pHttp}`,
    registro: () => fs.readFileSync(path.join(dir, 'sitio.log'), 'utf8').split('\n').filter(Boolean),
    errores: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8').split('\n').filter(Boolean),
    async cerrar() {
      if (proceso.exitCode === null && proceso.signalCode === null) {
        const fin = new Promise((r) => proceso.once('exit', r));
        proceso.kill('SIGTERM'); // nginx's fast shutdown
        await fin;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether something accepts a TCP connection on 127.0.0.1:`puerto` (false on a refusal). */
export function conecta(puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: puerto });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

export interface Respuesta {
  status: number;
  cuerpo: Buffer;
  cabeceras: http.IncomingHttpHeaders;
}

/**
 * One request over http or https (the test's self-signed certificate accepted), from the loopback
 * address `desde` (127.0.0.2, …: a distinct client as far as nginx and the app can tell).
 */
export function pedir(
  url: string,
  o: { metodo?: string; cuerpo?: string; cabeceras?: Record<string, string>; desde?: string; agente?: http.Agent | false } = {},
): Promise<Respuesta> {
  const u = new URL(url);
  const cliente = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const cabeceras: Record<string, string | number> = { ...o.cabeceras };
    if (o.cuerpo !== undefined) {
      cabeceras['content-type'] ??= 'application/x-www-form-urlencoded';
      cabeceras['content-length'] = Buffer.byteLength(o.cuerpo);
    }
    const req = cliente.request(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method: o.metodo ?? (o.cuerpo === undefined ? 'GET' : 'POST'),
        headers: cabeceras,
        localAddress: o.desde,
        agent: o.agente ?? false,
        rejectUnauthorized: false,
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (d: Buffer) => partes.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cuerpo: Buffer.concat(partes), cabeceras: res.headers }));
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('sin respuesta en 15 s')));
    req.on('error', reject);
    req.end(o.cuerpo);
  });
}
