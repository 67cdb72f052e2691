// Enquiries in Chromium against the real server and its real sender (no SMTP_URL: .eml files beside
// the database): a visitor sends "Solicita información" from /admisiones (a wrong field first, its
// message, nothing lost) → the admin's bell counts it, the inbox leads to the list, the admin's
// e-mail holds it → the admin marks it attended; a student logged in sees nothing of it; without
// JavaScript the same form posts and answers a page. axe and screenshots (1280 and 390 px).
import type { Page } from 'playwright-core';
import { capturar, correosPara, llamarDesdePagina, prepararRecorrido, revisarAxe, avisoExito } from './arnes';

const e2e = prepararRecorrido({ semilla: 'cuentas' });

const NOMBRE = 'Itzel Aspirante Moctezuma';
const CORREO = 'itzel.aspirante@correo.mx';
const TELEFONO = '55 4321 8765';
const MENSAJE = '¿Cuándo abre la preinscripción del turno vespertino y cuánto cuesta la ficha?';
const CONSENTIMIENTO = /Acepto que la coordinación del programa use mi nombre, correo y teléfono solo para responder/;
const ADMIN = 'carlos.mendez@ejemplo.edu.mx';

const campana = (page: Page) => page.getByRole('link', { name: /^Avisos, (ninguno|\d+) sin leer$/ });

