// The curriculum journey in Chromium against the real server (accounts only, no demo content: the
// plan is there anyway): an admin opens the editor from its tile, renames a subject, gives it hours,
// credits and an alt text, moves it up by keyboard, reloads (the draft is back), saves; then the
// home page fetched without JavaScript shows it in its new place, the search finds it and the PDF
// holds it. axe on the editor; screenshots of the editor and of the home's curriculum block.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CAPTURAS, capturar, prepararRecorrido, revisarAxe } from './arnes';
import { textoDePdf } from '@server/pruebas/textoPdf';

const e2e = prepararRecorrido();

/** One element at 1280 and 390 px (the home's curriculum block), without the fixed bar and the scroll-to-top button over it. */
async function capturarElemento(page: Page, selector: string, nombre: string) {
  fs.mkdirSync(CAPTURAS, { recursive: true });
  for (const [ancho, alto] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: ancho, height: alto });
    await page.locator(selector).scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    // the page's CSP refuses a style tag; element styles set by script are allowed
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.barra, .subir').forEach((e) => e.style.setProperty('visibility', 'hidden')));
    await page.locator(selector).screenshot({ path: path.join(CAPTURAS, `${nombre}-${ancho}.png`) });
  }
}

test('an admin renames and moves a subject: the home page without JavaScript, the search and the PDF show it', async () => {
  const admin = await e2e.comoRol('a');
  await admin
    .getByRole('main')
    .getByRole('link', { name: /Plan de estudios/ })
    .click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/plan_estudios`);
  await admin.getByRole('heading', { level: 2, name: 'Técnico Superior Universitario en Desarrollo de Software Multiplataforma' }).waitFor();
  await revisarAxe(admin, '/panel_admin/plan_estudios');
  await capturar(admin, 'editor-plan');

  const tercero = admin.getByRole('region', { name: 'Tercer cuatrimestre' });
  await tercero.getByRole('button', { name: 'Bases de Datos', exact: true }).click();
  await admin.getByLabel('Nombre de la materia').fill('Bases de Datos Relacionales');
  await admin.getByLabel('Horas (opcional)').fill('75');
  await admin.getByLabel('Créditos (opcional)').fill('4.5');
  await admin.getByRole('textbox', { name: 'Texto alternativo de imagen 1' }).fill('Tablas de una base de datos relacional');
  // by keyboard: Tab to the move-up button and press Enter; the focus stays on the moved subject's button
  const subir = tercero.getByRole('button', { name: 'Subir la materia «Bases de Datos Relacionales»' });
  await subir.focus();
  await admin.keyboard.press('Enter');
  await tercero.getByRole('button', { name: 'Subir la materia «Bases de Datos Relacionales»' }).waitFor();
  expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/la materia «Bases de Datos Relacionales»$/);
  expect(await tercero.locator('.editor-materia__abrir').first().textContent()).toBe('▸Bases de Datos Relacionales');
  await revisarAxe(admin, '/panel_admin/plan_estudios con una materia abierta');
  await capturar(admin, 'editor-plan-materia');

  // the draft survives a reload (IndexedDB), the subject closed
  await admin.waitForTimeout(700); // the drafts' write is throttled to twice a second
  await admin.reload();
  await admin.getByText(/^Cambios sin guardar \(borrador del/).waitFor();
  expect(await admin.getByRole('region', { name: 'Tercer cuatrimestre' }).locator('.editor-materia__abrir').first().textContent()).toBe(
    '▸Bases de Datos Relacionales',
  );
  await admin.getByRole('button', { name: 'Guardar plan de estudios' }).click();
  await admin.getByRole('status').getByText('Plan de estudios guardado.').waitFor();
  await admin.getByText('Sin cambios por guardar.').waitFor();

  // the home page as the server sends it, without JavaScript
  const sinJs = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const visitante = await sinJs.newPage();
  await visitante.goto(e2e.sitio.url);
  const bloque = visitante.getByRole('region', { name: 'Tercer cuatrimestre' });
  expect(await bloque.locator('.materia__boton').first().textContent()).toBe('Bases de Datos Relacionales');
  await bloque.getByText('75 horas · 4.5 créditos').waitFor();
  expect(await visitante.getByRole('link', { name: 'Descargar el plan de estudios (PDF)' }).getAttribute('href')).toBe('/plan_de_estudios.pdf');
  await sinJs.close();

  // with JavaScript: the subject opens, its image carries the alt text written
  const home = await e2e.pagina();
  await home.goto(e2e.sitio.url);
  await home.getByRole('button', { name: 'Bases de Datos Relacionales', exact: true }).click();
  await home.getByRole('button', { name: 'Tablas de una base de datos relacional (ampliar)' }).waitFor();
  await capturarElemento(home, 'section.plan', 'inicio-plan');

  await home.goto(`${e2e.sitio.url}/buscar?q=bases+de+datos+relacionales`);
  await home.getByRole('link', { name: 'Bases de Datos Relacionales' }).waitFor();

  const pdf = await home.request.get(`${e2e.sitio.url}/plan_de_estudios.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const texto = textoDePdf(Buffer.from(await pdf.body()));
  expect(texto).toContain('Bases de Datos Relacionales');
  expect(texto).toContain('75 horas · 4.5 créditos');
  expect(texto).toContain('Ingeniería en Desarrollo y Gestión de Software');
  await admin.context().close();
  await home.context().close();
});
