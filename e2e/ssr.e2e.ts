// Server-rendered public pages: each answers with its content in the HTML (no JavaScript needed to
// read it), then hydrates with no console error or warning (hydration mismatches included) and is
// interactive; unknown paths and items answer 404 with the 404 page; a logged-in user's first
// paint already has their session; axe and screenshots at 1280 and 390 px.
import type { ConsoleMessage, Page } from 'playwright-core';
import { capturar, entrarComo, hidratada, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });
let proyecto: { pk: number; nombre: string; descripcion: string; miembros: string[] };
let empresa: string;

beforeAll(async () => {
  const api = async (campos: Record<string, string>) =>
    (await (await fetch(`${e2e.sitio.url}/api.php`, { method: 'POST', body: new URLSearchParams(campos) })).json()) as unknown;
  const grupos = (await api({ funcion: 'obtenerTodosProyectosPorCuatrimestre' })) as { proyectos: { pk_proyecto: number }[] }[];
  const pk = grupos.flatMap((g) => g.proyectos)[0].pk_proyecto;
  const p = (await api({ funcion: 'obtenerProyecto', pkProyecto: String(pk) })) as {
    nombre_proyecto: string;
    descripcion_proyecto: string;
    miembros: { nombre_miembro: string }[];
  };
  proyecto = { pk, nombre: p.nombre_proyecto, descripcion: p.descripcion_proyecto, miembros: p.miembros.map((m) => m.nombre_miembro) };
  const empresas = (await api({ funcion: 'obtenerTodasEmpresasEstadias' })) as { pk_empresa_estadia: number; nombre_empresa: string }[];
  const slug = empresas[0].nombre_empresa
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  empresa = `/empresas_estadias/${slug}/${empresas[0].pk_empresa_estadia}`;
});

/** A page whose console errors and warnings (hydration mismatches among them) and page errors are collected. */
async function paginaVigilada(ancho = 1280): Promise<{ page: Page; avisos: string[] }> {
  const context = await e2e.browser.newContext({ viewport: { width: ancho, height: ancho > 600 ? 800 : 844 }, locale: 'es-MX' });
  const page = await context.newPage();
  const avisos: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    // the 404 page's own status is reported by the browser as a failed load of the document itself
    if (/status of 404/.test(m.text()) && m.location().url === page.url()) return;
    if (m.type() === 'error' || m.type() === 'warning') avisos.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => avisos.push(`pageerror: ${e.message}`));
  return { page, avisos };
}

const PAGINAS: { ruta: () => string; nombre: string; h1: () => string; captura: string }[] = [
  { ruta: () => '/', nombre: 'inicio', h1: () => 'Ingeniería en Desarrollo y Gestión de Software', captura: 'ssr-inicio' },
  { ruta: () => '/proyectos_estudiantes', nombre: 'proyectos', h1: () => 'Proyectos de estudiantes', captura: 'ssr-proyectos' },
  { ruta: () => `/proyectos_estudiantes/${proyecto.pk}`, nombre: 'un proyecto', h1: () => proyecto.nombre, captura: 'ssr-proyecto' },
  { ruta: () => '/eventos', nombre: 'eventos', h1: () => 'Eventos', captura: 'ssr-eventos' },
  { ruta: () => '/empresas_estadias', nombre: 'empresas', h1: () => 'Experiencias de estadías', captura: 'ssr-empresas' },
  { ruta: () => empresa, nombre: 'experiencias de una empresa', h1: () => '', captura: 'ssr-experiencias' },
  { ruta: () => '/casos_de_exito', nombre: 'casos de éxito', h1: () => 'Casos de éxito', captura: 'ssr-casos-exito' },
  { ruta: () => '/foro', nombre: 'foro', h1: () => 'Foro', captura: 'ssr-foro' },
  { ruta: () => '/foro/2', nombre: 'un tópico', h1: () => '', captura: 'ssr-topico' },
  { ruta: () => '/acerca_de', nombre: 'acerca de', h1: () => 'Acerca de', captura: 'ssr-acerca' },
  { ruta: () => '/login', nombre: 'login', h1: () => 'Iniciar sesión', captura: 'ssr-login' },
  { ruta: () => '/no-existe/de-verdad', nombre: '404', h1: () => 'Error 404 / Página no encontrada', captura: 'ssr-404' },
];

test.each(PAGINAS.map((p) => [p.nombre, p] as const))(
  '%s: rendered on the server, hydrated with no console error or warning, axe clean',
  async (_n, p) => {
    const ruta = p.ruta();
    const crudo = await fetch(`${e2e.sitio.url}${ruta}`);
    const html = await crudo.text();
    expect(crudo.status).toBe(p.nombre === '404' ? 404 : 200);
    // the page's heading and the state it was rendered with are in the HTML itself
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '');
    expect(h1).toBeTruthy();
    if (p.h1()) expect(h1).toBe(p.h1().replace(/&/g, '&amp;'));
    expect(html).toMatch(/<script type="application\/json" id="estado-inicial">/);
    expect(html).not.toMatch(/Este sitio necesita JavaScript/);

    const { page, avisos } = await paginaVigilada();
    await page.goto(`${e2e.sitio.url}${ruta}`);
    await hidratada(page);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(h1!.replace(/&amp;/g, '&'));
    await revisarAxe(page, `${ruta} (SSR)`);
    await capturar(page, p.captura);
    expect(avisos).toEqual([]);
    await page.context().close();
  },
);

