// Browser-test harness: the real server (node dist-server/index.js, compiled) on a free loopback
// port with a fresh SQLite file and uploads dir, Debian's Chromium through playwright-core, a
// login helper, the axe check (WCAG 2.1 AA, no serious/critical) and screenshots at 1280 and
// 390 px into artifacts/screenshots/.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { abrirNavegador, nuevaPagina } from './navegador';
import { puertoLibre } from '@server/pruebas/puerto';

export { CHROMIUM_FLAGS, abrirNavegador, llamarDesdePagina, nuevaPagina, revisarAxe } from './navegador';
export { correosPara } from './correos';

export const RAIZ = path.resolve(__dirname, '..');
export const CAPTURAS = path.join(RAIZ, 'artifacts', 'screenshots');

export const CUENTAS = {
  e: { usuario: '20231001', contrasena: 'Alumno#2026', panel: '/panel_alumno' },
  a: { usuario: 'admin', contrasena: 'Admin#2026', panel: '/panel_admin' },
  s: { usuario: 'superadmin', contrasena: 'Super#2026', panel: '/panel_superadmin' },
} as const;

export interface Sitio {
  url: string;
  dir: string;
  uploadsDir: string;
  databasePath: string;
  proceso: ChildProcess;
  /** kill -9: the process dies mid-whatever; the files stay for a restart. */
  matar(): Promise<void>;
  cerrar(): Promise<void>;
}

/**
 * Starts the site on a fresh database. `semilla`: 'todo' (demo content, the default),
 * 'cuentas' (only the three demo accounts: empty lists), or 'nada'.
 */
