// The FAQ editor in Chromium against the real server: from the forum's admin the admin opens the
// editor, moves an entry up by keyboard, edits an answer, adds an entry and saves; the topic page,
// rendered on the server without JavaScript, shows the new list in order with its FAQPage JSON-LD,
// and the search finds the new entry at once. axe and screenshots (1280 and 390 px) of the editor.
import { capturar, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'cuentas' });

const NUEVA = '¿Hay becas de transporte?';
const RESPUESTA_NUEVA = 'Sí: la beca de transporte cubre la mitad del pasaje durante el cuatrimestre.';
const COSTO = 'La colegiatura base es de $1,800 por cuatrimestre.';

test('the admin edits, moves and adds FAQ entries; the public page and the search show them at once', async () => {
  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/preguntas_respuestas`);
  await admin.getByRole('link', { name: 'Editar las preguntas frecuentes' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/preguntas_respuestas/preguntas_frecuentes`);
  await admin.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
  await admin.getByLabel('Pregunta 3', { exact: true }).waitFor();
  await revisarAxe(admin, '/panel_admin/preguntas_respuestas/preguntas_frecuentes');
  await capturar(admin, 'frecuentes-editor');

  // the third entry up, by keyboard: the focus stays on the moved entry's button
  await admin.getByRole('button', { name: /^Subir la pregunta 3/ }).focus();
  await admin.keyboard.press('Enter');
  await admin.getByText('Pregunta movida a la posición 2 de 3.').waitFor({ state: 'attached' });
  expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Subir la pregunta 2 \(«¿Cuántas estadías/);
  await admin.getByLabel('Respuesta 1', { exact: true }).fill(COSTO);
  await admin.getByRole('button', { name: 'Agregar pregunta' }).click();
  await admin.getByLabel('Pregunta 4', { exact: true }).fill(NUEVA);
  await admin.getByRole('button', { name: 'Guardar preguntas frecuentes' }).click();
  await admin.getByText('Se necesita la respuesta.').first().waitFor();
  await capturar(admin, 'frecuentes-editor-error');
  await admin.getByLabel('Respuesta 4', { exact: true }).fill(RESPUESTA_NUEVA);
  await admin.getByRole('button', { name: 'Guardar preguntas frecuentes' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/preguntas_respuestas`);
  await admin.context().close();

  // the topic page as a visitor without JavaScript: the server's rendering holds the new list
  const contexto = await e2e.browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' });
  const visitante = await contexto.newPage();
  await visitante.goto(`${e2e.sitio.url}/foro/1`);
  const preguntas = await visitante.locator('.faq dt').allTextContents();
  expect(preguntas).toEqual(['¿Cuánto cuesta la colegiatura?', '¿Cuántas estadías se realizan?', '¿Cuánto dura el programa?', NUEVA]);
  await visitante.getByText(COSTO).waitFor();
  const ld = await visitante.locator('script#datos-estructurados').textContent();
  expect(JSON.parse(ld!)).toMatchObject({ '@type': 'FAQPage', mainEntity: expect.arrayContaining([expect.objectContaining({ name: NUEVA })]) });
  // the search finds the new entry, linked to the topic
  await visitante.goto(`${e2e.sitio.url}/buscar?q=becas+transporte`);
  expect(await visitante.getByRole('link', { name: NUEVA }).getAttribute('href')).toBe('/foro/1');
  await contexto.close();
});
