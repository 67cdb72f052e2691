// Issue 44's applicant and student journeys in Chromium against the real server with the demo
// content, at 390 and 1280 px: from "/" the preinscripción link within two taps (through the menu);
// the enquiry's thanks in place of the form, in the viewport and focused, and the same enquiry again
// recognised; a signed-in student at "/" in one tap; the curriculum numbered 1 to 11 without a gap
// and its PDF with hours and credits (its text read back by server/pruebas/textoPdf.ts: pdftotext is
// not installed here); a search that finds nothing offering a way on. axe on every page touched;
// screenshots of each.
import type { Page } from 'playwright-core';
import path from 'node:path';
import { CAPTURAS, capturar, prepararRecorrido, revisarAxe } from './arnes';
import { textoDePdf } from '@server/pruebas/textoPdf';
import { MENSAJES_SOLICITUD as M } from '@/shared/api/contrato/solicitudes';

const e2e = prepararRecorrido({ semilla: 'todo' });
const ENLACE_DEMO = 'https://www.ut-ejemplo.edu.mx/inscripciones';

/** What the screen shows now (not the whole page): the thanks must be in it. */
const vista = (page: Page, nombre: string) => page.screenshot({ path: path.join(CAPTURAS, `${nombre}.png`) });

/** Resolves once an element is wholly inside the viewport, below the sticky bar (the site scrolls smoothly). */
const enPantalla = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => {
      const r = document.querySelector(s)?.getBoundingClientRect();
      const barra = document.querySelector('.barra')?.getBoundingClientRect().bottom ?? 0;
      return !!r && r.top >= barra && r.bottom <= window.innerHeight;
    },
    selector,
    { timeout: 5_000 },
  );

test.each([390, 1280])(
  'at %i px: the preinscripción link within two taps of "/", the enquiry thanked in view, the same one recognised',
  async (ancho) => {
    const page = await e2e.pagina(ancho);
    await page.goto(`${e2e.sitio.url}/`);
    // the home's own call to action, at once
    const cta = page.getByRole('link', { name: 'Solicita tu preinscripción (se abre en otra pestaña)' });
    expect(await cta.getAttribute('href')).toBe(ENLACE_DEMO);
    if (ancho === 1280) await revisarAxe(page, '/ con la llamada a la preinscripción');
    await vista(page, `aspirantes-inicio-vista-${ancho}`);
    // through the menu: "Admisiones" (the phone opens the menu first: two taps), then the link is there
    let toques = 0;
    if (ancho === 390) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      toques++;
      const menu = page.getByRole('navigation', { name: 'Menú' });
      expect(await menu.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Admisiones', 'Plan de estudios']));
      await menu.getByRole('link', { name: 'Admisiones' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Principal' });
      expect((await nav.getByRole('link').allTextContents()).slice(0, 2)).toEqual(['Admisiones', 'Plan de estudios']);
      await nav.getByRole('link', { name: 'Admisiones' }).click();
    }
    toques++;
    expect(toques).toBeLessThanOrEqual(2);
    await page.waitForURL(`${e2e.sitio.url}/admisiones`);
    const enAdmisiones = page.locator('main').getByRole('link', { name: 'Solicita tu preinscripción (se abre en otra pestaña)' });
    expect(await enAdmisiones.getAttribute('href')).toBe(ENLACE_DEMO);
    expect(await enAdmisiones.isVisible()).toBe(true);
    await vista(page, `aspirantes-admisiones-vista-${ancho}`);

    // the enquiry: its thanks replaces the form, in view and focused
    const nombre = `Aspirante ${ancho}`;
    const llenar = async () => {
      await page.getByLabel('Nombre', { exact: true }).fill(nombre);
      await page.getByLabel('Correo electrónico').fill(`aspirante${ancho}@correo.mx`);
      await page.getByLabel('Mensaje').fill('¿Hay turno vespertino?');
      await page.getByRole('checkbox', { name: M.consentimiento }).check();
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    };
    await llenar();
    const gracias = page.locator('#solicita-informacion-resultado');
    await page.getByText(M.enviada).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'solicita-informacion-resultado');
    await enPantalla(page, '#solicita-informacion-resultado');
    expect(await gracias.getAttribute('role')).toBe('status');
    expect(await page.getByRole('form', { name: 'Solicita información' }).count()).toBe(0);
    await vista(page, `aspirantes-gracias-vista-${ancho}`);
    await revisarAxe(page, `/admisiones con el agradecimiento (${ancho})`);
    if (ancho === 390) await capturar(page, 'aspirantes-admisiones-gracias');
    // the same enquiry again: recognised, not stored twice
    await page.getByRole('button', { name: 'Enviar otra solicitud' }).click();
    await llenar();
    await page.getByText(M.repetida).waitFor();
    await enPantalla(page, '#solicita-informacion-resultado');
    await page.context().close();
  },
);

test('a signed-in student reaches "/" in one tap, from the panel and from a public page', async () => {
  for (const ancho of [390, 1280]) {
    const page = await e2e.comoRol('e', ancho);
    await revisarAxe(page, `/panel_alumno con «Inicio» (${ancho})`);
    if (ancho === 390) await capturar(page, 'aspirantes-panel-alumno');
    await page.getByRole('link', { name: 'Inicio del sitio público' }).click();
    await page.waitForURL(`${e2e.sitio.url}/`);
    await page.goto(`${e2e.sitio.url}/eventos`);
    await page.getByRole('navigation', { name: 'Su sesión' }).getByRole('link', { name: 'Inicio del sitio' }).click();
    await page.waitForURL(`${e2e.sitio.url}/`);
    await page.context().close();
  }
});

test('the plan: terms 1 to 11 without a gap, and its PDF with hours and credits', async () => {
  const page = await e2e.pagina(390);
  await page.goto(`${e2e.sitio.url}/`);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Plan de estudios' }).click();
  await page.waitForURL(`${e2e.sitio.url}/plan_de_estudios`);
  await page.getByRole('heading', { level: 1, name: 'Plan de estudios' }).waitFor();
  const numeros = (await page.locator('.cuatri__numero').allTextContents()).map(Number);
  expect(numeros).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  await revisarAxe(page, '/plan_de_estudios');
  await capturar(page, 'aspirantes-plan');
  const pdf = await page.request.get(`${e2e.sitio.url}/plan_de_estudios.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const texto = textoDePdf(await pdf.body());
  for (const t of ['créditos', 'horas', 'Undécimo cuatrimestre', 'Contacto:', 'Página 1 de', 'actualizada el']) expect(texto).toContain(t);
  await page.context().close();
});

test('a search that finds nothing offers suggestions, the main pages and the forum with the question written', async () => {
  for (const ancho of [390, 1280]) {
    const page = await e2e.pagina(ancho);
    await page.goto(`${e2e.sitio.url}/buscar?q=${encodeURIComponent('turno vespertinno')}`);
    const otras = page.getByRole('navigation', { name: 'Otras formas de encontrarlo' });
    await otras.waitFor();
    await revisarAxe(page, `/buscar sin resultados (${ancho})`);
    if (ancho === 390) await capturar(page, 'aspirantes-buscar-nada');
    await otras.getByRole('link', { name: 'Preguntar en el foro' }).click();
    await page.waitForURL(/\/foro\/2\?pregunta=/);
    expect(await page.getByLabel('Tu pregunta').inputValue()).toBe('turno vespertinno');
    await revisarAxe(page, `/foro/2 con la pregunta escrita (${ancho})`);
    await page.context().close();
  }
});