test('a project page without JavaScript: the HTML alone names the project, its description and its members', async () => {
  const html = await (await fetch(`${e2e.sitio.url}/proyectos_estudiantes/${proyecto.pk}`)).text();
  const texto = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  expect(texto).toContain(esc(proyecto.nombre));
  expect(texto).toContain(esc(proyecto.descripcion.split(/\n{2,}/)[0]));
  for (const m of proyecto.miembros) expect(texto).toContain(esc(m));
  expect(html).toMatch(new RegExp(`<title>${esc(proyecto.nombre).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));

  const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${e2e.sitio.url}/proyectos_estudiantes/${proyecto.pk}`);
  await page.getByRole('heading', { level: 1, name: proyecto.nombre }).waitFor();
  await page.getByRole('heading', { name: 'Equipo' }).waitFor();
  for (const m of proyecto.miembros) await page.getByText(m, { exact: true }).waitFor();
  await capturar(page, 'ssr-proyecto-sin-js');
  await context.close();
});

test('interactive after hydration: the image popup, "Ver más" and the curriculum subjects', async () => {
  const { page, avisos } = await paginaVigilada(390);
  await page.goto(`${e2e.sitio.url}/proyectos_estudiantes/${proyecto.pk}`);
  await hidratada(page);
  await page.getByRole('button', { name: /^Ampliar imagen 1 de/ }).click();
  const popup = page.getByRole('dialog');
  await popup.waitFor();
  await revisarAxe(page, 'popup de imagen tras hidratar');
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });

  await page.goto(`${e2e.sitio.url}/eventos`);
  await hidratada(page);
  const eventos = page.locator('ol.eventos > li');
  expect(await eventos.count()).toBe(3);
  await page.getByRole('button', { name: 'Ver más' }).click();
  await page.waitForFunction(() => document.querySelectorAll('ol.eventos > li').length > 3);
  expect(new URL(page.url()).searchParams.get('mostrar')).toBe('6');

  await page.goto(`${e2e.sitio.url}/`);
  await hidratada(page);
  const materia = page.getByRole('button', { name: 'Arquitecturas de Software', exact: true });
  expect(await materia.getAttribute('aria-expanded')).toBe('false');
  await materia.click();
  expect(await materia.getAttribute('aria-expanded')).toBe('true');
  await page.getByText('Atributos de calidad y tácticas').waitFor();

  // a client navigation keeps the title and the description right
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Eventos' }).click();
  await page.getByRole('heading', { level: 1, name: 'Eventos' }).waitFor();
  // the head is set in an effect after the page's render
  await page.waitForFunction(() => document.title.startsWith('Eventos |'));
  expect(await page.title()).toBe('Eventos | Ingeniería en Desarrollo y Gestión de Software');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
    'Eventos del programa: conferencias, talleres, hackatones y ferias de estadías.',
  );
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${e2e.sitio.url}/eventos`);
  expect(avisos).toEqual([]);
  await page.context().close();
});

test('unknown and deactivated items answer 404 with the 404 page; /foro/9 redirects to /foro', async () => {
  for (const ruta of [
    '/proyectos_estudiantes/999999',
    '/proyectos_estudiantes/abc',
    '/empresas_estadias/nadie/999999',
    '/foro/responder_pregunta/999999',
    '/sin/ruta',
  ]) {
    const r = await fetch(`${e2e.sitio.url}${ruta}`);
    expect([ruta, r.status]).toEqual([ruta, 404]);
    expect(await r.text()).toMatch(/<meta name="robots" content="noindex">/);
  }
  const r = await fetch(`${e2e.sitio.url}/foro/9`, { redirect: 'manual' });
  expect(r.status).toBe(302);
  expect(r.headers.get('location')).toBe('/foro');
});

test("a logged-in admin gets a public page rendered with their session (not the visitors' copy), areas stay client-rendered", async () => {
  const { page, avisos } = await paginaVigilada();
  await entrarComo(page, e2e.sitio, 'a');
  const r = await page.request.get(`${e2e.sitio.url}/eventos`);
  const html = await r.text();
  expect(html).toMatch(/"session":\{"rol":"a"/);
  expect(r.headers()['cache-control']).toBe('private, no-store');
  const area = await (await page.request.get(`${e2e.sitio.url}/panel_admin/alumnos`)).text();
  expect(area).not.toMatch(/estado-inicial/);
  expect(area).toMatch(/<div id="?root"?><\/div>/);
  await page.goto(`${e2e.sitio.url}/eventos`);
  await hidratada(page);
  await page.goto(`${e2e.sitio.url}/panel_admin`);
  await page.getByRole('heading', { name: 'Panel de administración' }).waitFor();
  expect(avisos).toEqual([]);
  await page.context().close();
});
