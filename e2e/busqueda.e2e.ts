// Site search in Chromium on the demo content: on a phone (390 px) from the navbar's box, open a
// result, come back with the query and its results kept; axe on the results; screenshots.
import { capturar, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

test('a visitor on a phone searches from the navbar, opens a result and comes back with the query kept', async () => {
  const page = await e2e.pagina(390);
  await page.goto(`${e2e.sitio.url}/eventos`);
  await page.waitForLoadState('networkidle');
  const caja = page.locator('header').getByRole('searchbox', { name: 'Buscar en el sitio' });
  await caja.fill('calidad del aíre');
  await caja.press('Enter');
  await page.waitForURL(/\/buscar\?q=calidad\+del\+a%C3%ADre$/);
  const resultado = page.getByRole('link', { name: 'Monitor de Calidad del Aire' });
  await resultado.waitFor();
  expect(await page.title()).toBe('Búsqueda: calidad del aíre | Ingeniería en Desarrollo y Gestión de Software');
  expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);
  expect(await resultado.locator('mark').first().textContent()).toBe('Calidad');
  await revisarAxe(page, '/buscar');
  await capturar(page, 'busqueda');

  await resultado.click();
  await page.waitForURL(/\/proyectos_estudiantes\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Monitor de Calidad del Aire' }).waitFor();
  await page.goBack();
  await page.waitForURL(/\/buscar\?q=calidad\+del\+a%C3%ADre$/);
  await resultado.waitFor();
  expect(await page.locator('header').getByRole('searchbox', { name: 'Buscar en el sitio' }).inputValue()).toBe('calidad del aíre');
  await page.context().close();
});

test('a too short query and a query with nothing found get their Spanish messages', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/buscar?q=a`);
  await page.getByText('Escribe al menos 2 letras o números para buscar.').waitFor();
  await page.goto(`${e2e.sitio.url}/buscar?q=zzqqxx`);
  await page.getByText('No se encontró nada con esas palabras. Prueba con otras o con menos palabras.').waitFor();
  await revisarAxe(page, '/buscar sin resultados');
  await page.context().close();
});
