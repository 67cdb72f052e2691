// The forum journey in Chromium against the real server: a visitor asks → the admin validates
// and answers at once → the visitor sees question and answer; a student answers another
// validated question → not public until the admin validates it → then it is; a discarded
// question never appears. Bulk moderation, the tile counts, the FAQ topic and the redirect above
// 4 on the way; axe and screenshots (1280 and 390 px) of every forum page.
import type { Page } from 'playwright-core';
import { capturar, llamarDesdePagina, prepararRecorrido, revisarAxe, avisoExito } from './arnes';

const e2e = prepararRecorrido();

const P1 = '¿Hay turno vespertino en el primer cuatrimestre?';
const P2 = '¿Cuánto cuesta el examen de admisión?';
const P3 = 'Compra seguidores baratos <script>alert("x")</script>';
const P4 = '¿Puedo cambiarme de turno a mitad de la carrera?';
const R1 = 'Sí: a partir del ciclo de septiembre hay un grupo vespertino de primer cuatrimestre.';
const R2 = 'El examen no tiene costo; solo se paga la ficha de preinscripción.';

const ids: Record<string, number> = {};
const aviso = (page: Page, texto: string | RegExp) => page.getByRole('status').getByText(texto);

async function confirmar(page: Page, texto: string | RegExp = '¿Está seguro de realizar esta acción?') {
  const dialogo = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await dialogo.getByText(texto).waitFor();
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
}

async function cerrarAlerta(page: Page, texto: string | RegExp) {
  const alerta = page.getByRole('alertdialog', { name: 'Aviso' });
  await alerta.getByText(texto).waitFor();
  await alerta.getByRole('button', { name: 'Aceptar' }).click();
  await alerta.waitFor({ state: 'detached' });
}

