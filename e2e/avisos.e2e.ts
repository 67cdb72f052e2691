// Notifications in Chromium against the real server and its real sender (no SMTP_URL: the outbox
// writes .eml files beside the database, as `npm start` does): a visitor asks with an e-mail → the
// admin's bell counts it and the inbox links to the queue → validate and answer → the visitor's
// e-mail holds the link, which opens the answer. A student's experience waits for review, the
// admin validates it, and then it is public. axe and screenshots (1280 and 390 px) on the way.
import type { Page } from 'playwright-core';
import { capturar, correosPara, prepararRecorrido, revisarAxe, avisoExito } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

const PREGUNTA = '¿La inscripción al propedéutico tiene algún costo?';
const RESPUESTA = 'No: el curso propedéutico es gratuito para todos los aspirantes.';
const CORREO = 'aspirante@ejemplo.edu.mx';
const EXPERIENCIA = 'Integré pruebas de extremo a extremo en el pipeline de despliegue del equipo.';

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const campana = (page: Page) => page.getByRole('link', { name: /^Avisos, (ninguno|\d+) sin leer$/ });

async function confirmar(page: Page, texto: string | RegExp = '¿Está seguro de realizar esta acción?') {
  const dialogo = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await dialogo.getByText(texto).waitFor();
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
}

