// Photos on the public pages, as a visitor gets them: the site starts empty and an admin uploads,
// through api.php as the admin forms do, ordinary 1600×1200 photos (12 projects with two each, 6
// events with three, 6 companies, 4 graduates). Then, per public page on a 390 px DPR 2 phone and
// a 1280 px desktop in Chromium: image bytes and images loaded before scrolling, the worst ratio
// of a photo's decoded pixels to the device pixels it covers (linear: width ÷ shown width × DPR),
// the formats served, and on the phone's /proyectos_estudiantes the bytes per photo after
// scrolling the whole page. Also the time api.php takes to store one 1600×1200 photo.
import type { Browser, Page } from 'playwright-core';
import type { Medicion } from './comun';
import { iniciarSitio } from '../e2e/arnes';
import { esperarVariantes, subirContenido } from './contenidoFotos';

const PAGINAS = ['/', '/proyectos_estudiantes', '/eventos', 'proyecto', '/empresas_estadias', '/casos_de_exito'];
const DISPOSITIVOS = [
  { nombre: 'teléfono 390 px', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { nombre: 'escritorio 1280 px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

interface Carga {
  url: string;
  bytes: number;
  tipo: string;
}

/** Waits for the network to be idle and every photo request to be counted. */
async function quieta(page: Page, estado: { pendientes: number }): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let quietas = 0; quietas < 3;) {
    await page.waitForTimeout(250);
    quietas = estado.pendientes === 0 ? quietas + 1 : 0;
  }
}

/** Worst linear ratio over the photos shown: decoded width ÷ (shown width × DPR), object-fit cover. */
async function peorRazon(page: Page): Promise<{ razon: number; donde: string }> {
  // a string, not a function: tsx's name-keeping helper (__name) does not exist in the page
  return page.evaluate(`(async () => {
    let peor = { razon: 0, donde: '' };
    for (const img of document.querySelectorAll('img')) {
      if (!img.currentSrc.includes('/uploads/') || !img.complete || img.naturalWidth === 0) continue;
      const caja = img.getBoundingClientRect();
      if (caja.width < 1 || caja.height < 1) continue;
      const real = new Image();
      real.src = img.currentSrc;
      await real.decode();
      const ajuste = getComputedStyle(img).objectFit;
      const escala = ajuste === 'contain' ? Math.min(caja.width / real.naturalWidth, caja.height / real.naturalHeight) : Math.max(caja.width / real.naturalWidth, caja.height / real.naturalHeight);
      const razon = 1 / (escala * devicePixelRatio);
      if (razon > peor.razon) peor = { razon, donde: img.currentSrc.split('/').pop() + ' en ' + Math.round(caja.width) + ' px' };
    }
    return peor;
  })()`);
}

async function medirPagina(browser: Browser, url: string, d: (typeof DISPOSITIVOS)[number], desplazar: boolean) {
  const context = await browser.newContext({
    viewport: d.viewport,
    deviceScaleFactor: d.deviceScaleFactor,
    isMobile: d.isMobile,
    hasTouch: d.hasTouch,
    locale: 'es-MX',
  });
  const page = await context.newPage();
  const cargas: Carga[] = [];
  const estado = { pendientes: 0 };
  const esFoto = (u: string) => u.includes('/uploads/');
  page.on('request', (r) => {
    if (esFoto(r.url())) estado.pendientes++;
  });
  page.on('requestfailed', (r) => {
    if (esFoto(r.url())) estado.pendientes--;
  });
  page.on('requestfinished', async (r) => {
    if (!esFoto(r.url())) return;
    try {
      const respuesta = await r.response();
      // a redirect (a variant not built yet) is counted by the request it leads to
      if (respuesta?.status() === 200)
        cargas.push({ url: r.url(), bytes: (await r.sizes()).responseBodySize, tipo: respuesta.headers()['content-type'] ?? '' });
    } finally {
      estado.pendientes--;
    }
  });
  try {
    await page.goto(url);
    await quieta(page, estado);
    const antes = { n: cargas.length, bytes: cargas.reduce((s, c) => s + c.bytes, 0) };
    const razonArriba = await peorRazon(page);
    let despues = antes;
    let razon = razonArriba;
    if (desplazar) {
      const alto = await page.evaluate<number>('document.documentElement.scrollHeight');
      for (let y = 0; y < alto; y += d.viewport.height / 2) {
        await page.evaluate(`window.scrollTo(0, ${y})`);
        await page.waitForTimeout(120);
      }
      await quieta(page, estado);
      despues = { n: cargas.length, bytes: cargas.reduce((s, c) => s + c.bytes, 0) };
      const r2 = await peorRazon(page);
      if (r2.razon > razon.razon) razon = r2;
    }
    const tipos = cargas.map((c) => c.tipo);
    return { antes, despues, razon, tipos };
  } finally {
    await context.close();
  }
}

/** The rows of one pass over the pages: `prefijo` names the pass. */
async function pasadaPorLasPaginas(browser: Browser, sitio: { url: string }, pkProyecto: number, prefijo: string): Promise<Medicion[]> {
  const filas: Medicion[] = [];
  for (const pagina of PAGINAS) {
    const ruta = pagina === 'proyecto' ? `/proyectos_estudiantes/${pkProyecto}` : pagina;
    for (const d of DISPOSITIVOS) {
      const telefono = d.deviceScaleFactor === 2;
      const m = await medirPagina(browser, `${sitio.url}${ruta}`, d, true);
      const et = `${prefijo}fotos ${pagina === 'proyecto' ? '/proyectos_estudiantes/{pk}' : ruta} (${d.nombre})`;
      const modernos = m.tipos.filter((t) => t === 'image/avif' || t === 'image/webp').length;
      filas.push(
        {
          nombre: `${et}: bytes sin desplazar`,
          valor: Math.round(m.antes.bytes / 1024),
          unidad: 'KB',
          nota: `${m.despues.n} fotos, ${Math.round(m.despues.bytes / 1024)} KB tras recorrer la página`,
        },
        { nombre: `${et}: fotos cargadas sin desplazar`, valor: m.antes.n, unidad: '' },
      );
      if (m.tipos.length) {
        filas.push(
          {
            nombre: `${et}: peor razón píxeles decodificados ÷ mostrados`,
            valor: Math.round(m.razon.razon * 100) / 100,
            unidad: '×',
            presupuesto: '≤ 1.5',
            ok: m.razon.razon <= 1.5,
            nota: m.razon.donde,
          },
          {
            nombre: `${et}: servidas como AVIF/WebP`,
            valor: Math.round((100 * modernos) / m.tipos.length),
            unidad: '%',
            presupuesto: '100 %',
            ok: modernos === m.tipos.length,
            nota: [...new Set(m.tipos)].join(', '),
          },
        );
      }
      if (telefono && ruta === '/proyectos_estudiantes') {
        const kb = m.despues.bytes / 1024 / Math.max(1, m.despues.n);
        filas.push({
          nombre: `${et}: KB por foto tras recorrer la página`,
          valor: Math.round(kb * 10) / 10,
          unidad: 'KB',
          presupuesto: '≤ 50',
          ok: kb <= 50,
          nota: `${m.despues.n} fotos, ${Math.round(m.despues.bytes / 1024)} KB`,
        });
      }
    }
  }
  return filas;
}

/**
 * One site, one upload of the content, up to two passes over the pages: `alSubir`
 * (`--solo=fotos-al-subir`) right after the last upload, while the background is still building
 * variants (what a visitor gets the minute an admin publishes: the variants a page asks for are
 * built on demand); `listas` (`--solo=fotos`) once every variant is built. Both passes used to
 * start a site and upload the 62 photos each (191 s and 140 s of CI's bench); they share them now.
 */
export async function medirFotos(browser: Browser, { alSubir = false, listas = true } = {}): Promise<Medicion[]> {
  const sitio = await iniciarSitio({ semilla: 'cuentas' });
  const filas: Medicion[] = [];
  try {
    const { pkProyecto, msSubida } = await subirContenido(sitio);
    const fila = (prefijo: string, variantes: { ms: number; fotos: number }, despuesDe: string): Medicion => ({
      nombre: `${prefijo}subir una foto de 1600×1200 (api.php, mediana de 5)`,
      valor: Math.round(msSubida),
      unidad: 'ms',
      tiempo: true,
      nota: `variantes de las ${variantes.fotos} fotos listas ${Math.round(variantes.ms / 1000)} s después de la ${despuesDe}`,
    });
    const alSubirFilas = alSubir ? await pasadaPorLasPaginas(browser, sitio, pkProyecto, 'recién subidas: ') : [];
    // the time to build every variant counts from the last upload only when nothing came between
    const variantes = await esperarVariantes(sitio);
    if (alSubir) filas.push(...alSubirFilas, fila('recién subidas: ', variantes, 'medición de las páginas'));
    if (listas)
      filas.push(
        fila('', variantes, alSubir ? 'medición de las páginas recién subidas' : 'última subida'),
        ...(await pasadaPorLasPaginas(browser, sitio, pkProyecto, '')),
      );
  } finally {
    await sitio.cerrar();
  }
  return filas;
}
