// Taps before the app has started are not lost (issue "Phones first"): on a phone at 4× CPU
// slowdown, with the app's first library held back until the taps are made (so they surely land
// before hydration), the menu, "Ver más", a subject's arrow, the image popup and the login form
// are used on the server's HTML alone; each does what it should once the app has started, and no
// field ever reaches a URL. Links are ordinary links: one followed before the app starts just loads
// its page.
import type { Page, Route } from 'playwright-core';
import { CUENTAS, capturar, prepararRecorrido } from './arnes';
// window.__toques, the inline recorder's state
import type {} from '@/shared/lib/toques';

const e2e = prepararRecorrido({ semilla: 'todo' });

/** A phone page at 4× CPU slowdown whose app start waits for soltar(). */
async function paginaLenta(): Promise<{ page: Page; soltar: () => void; urls: string[] }> {
  const page = await e2e.pagina(390);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let soltar!: () => void;
  const suelta = new Promise<void>((r) => (soltar = r));
  await page.route(/\/lib-react-dom\.[0-9a-f]+\.js$/, async (route: Route) => {
    await suelta;
    await route.continue();
  });
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') urls.push(r.url());
  });
  return { page, soltar, urls };
}

const arrancada = (page: Page) => page.waitForFunction(() => window.__toques === undefined, undefined, { timeout: 30_000 });

it('the menu opened before the app started is open once it has', async () => {
  const { page, soltar } = await paginaLenta();
  await page.goto(`${e2e.sitio.url}/eventos`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  expect(await page.evaluate(() => window.__toques?.q.length)).toBe(1);
  await expect(page.getByRole('navigation', { name: 'Menú' }).count()).resolves.toBe(0);
  soltar();
  await arrancada(page);
  await page.getByRole('navigation', { name: 'Menú' }).waitFor();
  await page.context().close();
});

it('"Ver más" and an image tapped before the app started: three more events, then the popup', async () => {
  const { page, soltar } = await paginaLenta();
  await page.goto(`${e2e.sitio.url}/eventos`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Ver más' }).click();
  await page
    .getByRole('button', { name: /^Ampliar imagen 1 de/ })
    .first()
    .click();
  expect(await page.evaluate(() => window.__toques?.q.length)).toBe(2);
  soltar();
  await arrancada(page);
  await page.getByText('Mostrando 6 de 12 eventos.').waitFor();
  await page.getByRole('dialog').waitFor();
  expect(new URL(page.url()).searchParams.get('mostrar')).toBe('6');
  await page.context().close();
});

it("a subject's arrow tapped before the app started opens the subject", async () => {
  const { page, soltar } = await paginaLenta();
  await page.goto(`${e2e.sitio.url}/`, { waitUntil: 'domcontentloaded' });
  const materia = page.getByRole('button', { name: 'Bases de Datos', exact: true });
  await materia.scrollIntoViewIfNeeded();
  await materia.click();
  expect(await materia.getAttribute('aria-expanded')).toBe('false');
  soltar();
  await arrancada(page);
  await page.waitForFunction(() => document.querySelector('button[aria-expanded="true"]') !== null);
  expect(await materia.getAttribute('aria-expanded')).toBe('true');
  await page.context().close();
});

it('the login typed and sent with Enter before the app started logs in once it has, and no field reaches a URL', async () => {
  const { page, soltar, urls } = await paginaLenta();
  await page.goto(`${e2e.sitio.url}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Usuario').fill(CUENTAS.a.usuario);
  await page.getByLabel('Contraseña').fill(CUENTAS.a.contrasena);
  await page.getByLabel('Contraseña').press('Enter');
  await page.waitForTimeout(300);
  expect(page.url()).toBe(`${e2e.sitio.url}/login`);
  await capturar(page, 'toques-login-antes');
  soltar();
  await page.waitForURL(`${e2e.sitio.url}${CUENTAS.a.panel}`, { timeout: 30_000 });
  for (const u of [...urls, page.url()]) expect(u).not.toMatch(/usuario=|contrasena=/);
  await page.context().close();
});

it('a link followed before the app started is an ordinary link: its page loads', async () => {
  const { page, soltar } = await paginaLenta();
  await page.goto(`${e2e.sitio.url}/`, { waitUntil: 'domcontentloaded' });
  // the footer's link (on a phone the navbar's links are behind the menu)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Acerca de' }).click();
  await page.waitForURL(`${e2e.sitio.url}/acerca_de`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  soltar();
  await arrancada(page);
  await page.context().close();
});

it('with JavaScript off, the login form posts: the session opens and no field ever reaches a URL', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX', javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto(`${e2e.sitio.url}/login`);
  // the login form (the navbar's search box is a GET form before it, and GET is right for a search)
  expect(await page.locator('form', { has: page.getByLabel('Contraseña') }).getAttribute('method')).toBe('post');
  await page.getByLabel('Usuario').fill(CUENTAS.a.usuario);
  await page.getByLabel('Contraseña').fill('una equivocada');
  await page.getByLabel('Contraseña').press('Enter');
  await page.waitForLoadState('load');
  await page
    .getByText(/incorrect/i)
    .first()
    .waitFor();
  await page.getByLabel('Contraseña').fill(CUENTAS.a.contrasena);
  await page.getByLabel('Contraseña').press('Enter');
  await page.waitForURL(`${e2e.sitio.url}/`);
  expect((await context.cookies()).some((c) => c.name === 'sid')).toBe(true);
  for (const u of urls) expect(u).not.toMatch(/usuario=|contrasena=/);
  await context.close();
});
