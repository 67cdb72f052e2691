// JS a visitor downloads: the home page's JS (gzip) beside bench/floor, and how many of the bytes
// a visitor downloads on the public pages belong to admin, student or super-admin code.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { RAIZ, gzipBytes, webpack, type Medicion } from './comun';
import { iniciarSitio, nuevaPagina } from '../e2e/arnes';

export const RUTAS_PUBLICAS = [
  '/',
  '/login',
  '/proyectos_estudiantes',
  '/eventos',
  '/empresas_estadias',
  '/casos_de_exito',
  '/foro',
  '/acerca_de',
  '/admisiones',
  '/buscar?q=proyecto',
  '/no-existe',
];
/** Modules that only logged-in areas may load (the editors' endpoints, the admin kit and zod, its schemas' library, too). */
export const MODULO_DE_AREA =
  /src\/(features\/[^/]+\/((admin|alumno|superadmin)\/|edicionApi\.ts)|app\/paneles\/Panel|app\/marcos\/Marco(Admin|Alumno|Superadmin)|shared\/admin\/|shared\/api\/contrato\/[^/]*esquema)|node_modules\/(zod|@dnd-kit)\//;

interface Stats {
  chunks: { files: string[]; modules?: { name: string; size: number; modules?: { name: string; size: number }[] }[] }[];
}

export function construir(): { stats: Stats } {
  const statsFile = path.join(RAIZ, 'bench', 'results', 'webpack-stats.json');
  fs.mkdirSync(path.dirname(statsFile), { recursive: true });
  webpack(['--mode', 'production', '--env', 'stats=chunks', '--json', statsFile]);
  webpack(['--mode', 'production', '--env', 'entry=bench/floor/index.tsx', '--env', 'out=bench/floor/dist']);
  // a production build is two compilations (the prerender node bundle, then the site): the site's
  const json = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats | { children: (Stats & { name?: string })[] };
  const web = 'children' in json ? json.children.find((c) => c.name === 'web') : json;
  if (!web) throw new Error('las estadísticas de webpack no traen la compilación «web»');
  return { stats: web };
}

function floorGzip(): number {
  const dir = path.join(RAIZ, 'bench', 'floor', 'dist');
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="?\/?([^" >]+)/g)].map((m) => m[1]);
  return scripts.reduce((n, s) => n + gzipBytes(path.join(dir, s)), 0);
}

/** JS files (dist-relative) the browser requested while opening `ruta`. */
async function jsDescargado(browser: Browser, url: string): Promise<string[]> {
  const page = await nuevaPagina(browser, 390);
  const archivos: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) archivos.push(u.pathname.replace(/^\//, ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.context().close();
  return archivos;
}

export async function medirBundle(browser: Browser, stats: Stats): Promise<Medicion[]> {
  const sitio = await iniciarSitio();
  try {
    const dist = path.join(RAIZ, 'dist');
    const inicio = [...new Set(await jsDescargado(browser, `${sitio.url}/`))];
    const gzipInicio = inicio.reduce((n, f) => n + gzipBytes(path.join(dist, f)), 0);
    const piso = floorGzip();

    const visitante = new Set<string>();
    for (const r of RUTAS_PUBLICAS) for (const f of await jsDescargado(browser, `${sitio.url}${r}`)) visitante.add(f);
    let bytesArea = 0;
    const culpables: string[] = [];
    for (const chunk of stats.chunks) {
      if (!chunk.files.some((f) => visitante.has(f))) continue;
      for (const m of chunk.modules ?? []) {
        for (const sub of m.modules ?? [m]) {
          if (MODULO_DE_AREA.test(sub.name)) {
            bytesArea += sub.size;
            culpables.push(sub.name);
          }
        }
      }
    }
    // the check must be able to fail: area modules exist in the area chunks
    const enAreas = stats.chunks
      .filter((c) => c.files.some((f) => /^area-/.test(f)))
      .flatMap((c) => (c.modules ?? []).flatMap((m) => m.modules ?? [m]))
      .filter((m) => MODULO_DE_AREA.test(m.name)).length;
    if (enAreas === 0) throw new Error('el bench no reconoce ningún módulo de área en los chunks area-*: la comprobación sería vacía');
    const ratio = gzipInicio / piso;
    return [
      { nombre: 'JS gzip que descarga /', valor: gzipInicio / 1024, unidad: 'KB', nota: inicio.join(', ') },
      { nombre: 'JS gzip del piso (bench/floor)', valor: piso / 1024, unidad: 'KB' },
      { nombre: 'razón / ÷ piso', valor: ratio, unidad: '×', presupuesto: '≤ 1.10', ok: ratio <= 1.1 },
      {
        nombre: `bytes de admin/alumno/superadmin que baja un visitante (${RUTAS_PUBLICAS.length} rutas)`,
        valor: bytesArea,
        unidad: 'B',
        presupuesto: '0',
        ok: bytesArea === 0,
        nota: culpables.length ? culpables.join(', ') : `${enAreas} módulos de área, todos fuera de lo que baja un visitante`,
      },
    ];
  } finally {
    await sitio.cerrar();
  }
}
