// Events journey in Chromium against the real server: an admin registers events, a visitor pages 7 of
// them 3 + 3 + 1 with the image popup, the admin edits one and deactivates it; then the seeded projects
// and events pages of the demo content. axe on every page; screenshots at 1280 and 390. The project
// journey: proyectos.e2e.ts.
import { capturar, iniciarSitio, llamarDesdePagina, prepararRecorrido, revisarAxe, type Sitio } from './arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { aviso, describirImagenes, pngDe } from './formularios';

const e2e = prepararRecorrido();

const png = pngDe(900, 600);

test('events: register → 7 events paged 3 + 3 + 1 → edit → deactivate', async () => {
  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/eventos`);
  await visitante.getByText('Aún no hay eventos registrados.').waitFor();
  await revisarAxe(visitante, '/eventos vacío');

  const admin = await e2e.comoRol('a');
  // six older events through the api, then one through the form (the newest is listed first)
  for (let i = 1; i <= 6; i++) {
    const imgs = JSON.stringify(
      Array.from({ length: 1 + (i % 3) }, (_, k) => ({ key: `${i}${k}.00000`, imagen: dataUrlDemo(400 + i * 10 + k, 560, 360) })),
    );
    const r = await llamarDesdePagina(admin, {
      funcion: 'registrarEvento',
      nombreEvento: `Evento anterior ${i}`,
      descripcion: `Descripción del evento ${i}.`,
      imgs,
    });
    expect(r.body).toMatchObject({ codigo: 1 });
  }
  await admin.goto(`${e2e.sitio.url}/panel_admin`);
  await admin
    .getByRole('main')
    .getByRole('link', { name: /^Eventos/ })
    .click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/eventos_admin`);
  await admin.getByRole('link', { name: 'Registrar evento' }).click();
  await admin.getByRole('button', { name: 'Registrar evento' }).click();
  await admin.getByText('Se necesita el nombre del evento.').waitFor();
  await admin.getByText('Se necesita una descripción.').waitFor();
  await admin.getByText('Se necesita mínimo una imagen del evento.').waitFor();
  await admin.getByLabel('Nombre del evento').fill('Feria de Estadías 2027');
  await admin.getByLabel('Descripción').fill('Empresas de la región presentan sus vacantes de estadía.');
  await admin.getByLabel('Agregar imágenes').setInputFiles([png('feria1.png', 21), png('feria2.png', 22)]);
  await admin.getByRole('img', { name: 'Imagen 2 (vista previa)' }).waitFor();
  await describirImagenes(admin, 'Estands de la feria en el patio central', 'Estudiantes conversando con reclutadores');
  await revisarAxe(admin, 'registrar_evento');
  await capturar(admin, 'evento-registrar');
  await admin.getByRole('button', { name: 'Registrar evento' }).click();
  await aviso(admin, 'Evento registrado correctamente.');
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/eventos_admin`);
  await admin.getByText('Feria de Estadías 2027').waitFor();
  await revisarAxe(admin, '/panel_admin/eventos_admin');
  await capturar(admin, 'eventos-admin');

  const nombres = () => visitante.locator('main h3.evento__nombre').allTextContents();
  await visitante.goto(`${e2e.sitio.url}/eventos`);
  await visitante.getByRole('heading', { name: 'Feria de Estadías 2027' }).waitFor();
  expect(await nombres()).toEqual(['Feria de Estadías 2027', 'Evento anterior 6', 'Evento anterior 5']);
  await revisarAxe(visitante, '/eventos');
  await capturar(visitante, 'eventos');
  await visitante.getByRole('button', { name: 'Ver más' }).click();
  await visitante.getByRole('heading', { name: 'Evento anterior 2' }).waitFor();
  expect(await nombres()).toHaveLength(6);
  await visitante.getByRole('button', { name: 'Ver más' }).click();
  await visitante.getByRole('heading', { name: 'Evento anterior 1' }).waitFor();
  expect(await nombres()).toHaveLength(7);
  expect(await visitante.getByRole('button', { name: 'Ver más' }).count()).toBe(0);
  await visitante.getByRole('button', { name: 'Ampliar imagen 2 de 2 de Feria de Estadías 2027' }).click();
  // the popup is named by the image's authored alt text (issue 37)
  await visitante.getByRole('dialog', { name: 'Estudiantes conversando con reclutadores' }).waitFor();
  await revisarAxe(visitante, 'popup de evento');
  await visitante.keyboard.press('Escape');

  // edit: rename and remove an image
  await admin.getByRole('link', { name: 'Editar Feria de Estadías 2027' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Editar evento' }).waitFor();
  await admin.getByLabel('Nombre del evento').fill('Feria de Estadías 2027 (2.ª edición)');
  await admin.getByRole('button', { name: 'Quitar portada' }).click();
  await revisarAxe(admin, 'editar evento');
  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await aviso(admin, 'Evento actualizado correctamente.');
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/eventos_admin`);
  await admin.getByText('Feria de Estadías 2027 (2.ª edición)').waitFor();
  await admin
    .getByRole('listitem')
    .filter({ hasText: 'Feria de Estadías 2027' })
    .getByText(/\b1 imagen$/)
    .waitFor(); // after its status and date

  // deactivate: gone from the public page, which now pages 3 + 3
  await admin.getByRole('button', { name: 'Dar de baja Feria de Estadías 2027 (2.ª edición)' }).click();
  await admin.getByRole('alertdialog', { name: 'Confirmar acción' }).getByRole('button', { name: 'Aceptar' }).click();
  await aviso(admin, 'Evento dado de baja correctamente.');
  await admin.getByText('Feria de Estadías 2027').waitFor({ state: 'detached' });
  await visitante.goto(`${e2e.sitio.url}/eventos`);
  await visitante.getByRole('heading', { name: 'Evento anterior 6' }).waitFor();
  expect(await nombres()).toEqual(['Evento anterior 6', 'Evento anterior 5', 'Evento anterior 4']);
  await visitante.getByRole('button', { name: 'Ver más' }).click();
  await visitante.getByRole('heading', { name: 'Evento anterior 1' }).waitFor();
  expect(await visitante.getByRole('button', { name: 'Ver más' }).count()).toBe(0);
  await admin.context().close();
  await visitante.context().close();
});

describe('with the demo content', () => {
  let demo: Sitio;
  beforeAll(async () => {
    demo = await iniciarSitio();
  });
  afterAll(() => demo?.cerrar());

  test('the seeded projects and events pages pass axe at both widths', async () => {
    const page = await e2e.pagina();
    await page.goto(`${demo.url}/proyectos_estudiantes`);
    await page.getByRole('region').first().waitFor();
    expect(await page.getByRole('region').count()).toBeGreaterThanOrEqual(4);
    await revisarAxe(page, '/proyectos_estudiantes demo');
    await capturar(page, 'proyectos-demo');
    await page.getByRole('link').filter({ hasText: 'Monitor de Calidad del Aire' }).click();
    await page.getByRole('heading', { level: 1, name: 'Monitor de Calidad del Aire' }).waitFor();
    await revisarAxe(page, 'detalle demo');
    await capturar(page, 'proyecto-detalle-demo');
    await page.goto(`${demo.url}/eventos`);
    await page.getByRole('button', { name: 'Ver más' }).waitFor();
    await revisarAxe(page, '/eventos demo');
    await capturar(page, 'eventos-demo');
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });
});
