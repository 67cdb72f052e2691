// Small overlaps (issue 38, item 7), in Chromium against the real server at 390 and 1280 px: after
// an empty forum submit the focused field's label is in sight below the sticky bar (and a visitor
// is offered no bare "Responder"). axe and screenshots.
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