export async function iniciarSitio(
  opciones: { semilla?: 'todo' | 'cuentas' | 'nada'; env?: Record<string, string>; /** reuse a killed site's files */ dir?: string } = {},
): Promise<Sitio> {
  const dir = opciones.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-e2e-'));
  const port = await puertoLibre();
  const databasePath = path.join(dir, 'sitio.db');
  const uploadsDir = path.join(dir, 'uploads');
  // the production server: the compiled bundle (`npm run build:server`, run by globalSetup.js)
  const proceso = spawn(process.execPath, ['--enable-source-maps', 'dist-server/index.js'], {
    cwd: RAIZ,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SEED_DEMO: opciones.semilla === 'nada' ? '0' : opciones.semilla === 'cuentas' ? 'cuentas' : '1',
      LOG: '0',
      ...opciones.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  proceso.stdout.on('data', (d) => (salida += d));
  proceso.stderr.on('data', (d) => (salida += d));
  const url = `http://127.0.0.1:${port}`;
  const limite = Date.now() + 60_000;
  for (;;) {
    if (proceso.exitCode !== null) throw new Error(`el servidor terminó al iniciar:\n${salida}`);
    try {
      const r = await fetch(`${url}/api.php`, { method: 'POST', body: new URLSearchParams({ funcion: 'mostrarEnlace' }) });
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > limite) throw new Error(`el servidor no respondió en 60 s:\n${salida}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dir,
    uploadsDir,
    databasePath,
    proceso,
    async matar() {
      if (proceso.exitCode !== null || proceso.signalCode !== null) return;
      const fin = new Promise((r) => proceso.once('exit', r));
      proceso.kill('SIGKILL');
      await fin;
    },
    async cerrar() {
      if (proceso.exitCode === null && proceso.signalCode === null) {
        const fin = new Promise((r) => proceso.once('exit', r));
        proceso.kill('SIGTERM');
        await fin;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function entrarComo(page: Page, sitio: Sitio, rol: keyof typeof CUENTAS): Promise<void> {
  const c = CUENTAS[rol];
  await page.goto(`${sitio.url}/login`);
  await page.getByLabel('Usuario').fill(c.usuario);
  await page.getByLabel('Contraseña').fill(c.contrasena);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${sitio.url}${c.panel}`);
}

/**
 * Resolves once the server has answered the `cerrarSesion` that /login sends for a session (set it
 * up before the step that opens /login). The page shows the login form before that answer: a
 * navigation straight after it may cancel the call and find the server's session still open.
 */
export function cierreDeSesion(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => r.url().endsWith('/api.php') && (r.request().postData() ?? '').includes('cerrarSesion'));
}

/**
 * Reads `leer()` until `cumple` holds (every 100 ms, `ms` at most) and returns the last value read,
 * for the test's own expect: what a background render (a route or `?orden=` change, React's
 * transitions) has not drawn yet is read again instead of asserted once.
 */
export async function hastaQue<T>(leer: () => Promise<T>, cumple: (v: T) => boolean, ms = 10_000): Promise<T> {
  const hasta = Date.now() + ms;
  for (;;) {
    const v = await leer();
    if (cumple(v) || Date.now() > hasta) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An image's natural width once it has loaded (a box alone is not a loaded image: its width and height attributes give it one at once). */
export async function fotoCargada(img: Locator, ms = 15_000): Promise<number> {
  await img.scrollIntoViewIfNeeded();
  await img
    .page()
    .waitForFunction((i) => i instanceof HTMLImageElement && i.complete && i.naturalWidth > 0, await img.elementHandle(), { timeout: ms });
  return img.evaluate((i: HTMLImageElement) => i.naturalWidth);
}

export async function salir(page: Page, sitio: Sitio): Promise<void> {
  const cerrada = cierreDeSesion(page);
  await page.goto(`${sitio.url}/login`);
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  await cerrada;
}

/**
 * A success in the panels (issue 38, item 6): a notice that blocks nothing (the toasts' role=status
 * region), never the "Aviso" dialog to dismiss (docs/convenciones.md).
 */
export async function avisoExito(page: Page, texto: string | RegExp): Promise<void> {
  await page.getByRole('status').filter({ hasText: texto }).waitFor();
  if (await page.getByRole('alertdialog', { name: 'Aviso' }).count()) throw new Error(`"${String(texto)}" opened the Aviso dialog`);
}

/**
 * React attached to the server's markup (hydrateRoot marks its container) and the taps recorded
 * before it replayed (the recorder is gone): a click now reaches React, not the recorder.
 */
export async function hidratada(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !('__toques' in window) && !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** Full-page screenshots of the current page at 1280 and 390 px (then back to 1280). */
export async function capturar(page: Page, nombre: string): Promise<void> {
  fs.mkdirSync(CAPTURAS, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [ancho, alto] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: ancho, height: alto });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(CAPTURAS, `${nombre}-${ancho}.png`), fullPage: true });
    // no screen scrolls sideways at either width (a wide table scrolls inside its frame)
    const ancha = await page.evaluate(() => {
      const raiz = document.documentElement;
      if (raiz.scrollWidth <= raiz.clientWidth) return null;
      const fuera = [...document.querySelectorAll('body *')].find((e) => e.getBoundingClientRect().right > raiz.clientWidth + 1);
      return `${raiz.scrollWidth} px > ${raiz.clientWidth} px (${fuera ? `${fuera.tagName.toLowerCase()}.${fuera.className}` : '?'})`;
    });
    expect({ captura: `${nombre}-${ancho}`, ancha }).toEqual({ captura: `${nombre}-${ancho}`, ancha: null });
  }
  await page.setViewportSize(original);
}

/** What every journey file shares: one fresh site and one browser for the whole file. */
export interface Recorrido {
  readonly sitio: Sitio;
  readonly browser: Browser;
  /** A fresh page (no cookies) at the given width. */
  pagina(ancho?: number): Promise<Page>;
  /** A fresh page, logged in as the demo account of `rol` (on its panel). */
  comoRol(rol: keyof typeof CUENTAS, ancho?: number): Promise<Page>;
}

/**
 * Registers the file's setup (beforeAll: start the site on a fresh database and the browser;
 * afterAll: close both) and returns accessors valid inside the tests.
 */
export function prepararRecorrido(opciones: Parameters<typeof iniciarSitio>[0] = { semilla: 'cuentas' }): Recorrido {
  let sitio: Sitio | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    sitio = await iniciarSitio(opciones);
    browser = await abrirNavegador();
  });
  afterAll(async () => {
    await browser?.close();
    await sitio?.cerrar();
  });
  const listo = <T>(valor: T | undefined, que: string): T => {
    if (valor === undefined) throw new Error(`${que} no está listo: úselo dentro de una prueba`);
    return valor;
  };
  const recorrido: Recorrido = {
    get sitio() {
      return listo(sitio, 'El sitio');
    },
    get browser() {
      return listo(browser, 'El navegador');
    },
    pagina: (ancho) => nuevaPagina(recorrido.browser, ancho),
    async comoRol(rol, ancho) {
      const page = await nuevaPagina(recorrido.browser, ancho);
      await entrarComo(page, recorrido.sitio, rol);
      return page;
    },
  };
  return recorrido;
}
