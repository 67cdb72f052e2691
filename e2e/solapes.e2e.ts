// Small overlaps (issue 38, item 7), in Chromium against the real server at 390 and 1280 px: after
// an empty forum submit the focused field's label is in sight below the sticky bar (and a visitor
// is offered no bare "Responder"); the back-to-top button clear of the curriculum's arrows; a company's logo
// at the content edge; "Agregar miembro" clear of the next heading. axe and screenshots.
import { capturar, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

test('the forum for a visitor: no bare "Responder", and the refused field with its label in sight', async () => {
  for (const ancho of [390, 1280]) {
    const page = await e2e.pagina(ancho);
    await page.goto(`${e2e.sitio.url}/foro/2`);
    await page.getByLabel('Tu pregunta', { exact: true }).waitFor();
    // a visitor is never offered a bare "Responder" (publico.test.tsx shows the wording on a question)
    expect(await page.getByRole('link', { name: /^Responder/ }).count()).toBe(0);
    // an empty submit: the field gets the focus, scrolled to below the bar with its label visible
    await page.getByRole('button', { name: 'Enviar pregunta' }).click();
    const campo = page.getByLabel('Tu pregunta', { exact: true });
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA' || document.activeElement?.tagName === 'INPUT');
    expect(await campo.evaluate((c) => c === document.activeElement)).toBe(true);
    // the page scrolls smoothly: wait until it has stopped
    let antes = -1;
    for (let y = await page.evaluate(() => scrollY); y !== antes; y = await page.evaluate(() => scrollY)) {
      antes = y;
      await page.waitForTimeout(250);
    }
    const barra = await page.locator('header.barra').boundingBox();
    const etiqueta = await page.locator('label', { hasText: 'Tu pregunta' }).first().boundingBox();
    expect(etiqueta!.y).toBeGreaterThanOrEqual(barra!.y + barra!.height);
    await revisarAxe(page, `foro rechazado ${ancho}`);
    if (ancho === 390) await capturar(page, 'foro-etiqueta-visible');
  }
});

type Caja = { x: number; y: number; width: number; height: number };
const seTocan = (a: Caja, b: Caja) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the back-to-top button never covers a subject’s arrow, at any scroll (arrows and button in separate columns)', async () => {
  for (const ancho of [390, 1280]) {
    const page = await e2e.pagina(ancho);
    await page.goto(`${e2e.sitio.url}/`);
    const flechas = page.locator('.materia__flecha');
    await flechas.first().scrollIntoViewIfNeeded();
    const subir = page.getByRole('button', { name: 'Volver arriba' });
    await subir.waitFor();
    const boton = (await subir.boundingBox())!;
    const cajas = await flechas.evaluateAll((l) => l.map((f) => f.getBoundingClientRect().toJSON() as Caja));
    expect(cajas.length).toBeGreaterThan(5);
    // horizontally apart: no scroll position can bring one under the other (at 390 px the arrows at the
    // right edge sat under it, x 323-343 against 326-374)
    for (const c of cajas) expect(c.x + c.width <= boton.x || c.x >= boton.x + boton.width).toBe(true);
    if (ancho === 390) {
      await revisarAxe(page, 'plan con Volver arriba');
      await capturar(page, 'plan-flechas-subir');
    }
  }
});

test('a company’s logo starts at the content edge, as its name and the way back do', async () => {
  for (const ancho of [390, 1280]) {
    const page = await e2e.pagina(ancho);
    await page.goto(`${e2e.sitio.url}/empresas_estadias`);
    await page.locator('.empresa-tarjeta').first().click();
    const logo = page.locator('.empresa-cabecera__imagen');
    await logo.waitFor();
    const x = async (s: string) => (await page.locator(s).first().boundingBox())!.x;
    // it sat 48 px in: the <picture>'s two <source>s were flex items, each with its gap
    expect(Math.abs((await x('.empresa-cabecera__imagen')) - (await x('.empresa-cabecera')))).toBeLessThanOrEqual(1);
    expect(Math.abs((await x('.empresa-cabecera__imagen')) - (await x('a.volver')))).toBeLessThanOrEqual(1);
    if (ancho === 390) {
      await revisarAxe(page, 'empresa: logo alineado');
      await capturar(page, 'empresa-logo-alineado');
    }
  }
});

test('the project form: "Agregar miembro" keeps its distance from the next section’s heading', async () => {
  for (const ancho of [390, 1280]) {
    const admin = await e2e.comoRol('a', ancho);
    await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
    const agregar = admin.getByRole('button', { name: 'Agregar miembro' });
    await agregar.waitFor();
    const boton = (await agregar.boundingBox())!;
    const leyenda = (await admin.locator('legend', { hasText: 'Foto del equipo' }).boundingBox())!;
    // it touched it: 0 px between the button and the legend
    expect(leyenda.y - (boton.y + boton.height)).toBeGreaterThanOrEqual(16);
    expect(seTocan(boton, leyenda)).toBe(false);
    if (ancho === 390) {
      await revisarAxe(admin, 'formulario de proyecto: miembros');
      await capturar(admin, 'proyecto-agregar-miembro');
    }
    await admin.context().close();
  }
});