test('a visitor asks with an e-mail, the admin is told by the bell, answers, and the visitor gets the link to the answer', async () => {
  const visitante = await e2e.pagina(390);
  await visitante.goto(`${e2e.sitio.url}/foro/2`);
  await visitante.getByRole('heading', { level: 1, name: 'Admisión e inscripciones' }).waitFor();
  await visitante.getByLabel('Tu pregunta', { exact: true }).fill(PREGUNTA);
  await visitante.getByLabel('Tu correo electrónico (opcional)').fill('no-es-correo');
  await visitante.getByRole('button', { name: 'Enviar pregunta' }).click();
  await visitante.getByText('Escribe un correo electrónico válido (por ejemplo, nombre@dominio.mx).').waitFor();
  expect(await visitante.getByLabel('Tu pregunta', { exact: true }).inputValue()).toBe(PREGUNTA);
  await visitante.getByLabel('Tu correo electrónico (opcional)').fill(CORREO);
  await visitante.getByText('Usaremos este correo solo para avisarle cuando su pregunta tenga respuesta, y lo borraremos después.').waitFor();
  await revisarAxe(visitante, '/foro/2 con correo');
  await capturar(visitante, 'avisos-pregunta-con-correo');
  await visitante.getByRole('button', { name: 'Enviar pregunta' }).click();
  await visitante
    .getByRole('status')
    .getByText(/Tu pregunta quedó en revisión/)
    .first()
    .waitFor();

  // the admin: the bell counts the new question; the inbox names it and leads to the queue
  const admin = await e2e.comoRol('a');
  await campana(admin).waitFor();
  expect(await campana(admin).getAttribute('aria-label')).toMatch(/^Avisos, \d+ sin leer$/);
  await campana(admin).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/avisos`);
  const aviso = admin
    .getByRole('listitem')
    .filter({ hasText: PREGUNTA })
    .getByRole('link', { name: /Una pregunta nueva espera revisión/ });
  await aviso.waitFor();
  await revisarAxe(admin, '/panel_admin/avisos');
  await capturar(admin, 'avisos-bandeja-admin');
  await aviso.click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/preguntas_respuestas`);

  const preguntas = admin.getByRole('region', { name: /Preguntas por validar/ });
  await preguntas.getByRole('button', { name: `Validar: ${PREGUNTA}` }).click();
  await confirmar(admin);
  await confirmar(admin, 'Pregunta validada. ¿Desea responderla ahora?');
  await admin.waitForURL(/\/panel_admin\/preguntas_respuestas\/responder_pregunta\/\d+$/);
  const idPregunta = admin.url().split('/').pop();
  await admin.getByLabel('Su respuesta', { exact: true }).fill(RESPUESTA);
  await admin.getByRole('button', { name: 'Enviar respuesta' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/preguntas_respuestas`);

  // the visitor's e-mail: one, with the link to the question's page and no unsubscribe to a stranger's account
  const [correo] = await correosPara(e2e.sitio, CORREO);
  expect(correo).toBeDefined();
  expect(correo.subject).toMatch(/respuesta/i);
  const enlace = `${e2e.sitio.url}/foro/responder_pregunta/${idPregunta}`;
  expect(correo.text).toContain(enlace);
  expect(correo.html || '').toContain(enlace);
  await visitante.goto(enlace);
  await visitante.getByText(RESPUESTA).waitFor();
  await visitante.getByText(PREGUNTA).first().waitFor();
  await visitante.context().close();
  await admin.context().close();
});

test('a student’s experience waits for review, the admin validates it, and only then is it public', async () => {
  const alumno = await e2e.comoRol('e', 390);
  await alumno.goto(`${e2e.sitio.url}/panel_alumno/registrar_experiencia_estadia`);
  await alumno.getByRole('heading', { level: 1 }).waitFor();
  await alumno.getByLabel('Nivel académico').selectOption({ label: 'Licenciatura' });
  // the form is drawn: the student's name comes from the session, not from a field
  expect(await alumno.getByLabel('Nombre del estudiante').count()).toBe(0);
  const empresa = alumno.getByLabel('Empresa de estadía');
  await alumno.waitForFunction(() => (document.querySelector<HTMLSelectElement>('select[name="fkEmpresaEstadia"]')?.options.length ?? 0) > 1);
  const opcion = empresa.locator('option').nth(1);
  const nombreEmpresa = (await opcion.textContent())!.trim();
  await empresa.selectOption({ label: nombreEmpresa });
  await alumno.getByLabel('Experiencia del estudiante').fill(EXPERIENCIA);
  await alumno.getByRole('button', { name: 'Registrar experiencia' }).click();
  await alumno.getByText('Experiencia enviada. Los administradores la revisarán antes de publicarla. ¡Gracias por compartirla!').first().waitFor();
  await alumno.context().close();

  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/empresas_estadias/experiencias_pendientes`);
  const cola = admin.getByRole('region', { name: /Experiencias por validar/ });
  await cola.getByText(EXPERIENCIA).waitFor();
  await revisarAxe(admin, '/panel_admin/empresas_estadias/experiencias_pendientes');
  await capturar(admin, 'avisos-experiencias-pendientes');
  await cola.getByRole('button', { name: new RegExp(`^Validar: .* en ${escapar(nombreEmpresa)}$`) }).click();
  await confirmar(admin);
  await avisoExito(admin, 'Experiencia validada y publicada.');
  await cola.getByText('No hay experiencias de estadía pendientes de revisar.').waitFor();
  await admin.context().close();

  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/empresas_estadias`);
  await visitante
    .getByRole('link', { name: new RegExp(escapar(nombreEmpresa)) })
    .first()
    .click();
  await visitante.getByText(EXPERIENCIA).waitFor();
  await visitante.context().close();
});

test('the account page and the super admin’s outbox, as the user sees them', async () => {
  const alumno = await e2e.comoRol('e', 390);
  await alumno.goto(`${e2e.sitio.url}/panel_alumno/correo_y_avisos`);
  await alumno.getByRole('heading', { level: 1 }).waitFor();
  await revisarAxe(alumno, '/panel_alumno/correo_y_avisos');
  await capturar(alumno, 'avisos-mi-cuenta-alumno');
  await alumno.context().close();

  const superadmin = await e2e.comoRol('s');
  await campana(superadmin).waitFor();
  await superadmin.goto(`${e2e.sitio.url}/panel_superadmin/salida_correo`);
  await superadmin.getByRole('heading', { level: 1 }).waitFor();
  await revisarAxe(superadmin, '/panel_superadmin/salida_correo');
  await capturar(superadmin, 'avisos-salida-correo');
  await superadmin.context().close();
});