test('a visitor sends an enquiry from /admisiones; the admin is told by the bell and by e-mail, and marks it attended', async () => {
  const visitante = await e2e.pagina(390);
  await visitante.goto(`${e2e.sitio.url}/admisiones`);
  const seccion = visitante.locator('#solicita-informacion');
  await seccion.getByRole('heading', { name: 'Solicita información' }).waitFor();
  await seccion.getByLabel('Nombre', { exact: true }).fill(NOMBRE);
  await seccion.getByLabel('Correo electrónico').fill('itzel arroba correo');
  await seccion.getByLabel('Teléfono (opcional)').fill(TELEFONO);
  await seccion.getByLabel('Mensaje').fill(MENSAJE);
  await seccion.getByRole('button', { name: 'Enviar solicitud' }).click();
  await seccion.getByText('Escribe un correo electrónico válido (por ejemplo, nombre@dominio.mx).').waitFor();
  await seccion.getByText('Para enviar tu solicitud, acepta que usemos tus datos para responderte.').waitFor();
  expect(await seccion.getByLabel('Mensaje').inputValue()).toBe(MENSAJE);
  await revisarAxe(visitante, '/admisiones con errores');
  await capturar(visitante, 'solicitudes-formulario-errores');
  await seccion.getByLabel('Correo electrónico').fill(CORREO);
  await seccion.getByRole('checkbox', { name: CONSENTIMIENTO }).check();
  await seccion.getByRole('button', { name: 'Enviar solicitud' }).click();
  await seccion.getByText(/Gracias. Recibimos tu solicitud/).waitFor();
  await capturar(visitante, 'solicitudes-formulario-enviada');
  // the thanks stands in the form's place (issue 44); "Enviar otra solicitud" brings it back, emptied
  await seccion.getByRole('button', { name: 'Enviar otra solicitud' }).click();
  expect(await seccion.getByLabel('Nombre', { exact: true }).inputValue()).toBe('');
  // nothing of it on the public side
  // (the search page repeats what was typed: it searches her first name and must not show the rest)
  for (const ruta of ['/admisiones', '/buscar?q=Itzel', '/sitemap.xml', '/feed.xml']) {
    const cuerpo = await (await fetch(`${e2e.sitio.url}${ruta}`)).text();
    expect([ruta, cuerpo.includes('Moctezuma') || cuerpo.includes(CORREO)]).toEqual([ruta, false]);
  }
  await visitante.context().close();

  // a student logged in sees nothing of it: no notice, and the list is refused
  const alumno = await e2e.comoRol('e');
  await campana(alumno).waitFor();
  // its inbox holds nothing of it (the bell's count comes from the same inbox)
  const bandeja = await llamarDesdePagina(alumno, { funcion: 'traerAvisos' });
  expect([bandeja.status, bandeja.body.total]).toEqual([200, 0]);
  const negada = await llamarDesdePagina(alumno, { funcion: 'traerSolicitudesInformes' });
  expect([negada.status, negada.body.mensaje]).toEqual([403, 'No tiene permiso para realizar esta acción.']);
  expect(JSON.stringify(negada.body)).not.toContain(NOMBRE);
  await alumno.goto(`${e2e.sitio.url}/panel_admin/solicitudes_informacion`);
  await alumno.waitForURL(`${e2e.sitio.url}/panel_alumno`);
  await alumno.getByRole('heading', { name: 'Panel del alumno' }).waitFor();
  expect(await alumno.getByText(NOMBRE).count()).toBe(0);
  await alumno.context().close();

  // the admin: the bell counts it, the inbox names it and leads to the list
  const admin = await e2e.comoRol('a');
  await admin.getByRole('link', { name: 'Avisos, 1 sin leer' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/avisos`);
  const aviso = admin
    .getByRole('listitem')
    .filter({ hasText: NOMBRE })
    .getByRole('link', { name: /Una solicitud de información nueva/ });
  await aviso.click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/solicitudes_informacion`);
  const fila = admin.getByRole('row').filter({ hasText: NOMBRE });
  await fila.getByRole('link', { name: CORREO }).waitFor();
  expect(await fila.getByRole('link', { name: CORREO }).getAttribute('href')).toBe(`mailto:${CORREO}`);
  expect(await fila.getByRole('link', { name: TELEFONO }).getAttribute('href')).toBe('tel:5543218765');
  await fila.getByText(MENSAJE).waitFor();
  await fila.getByText('Pendiente').waitFor();
  await revisarAxe(admin, '/panel_admin/solicitudes_informacion');
  await capturar(admin, 'solicitudes-lista-admin');

  // the admin's e-mail (an .eml of the outbox): to the admin alone, with the link to the list
  const [correo] = await correosPara(e2e.sitio, ADMIN);
  expect(correo?.subject).toBe('Una solicitud de información nueva');
  expect(correo.text).toContain(`${e2e.sitio.url}/panel_admin/solicitudes_informacion`);
  expect(correo.text).toContain(NOMBRE);
  expect(await correosPara(e2e.sitio, CORREO, 1000)).toEqual([]);

  await fila.getByRole('button', { name: `Marcar como atendida la solicitud de ${NOMBRE}` }).click();
  const dialogo = admin.getByRole('alertdialog', { name: 'Confirmar acción' });
  await dialogo.getByText(`¿Marcar como atendida la solicitud de ${NOMBRE}?`).waitFor();
  await dialogo.getByRole('button', { name: 'Marcar como atendida' }).click();
  await avisoExito(admin, 'Solicitud marcada como atendida.');
  await fila.getByText(/Atendida por Carlos Méndez Ortiz/).waitFor();
  expect(await fila.getByRole('button', { name: /Marcar como atendida/ }).count()).toBe(0);
  await capturar(admin, 'solicitudes-lista-atendida');
  await admin.context().close();
});

test('without JavaScript the form posts and the server answers with the thanks (or the message and what was typed)', async () => {
  const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto(`${e2e.sitio.url}/admisiones`);
  const seccion = page.locator('#solicita-informacion');
  await seccion.getByLabel('Nombre', { exact: true }).fill('Sin Script');
  await seccion.getByLabel('Correo electrónico').fill('sin.script@correo.mx');
  await seccion.getByLabel('Mensaje').fill('Pregunto sin JavaScript.');
  await seccion.getByRole('button', { name: 'Enviar solicitud' }).click();
  // no consent: the server's page says so and keeps what was typed (never in the URL)
  await page.getByText('Para enviar tu solicitud, acepta que usemos tus datos para responderte.').waitFor();
  expect(page.url()).toBe(`${e2e.sitio.url}/solicita_informacion`);
  expect(await page.getByLabel('Mensaje').inputValue()).toBe('Pregunto sin JavaScript.');
  await page.getByRole('checkbox', { name: CONSENTIMIENTO }).check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.getByText(/Gracias. Recibimos tu solicitud/).waitFor();
  await context.close();

  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/solicitudes_informacion`);
  await admin.getByRole('row').filter({ hasText: 'Sin Script' }).getByText('Pendiente').waitFor();
  await admin.context().close();
});
