// Staff-edited pages in Chromium against the real server: the admin opens "Páginas", edits the
// home's description and the admissions costs (with the server's preview) → a visitor's browser
// without JavaScript gets the new text at once on / and /admisiones, and the search finds it; the
// people of /acerca_de are edited with a photo; axe and screenshots (1280 and 390 px) of /,
// /admisiones, /acerca_de, the list and the editor.
import type { Browser, Page } from 'playwright-core';
import { capturar, prepararRecorrido, revisarAxe } from './arnes';
import { pngDemo } from '@server/semillas/imagenDemo';
import { describirImagenes } from './formularios';

const e2e = prepararRecorrido({ semilla: 'cuentas' });

/** Screenshots from the top of the page (a full-page capture draws the fixed bar where the page was scrolled). */
const arriba = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));
const aviso = (page: Page, texto: string) => page.getByRole('status').getByText(texto).last().waitFor();

/** A visitor's browser with JavaScript off: what a search engine or a slow phone gets first. */
async function sinJs(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  return context.newPage();
}

test('a visitor reads the seeded pages: the home, /admisiones and /acerca_de, with the footer contact', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Ingeniería en Desarrollo y Gestión de Software' }).waitFor();
  await page.getByRole('region', { name: 'Próximas fechas' }).waitFor();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /WhatsApp/ })
    .waitFor();
  await revisarAxe(page, '/');
  await capturar(page, 'paginas-inicio');

  await page.locator('.hero').getByRole('link', { name: 'Solicita información' }).click();
  await page.waitForURL(`${e2e.sitio.url}/admisiones#solicita-informacion`);
  await page.getByRole('heading', { level: 2, name: 'Solicita información' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Becas' }).waitFor();
  await revisarAxe(page, '/admisiones');
  await page.goto(`${e2e.sitio.url}/admisiones`); // the screenshot from the top (the fixed bar stays at the top of the capture)
  await capturar(page, 'paginas-admisiones');

  await page.goto(`${e2e.sitio.url}/acerca_de`);
  await page.getByRole('heading', { level: 3, name: 'M. en C. Roberto Carlos Salinas Ibarra' }).waitFor();
  await revisarAxe(page, '/acerca_de');
  await capturar(page, 'paginas-acerca');
  await page.context().close();
});

test('the admin edits the home description and the admissions costs: / and /admisiones without JavaScript show them at once, and search finds them', async () => {
  const page = await e2e.comoRol('a');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Páginas/ })
    .click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/paginas`);
  await page.getByRole('heading', { name: 'Admisiones' }).waitFor();
  await revisarAxe(page, '/panel_admin/paginas');
  await capturar(page, 'paginas-lista');

  await page.getByRole('link', { name: 'Editar Ingeniería en Desarrollo y Gestión de Software' }).click();
  await page.getByRole('heading', { level: 1, name: 'Editar la página de inicio' }).waitFor();
  await page.getByLabel('Texto', { exact: true }).fill('Formamos especialistas en **robótica colaborativa** y software para la industria.');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/paginas`);
  await aviso(page, 'Página actualizada.');

  await page.getByRole('link', { name: 'Editar Admisiones' }).click();
  await page.getByRole('heading', { level: 1, name: 'Editar admisiones' }).waitFor();
  const texto = page.getByLabel('Texto', { exact: true });
  await texto.fill((await texto.inputValue()).replace('$1,800', '$1,950'));
  await page.getByRole('button', { name: 'Vista previa', exact: true }).click();
  const previa = page.getByRole('region', { name: 'Vista previa del texto' });
  await previa.getByText(/\$1,950/).waitFor();
  await previa.getByRole('heading', { level: 2, name: 'Costos' }).waitFor();
  await page.getByRole('group', { name: 'Fechas clave' }).waitFor();
  await revisarAxe(page, 'editar admisiones con vista previa');
  await arriba(page);
  await capturar(page, 'paginas-editor');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/paginas`);
  await aviso(page, 'Página actualizada.');

  const visitante = await sinJs(e2e.browser);
  await visitante.goto(`${e2e.sitio.url}/`);
  await visitante.getByText('robótica colaborativa').waitFor();
  await visitante.goto(`${e2e.sitio.url}/admisiones`);
  await visitante.getByText(/\$1,950/).waitFor();
  expect(await visitante.getByText(/\$1,800/).count()).toBe(0);
  await visitante.goto(`${e2e.sitio.url}/buscar?q=robotica+colaborativa`);
  const resultados = visitante.getByRole('main');
  expect(await resultados.getByRole('link', { name: 'Ingeniería en Desarrollo y Gestión de Software', exact: true }).getAttribute('href')).toBe('/');
  await visitante.goto(`${e2e.sitio.url}/buscar?q=costo`);
  expect(await resultados.getByRole('link', { name: 'Admisiones', exact: true }).first().getAttribute('href')).toBe('/admisiones');
  await visitante.context().close();
  await page.context().close();
});

test('the admin edits the people of /acerca_de: moves one, adds one with a photo; the page shows them', async () => {
  const page = await e2e.comoRol('a', 390);
  await page.goto(`${e2e.sitio.url}/panel_admin/paginas/editar/acerca_de`);
  const personas = page.getByRole('group', { name: 'Personas' });
  await personas.getByRole('button', { name: 'Subir M. en C. Roberto Carlos Salinas Ibarra' }).click();
  await personas.getByRole('button', { name: 'Agregar persona' }).click();
  await personas.getByLabel('Nombre de la persona 5').fill('Lucía Gómez Ruiz');
  await personas.getByLabel('Papel en el proyecto de Lucía Gómez Ruiz').fill('Pruebas de usabilidad');
  const foto = personas.getByRole('group', { name: /Foto de Lucía Gómez Ruiz/ });
  await foto.getByLabel('Elegir imagen').setInputFiles({ name: 'lucia.png', mimeType: 'image/png', buffer: pngDemo(41, 320, 320) });
  await foto.getByAltText(/vista previa/).waitFor();
  await describirImagenes(foto, 'Lucía sonríe con su laptop en el laboratorio');
  await revisarAxe(page, 'editar acerca de');
  await arriba(page);
  await capturar(page, 'paginas-editor-personas');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/paginas`);
  await aviso(page, 'Página actualizada.');

  await page.goto(`${e2e.sitio.url}/acerca_de`);
  const nombres = page.locator('.persona h3');
  // the photo carries the text its editor wrote (issue 37), not the generated one
  await page.getByAltText('Lucía sonríe con su laptop en el laboratorio').waitFor();
  expect(await nombres.allTextContents()).toEqual([
    'Andrea Valeria Torres Medina',
    'Jesús Alberto Ramírez Cano',
    'M. en C. Roberto Carlos Salinas Ibarra',
    'Daniela Sofía Herrera Luna',
    'Lucía Gómez Ruiz',
  ]);
  await page.context().close();
});
