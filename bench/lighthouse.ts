// Lighthouse (mobile preset, the default) on public pages: median of 3 runs per page, against the
// real server with demo content and precompressed assets. `rutas` may depend on the seeded site
// (a project page needs a pk).
import type { Medicion } from './lib';
import { CHROMIUM_FLAGS, iniciarSitio, type Sitio } from '../e2e/harness';

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function medirLighthouse(
  rutas: string[] | ((sitio: Sitio) => Promise<string[]>) = ['/', '/proyectos_estudiantes'],
  corridas = 3,
  /** Content added before measuring (e.g. photos), and the suffix that names it in the rows. */
  contenido?: { preparar: (sitio: Sitio) => Promise<void>; nombre: string },
): Promise<Medicion[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const sitio = await iniciarSitio();
  await contenido?.preparar(sitio);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  const filas: Medicion[] = [];
  try {
    for (const ruta of typeof rutas === 'function' ? await rutas(sitio) : rutas) {
      const puntos: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      const lcp: number[] = [];
      for (let i = 0; i < corridas; i++) {
        const r = await lighthouse(`${sitio.url}${ruta}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!r) throw new Error('lighthouse no devolvió resultados');
        for (const k of Object.keys(puntos)) puntos[k].push(Math.round((r.lhr.categories[k]?.score ?? 0) * 100));
        lcp.push(r.lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      }
      const m = (k: string) => mediana(puntos[k]);
      const nombre = ruta.replace(/\/\d+$/, '/{pk}') + (contenido ? ` (${contenido.nombre})` : '');
      filas.push(
        {
          nombre: `Lighthouse ${nombre}: rendimiento (móvil, mediana de ${corridas})`,
          valor: m('performance'),
          unidad: '',
          presupuesto: '≥ 95',
          ok: m('performance') >= 95,
          tiempo: true,
          nota: `corridas: ${puntos.performance.join(', ')}`,
        },
        {
          nombre: `Lighthouse ${nombre}: LCP`,
          valor: mediana(lcp) / 1000,
          unidad: 's',
          presupuesto: '≤ 2.0',
          ok: mediana(lcp) <= 2000,
          tiempo: true,
          nota: `corridas: ${lcp.map((x) => (x / 1000).toFixed(2)).join(', ')} s`,
        },
        { nombre: `Lighthouse ${nombre}: accesibilidad`, valor: m('accessibility'), unidad: '', presupuesto: '100', ok: m('accessibility') === 100 },
        {
          nombre: `Lighthouse ${nombre}: buenas prácticas`,
          valor: m('best-practices'),
          unidad: '',
          presupuesto: '100',
          ok: m('best-practices') === 100,
        },
        { nombre: `Lighthouse ${nombre}: SEO`, valor: m('seo'), unidad: '', presupuesto: '100', ok: m('seo') === 100 },
      );
    }
  } finally {
    chrome.kill();
    await sitio.cerrar();
  }
  return filas;
}