test('a visitor browses the topics, the FAQ, and asks questions that wait for review', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/foro`);
  await page.getByRole('heading', { level: 1, name: 'Foro' }).waitFor();
  for (const t of ['Preguntas frecuentes', 'Admisión e inscripciones', 'Plan de estudios y materias', 'Estadías y vida estudiantil']) {
    await page.getByRole('link', { name: new RegExp(t) }).waitFor();
  }
  await revisarAxe(page, '/foro');
  await capturar(page, 'foro');

  await page.getByRole('link', { name: /Preguntas frecuentes/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
  await page.getByText('La colegiatura base es de $1,800.').waitFor();
  await page.getByText(/3 años 8 meses en total/).waitFor();
  await page.getByText(/Dos periodos de estadía/).waitFor();
  expect(await page.getByLabel('Tu pregunta', { exact: true }).count()).toBe(0);
  await revisarAxe(page, '/foro/1');
  await capturar(page, 'foro-frecuentes');

  await page.goto(`${e2e.sitio.url}/foro/5`);
  await page.waitForURL(`${e2e.sitio.url}/foro`);

  await page.goto(`${e2e.sitio.url}/foro/2`);
  await page.getByRole('heading', { level: 1, name: 'Admisión e inscripciones' }).waitFor();
  await page.getByText('No se encontraron preguntas en este tópico.').waitFor();
  await page.getByText(/Vuelve en 24 horas/).waitFor();
  await page.getByRole('button', { name: 'Enviar pregunta' }).click();
  await page.getByText('Se necesita escribir una pregunta.').waitFor();
  await revisarAxe(page, '/foro/2 con error');
  for (const p of [P1, P2, P3, P4]) {
    await page.getByLabel('Tu pregunta', { exact: true }).fill(p);
    await page.getByRole('button', { name: 'Enviar pregunta' }).click();
    // sent: the field empties and the notice says the question awaits review
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('textarea[name="pregunta"]')?.value === '');
    await aviso(page, /Tu pregunta quedó en revisión/)
      .first()
      .waitFor();
  }
  await capturar(page, 'foro-topico-vacio');
  // nothing is public before validation
  await page.reload();
  await page.getByText('No se encontraron preguntas en este tópico.').waitFor();
  await page.context().close();
});

test('the admin sees the counts, validates one question and answers it at once, bulk-validates two and discards one', async () => {
  const page = await e2e.comoRol('a');
  const tile = page.getByRole('link', { name: /Preguntas y Respuestas/ });
  await tile.getByText('Pendientes: 4 preguntas.').waitFor();
  await capturar(page, 'panel-admin-pendientes');

  const cola = (await llamarDesdePagina(page, { funcion: 'traerPreguntas' })).body as unknown as { pk_pregunta: number; pregunta: string }[];
  for (const [k, t] of Object.entries({ P1, P2, P3, P4 })) ids[k] = cola.find((p) => p.pregunta === t)!.pk_pregunta;

  await tile.click();
  await page.getByRole('heading', { level: 1, name: 'Preguntas y Respuestas' }).waitFor();
  const preguntas = page.getByRole('region', { name: /Preguntas por validar/ });
  await preguntas.getByText(P3).waitFor(); // markup shown as text
  await revisarAxe(page, '/panel_admin/preguntas_respuestas');
  await capturar(page, 'moderacion');

  // validate P1 → offered to answer at once → answer it
  await preguntas.getByRole('button', { name: `Validar: ${P1}` }).click();
  await revisarAxe(page, 'confirmación');
  await capturar(page, 'moderacion-confirmar');
  await confirmar(page);
  await confirmar(page, 'Pregunta validada. ¿Desea responderla ahora?');
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/preguntas_respuestas/responder_pregunta/${ids.P1}`);
  await page.getByRole('heading', { level: 2, name: P1 }).waitFor();
  await page.getByLabel('Su respuesta', { exact: true }).fill(R1);
  await revisarAxe(page, 'responder (admin)');
  await capturar(page, 'admin-responder');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/preguntas_respuestas`);
  await aviso(page, 'Respuesta publicada.').waitFor();

  // P2 and P4 together, in one confirmed action
  await preguntas.getByRole('checkbox', { name: `Seleccionar: ${P2}` }).check();
  await preguntas.getByRole('checkbox', { name: `Seleccionar: ${P4}` }).check();
  await preguntas.getByText('2 seleccionadas').waitFor();
  await capturar(page, 'moderacion-seleccion');
  await preguntas.getByRole('button', { name: 'Validar seleccionadas' }).click();
  await confirmar(page, '¿Está seguro de realizar esta acción? Se validarán 2 preguntas.');
  await avisoExito(page, '2 preguntas validadas.');

  // P3 discarded
  await preguntas.getByRole('button', { name: `Descartar: ${P3.slice(0, 60)}` }).click();
  await confirmar(page);
  await avisoExito(page, 'Pregunta descartada.');
  await preguntas.getByText('No hay preguntas pendientes de validar.').waitFor();
  // a second validation of the same question is refused by the server and changes nothing
  const otra = await llamarDesdePagina(page, { funcion: 'validarPregunta', idPregunta: String(ids.P1) });
  expect(otra).toEqual({ status: 409, body: { codigo: 0, mensaje: 'La pregunta ya fue validada; no se cambió nada.' } });
  await page.context().close();
});

test('the visitor sees the validated question with its answer; the discarded one never appears', async () => {
  const page = await e2e.pagina(390);
  await page.goto(`${e2e.sitio.url}/foro/2`);
  const p1 = page.getByRole('article').filter({ has: page.getByRole('heading', { name: P1 }) });
  await p1.getByText(R1).waitFor();
  await page.getByRole('heading', { name: P2 }).waitFor();
  await page.getByRole('heading', { name: P4 }).waitFor();
  expect(await page.getByText(P3).count()).toBe(0);
  await revisarAxe(page, '/foro/2 con preguntas');
  await capturar(page, 'foro-topico');

  await p1.getByRole('link', { name: /responder/i }).click();
  await page.waitForURL(`${e2e.sitio.url}/foro/responder_pregunta/${ids.P1}`);
  await page.getByText(R1).waitFor();
  await page.getByRole('link', { name: 'inicia sesión' }).waitFor();
  expect(await page.getByLabel('Su respuesta', { exact: true }).count()).toBe(0);
  await revisarAxe(page, '/foro/responder_pregunta (visitante)');
  await capturar(page, 'foro-responder-visitante');

  await page.goto(`${e2e.sitio.url}/foro/responder_pregunta/${ids.P3}`);
  await page.getByText('La pregunta no existe o aún no ha sido validada.').waitFor();
  await page.context().close();
});

test('a student answers another validated question: hidden until the admin validates it, then public', async () => {
  const alumno = await e2e.comoRol('e');
  const lista = alumno.getByRole('region', { name: /Preguntas por responder/ });
  await lista.getByText(P2).waitFor();
  await lista.getByText(P4).waitFor();
  expect(await lista.getByText(P1).count()).toBe(0); // already answered
  expect(await alumno.getByRole('link', { name: 'Registrar experiencia de estadía' }).getAttribute('href')).toBe(
    '/panel_alumno/registrar_experiencia_estadia',
  );
  await revisarAxe(alumno, '/panel_alumno');
  await capturar(alumno, 'panel-alumno-foro');

  await lista.getByRole('link', { name: `Responder: ${P2}` }).click();
  await alumno.waitForURL(`${e2e.sitio.url}/panel_alumno/${ids.P2}`);
  await alumno.getByText('Los administradores revisarán su respuesta antes de publicarla.').waitFor();
  await alumno.getByLabel('Su respuesta', { exact: true }).fill(R2);
  await revisarAxe(alumno, '/panel_alumno/{idPregunta}');
  await capturar(alumno, 'alumno-responder');
  await alumno.getByRole('button', { name: 'Enviar respuesta' }).click();
  await alumno.waitForURL(`${e2e.sitio.url}/panel_alumno`);
  await cerrarAlerta(alumno, 'Respuesta enviada. Los administradores la revisarán antes de publicarla.');
  await lista.getByText('Su respuesta está en revisión').waitFor();

  // not public yet
  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/foro/responder_pregunta/${ids.P2}`);
  await visitante.getByRole('heading', { level: 2, name: P2 }).waitFor();
  await visitante.getByText('Sin respuestas').waitFor();
  expect(await visitante.getByText(R2).count()).toBe(0);

  // the admin validates it
  const admin = await e2e.comoRol('a');
  await admin
    .getByRole('link', { name: /Preguntas y Respuestas/ })
    .getByText('Pendientes: 1 respuesta.')
    .waitFor();
  await admin.goto(`${e2e.sitio.url}/panel_admin/preguntas_respuestas`);
  const respuestas = admin.getByRole('region', { name: /Respuestas por validar/ });
  await respuestas.getByText(R2).waitFor();
  await respuestas.getByText(P2).waitFor();
  await capturar(admin, 'moderacion-respuesta');
  await respuestas.getByRole('button', { name: `Validar: ${R2.slice(0, 60)}…` }).click();
  await confirmar(admin);
  await avisoExito(admin, 'Respuesta validada y publicada.');
  await respuestas.getByText('No hay respuestas pendientes de validar.').waitFor();
  await revisarAxe(admin, 'cola vacía');
  await admin.context().close();

  // now it is public, and the student's list no longer has it
  await visitante.reload();
  await visitante.getByText(R2).waitFor();
  await visitante.getByText(/Alumno\(a\)/).waitFor();
  await visitante.context().close();
  await alumno.reload();
  await lista.getByText(P4).waitFor();
  expect(await lista.getByText(P2).count()).toBe(0);
  await alumno.context().close();
});
