// Keyboard only (issue 38, item 2), in Chromium against the real server: the phone's side bar is a
// modal dialog (focus kept inside with Tab and Shift+Tab, Esc and the close icon give the focus back
// to "Abrir menú"), then an admin dialog with its form (the enrolment link) filled, toggled and saved
// without a mouse, focus back on the tile that opened it. axe and screenshots at 390 and 1280 px.
import type { Page } from 'playwright-core';
import { capturar, hastaQue, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido();

/** The focused element's accessible text: its aria-label, else its text. */
const enfocado = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return (a?.getAttribute('aria-label') ?? a?.textContent ?? '').trim();
  });

const dentroDelMenu = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog#barra-lateral')));

/** Tab until the focused element is called `nombre` (at most 60 presses: the admin side menu puts 15 links before the page). */
async function tabularHasta(page: Page, nombre: string | RegExp) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const t = await enfocado(page);
    if (typeof nombre === 'string' ? t === nombre : nombre.test(t)) return;
  }
  throw new Error(`el foco nunca llegó a ${String(nombre)}`);
}

test('the phone menu by keyboard: a modal dialog that keeps the focus and gives it back', async () => {
  const page = await e2e.pagina(390);
  await page.goto(e2e.sitio.url);
  await tabularHasta(page, 'Abrir menú');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.waitFor();
  expect(await enfocado(page)).toBe('Cerrar menú');
  await revisarAxe(page, 'menú como diálogo');
  await capturar(page, 'menu-dialogo');

  // Tab through every control and past the last: the focus never leaves the dialog
  const vistos: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dentroDelMenu(page)).toBe(true);
    vistos.push(await enfocado(page));
  }
  expect(vistos).toEqual(expect.arrayContaining(['Foro', 'Cerrar menú', 'Eventos']));
  // Shift+Tab from the first control goes to the last, never to "Abrir menú" behind
  while ((await enfocado(page)) !== 'Cerrar menú') await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await enfocado(page)).toBe('Foro');
  expect(await dentroDelMenu(page)).toBe(true);

  // Esc closes it and the focus is back on the button that opened it
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await enfocado(page)).toBe('Abrir menú');
  expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe('false');

  // the close icon, by keyboard, does the same
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
  expect(await enfocado(page)).toBe('Abrir menú');

  // a link followed from it: the new page's heading has the focus
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await tabularHasta(page, 'Eventos');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Eventos' }).waitFor();
  // the focus moves in the page head's effect, after the render
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
});

test('an admin dialog and its form by keyboard: the enrolment link saved, focus back on its tile', async () => {
  const admin = await e2e.comoRol('a');
  await tabularHasta(admin, /^Enlace de Inscripciones/);
  await admin.keyboard.press('Enter');
  const dialogo = admin.getByRole('dialog', { name: 'Enlace de inscripciones' });
  await dialogo.waitFor();
  const campo = dialogo.getByLabel('Enlace para las inscripciones');
  await campo.waitFor();
  // the form mounts with its data and focuses its field in an effect
  expect(await hastaQue(() => campo.evaluate((c) => c === document.activeElement), Boolean)).toBe(true);
  // Esc closes it: the focus goes back to the tile
  await admin.keyboard.press('Escape');
  await dialogo.waitFor({ state: 'detached' });
  expect(await enfocado(admin)).toMatch(/^Enlace de Inscripciones/);

  await admin.keyboard.press('Enter');
  await campo.waitFor();
  await admin.keyboard.press('ControlOrMeta+A');
  await admin.keyboard.type('https://preinscripciones.example.edu/idgs');
  await admin.keyboard.press('Tab');
  await admin.keyboard.press('Space');
  expect(await dialogo.getByText(/^Estado:/).textContent()).toMatch(/activo/);
  await revisarAxe(admin, 'enlace por teclado');
  await capturar(admin, 'enlace-teclado');
  await tabularHasta(admin, 'Guardar');
  await admin.keyboard.press('Enter');
  await dialogo.waitFor({ state: 'detached' });
  await admin.getByRole('status').filter({ hasText: /.+/ }).first().waitFor();
  expect(await enfocado(admin)).toMatch(/^Enlace de Inscripciones/);
});
