// The attack script's side of the wire (herramientas/ataques/reensayo.ts): calls to /api.php as a
// browser makes them, what a check sends (images, wall-clock times), the e-mails the site wrote (.eml
// files of its outbox), and what every check is given. The sites themselves: servidor.ts; the
// university sign-in: oidc.ts.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import type { Base, Servidor } from './servidor';

export const CUENTAS = {
  e: { usuario: '20231001', contrasena: 'Alumno#2026' },
  a: { usuario: 'admin', contrasena: 'Admin#2026' },
} as const;

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

/** A form sent as the admin's editors send it (multipart: images, large fields) with the admin's session on A, from `ip` (a fresh one unless given). */
export const enviarComoAdmin = async (c: Contexto, funcion: string, campos: Record<string, string>, ip = c.ip()) =>
  llamar(c.a, funcion, campos, { cookie: await c.admin(), ip, multipart: true });

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
