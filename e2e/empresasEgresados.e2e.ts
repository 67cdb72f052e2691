// Companies, experiences and graduates in Chromium against the real server: the admin registers a
// company and an experience → a visitor sees both; a student adds an experience → it waits for
// review → the admin validates it → it shows under the company; the admin adds a graduate → it shows on /casos_de_exito; the admin deletes it after
// confirming. Empty states first; axe and screenshots (1280 and 390 px) on every page.
import type { Page } from 'playwright-core';
import { avisoExito, capturar, entrarComo, fotoCargada, iniciarSitio, prepararRecorrido, revisarAxe, salir, type Sitio } from './arnes';
import { pngDemo } from '@server/db/semillas/imagenDemo';

const e2e = prepararRecorrido();

const imagen = (nombre: string, semilla: number) => ({ name: nombre, mimeType: 'image/png', buffer: pngDemo(semilla, 480, 320) });
const aviso = (page: Page, texto: string) => page.getByRole('status').getByText(texto).waitFor();
const EMPRESA = 'Tecnologías del Bajío';

test('a visitor sees the empty states of companies and graduates', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/empresas_estadias`);
  await page.getByRole('heading', { level: 1, name: 'Experiencias de estadías' }).waitFor();
  await page.getByText('No se encontraron empresas registradas.').waitFor();
  await revisarAxe(page, '/empresas_estadias vacía');
  await page.goto(`${e2e.sitio.url}/casos_de_exito`);
  await page.getByText('Aún no hay egresados registrados.').waitFor();
  await revisarAxe(page, '/casos_de_exito vacía');
  await page.goto(`${e2e.sitio.url}/empresas_estadias/no-existe/999`);
  await page.getByRole('heading', { level: 1, name: 'Empresa no encontrada' }).waitFor();
  await revisarAxe(page, 'empresa no encontrada');
  await capturar(page, 'empresa-no-encontrada');
  await page.context().close();
});

test('the admin registers a company and an experience, and a visitor sees both', async () => {
  const page = await e2e.comoRol('a');
  await page.getByRole('link', { name: /Empresas de Estadias/ }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/empresas_estadias`);
  await page.getByText('Ninguna empresa encontrada.').waitFor();

  await page.getByRole('link', { name: 'Registrar empresa' }).click();
  await page.getByRole('heading', { level: 1, name: 'Registrar empresa de estadía' }).waitFor();
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  await page.getByText('Se necesita el nombre de la empresa.').waitFor();
  await page.getByText('Se necesita la imagen de la empresa.').waitFor();
  await revisarAxe(page, 'registrar_empresa_estadia con errores');
  await capturar(page, 'empresa-form-errores');
  await page.getByLabel('Nombre de la empresa').fill(EMPRESA);
  await page.getByLabel('Elegir imagen').setInputFiles(imagen('logo.png', 301));
  await page.getByAltText('Imagen de la empresa (vista previa)').waitFor();
  await capturar(page, 'empresa-form');
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/empresas_estadias`);
  await aviso(page, 'Empresa de estadía registrada.');
  await page.getByRole('heading', { name: EMPRESA }).waitFor();

  // the same name again is refused by the server: the alert shows its mensaje, the form stays filled
  await page.getByRole('link', { name: 'Registrar empresa' }).click();
  await page.getByLabel('Nombre de la empresa').fill('tecnologias del bajio');
  await page.getByLabel('Elegir imagen').setInputFiles(imagen('logo.png', 302));
  await page.getByAltText('Imagen de la empresa (vista previa)').waitFor();
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  const alerta = page.getByRole('alertdialog', { name: 'Aviso' });
  await alerta.getByText('Ya existe una empresa registrada con ese nombre.').waitFor();
  await alerta.getByRole('button', { name: 'Aceptar' }).click();
  expect(await page.getByLabel('Nombre de la empresa').inputValue()).toBe('tecnologias del bajio');
  expect(await page.getByRole('button', { name: 'Registrar empresa' }).isEnabled()).toBe(true);
  await page.getByRole('link', { name: 'Cancelar' }).click();

  await page.getByRole('searchbox', { name: 'Buscar empresa por nombre' }).fill('BAJIO');
  await page.waitForURL(/\?q=BAJIO$/);
  await page.getByRole('heading', { name: EMPRESA }).waitFor();
  await revisarAxe(page, '/panel_admin/empresas_estadias');
  await capturar(page, 'empresas-admin');

  await page.getByRole('link', { name: 'Registrar experiencia', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Registrar experiencia de estadía' }).waitFor();
  await page.getByRole('button', { name: 'Registrar experiencia' }).click();
  await page.getByText('Se necesita seleccionar una empresa de estadía.').waitFor();
  await page.getByText('Se necesita escribir la experiencia del estudiante.').waitFor();
  await revisarAxe(page, 'registrar_experiencia_estadia (admin) con errores');
  await capturar(page, 'experiencia-form-admin');
  await page.getByLabel('Nombre del estudiante').fill('José Ángel Martínez');
  await page.getByLabel('Nivel académico').selectOption({ label: 'Ingeniería' });
  await page.getByLabel('Empresa de estadía').selectOption({ label: EMPRESA });
  await page.getByLabel('Experiencia del estudiante').fill('Diseñé la arquitectura de un servicio de reportes y la documenté.');
  await page.getByRole('button', { name: 'Registrar experiencia' }).click();
  await page.waitForURL(/\/panel_admin\/empresas_estadias\/experiencias_estadias\/\d+$/);
  await aviso(page, 'Experiencia de estadía registrada. ¡Gracias por compartirla!');
  await page.getByRole('heading', { name: 'José Ángel Martínez' }).waitFor();
  await revisarAxe(page, 'experiencias_estadias (admin)');
  await capturar(page, 'experiencias-admin');
  await salir(page, e2e.sitio);
  await page.context().close();

  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/empresas_estadias`);
  await visitante.getByRole('link', { name: new RegExp(EMPRESA) }).click();
  await visitante.waitForURL(/\/empresas_estadias\/tecnologias-del-bajio\/\d+$/);
  await visitante.getByRole('heading', { level: 1, name: EMPRESA }).waitFor();
  const experiencia = visitante.getByRole('listitem').filter({ hasText: 'José Ángel Martínez' });
  await experiencia.getByText('Ingeniería').waitFor();
  await experiencia.getByText('Diseñé la arquitectura de un servicio de reportes y la documenté.').waitFor();
  await revisarAxe(visitante, '/empresas_estadias/{nombre}/{pk}');
  await visitante.goto(`${e2e.sitio.url}/empresas_estadias`);
  await revisarAxe(visitante, '/empresas_estadias');
  await capturar(visitante, 'empresas-publico');
  await visitante.context().close();
});

test('a student adds an experience from the panel; it waits for review and shows under the company once an admin validates it', async () => {
  const page = await e2e.comoRol('e');
  await page.getByRole('link', { name: 'Registrar experiencia de estadía' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_alumno/registrar_experiencia_estadia`);
  // the student's name comes from the session, not from the form
  await page.getByLabel('Experiencia del estudiante').waitFor();
  expect(await page.getByLabel('Nombre del estudiante').count()).toBe(0);
  await page.getByLabel('Nivel académico').selectOption({ label: 'T.S.U.' });
  await page.getByLabel('Empresa de estadía').selectOption({ label: EMPRESA });
  await page.getByLabel('Experiencia del estudiante').fill('Hice pantallas en React y aprendí a trabajar con revisiones de código.');
  await revisarAxe(page, '/panel_alumno/registrar_experiencia_estadia');
  await capturar(page, 'experiencia-form-alumno');
  await page.getByRole('button', { name: 'Registrar experiencia' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_alumno`);
  await aviso(page, 'Experiencia enviada. Los administradores la revisarán antes de publicarla. ¡Gracias por compartirla!');
  await salir(page, e2e.sitio);

  // not public while it waits
  await page.goto(`${e2e.sitio.url}/empresas_estadias`);
  await page.getByRole('link', { name: new RegExp(EMPRESA) }).click();
  await page.locator('.experiencia').first().waitFor();
  expect(await page.locator('.experiencia').count()).toBe(1);
  expect(await page.getByRole('listitem').filter({ hasText: 'Ana Lucía Hernández Ruiz' }).count()).toBe(0);
  await page.context().close();

  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/empresas_estadias/experiencias_pendientes`);
  await admin.getByRole('button', { name: `Validar: Ana Lucía Hernández Ruiz en ${EMPRESA}` }).click();
  await admin.getByRole('alertdialog', { name: 'Confirmar acción' }).getByRole('button', { name: 'Aceptar' }).click();
  await avisoExito(admin, 'Experiencia validada y publicada.');
  await admin.context().close();

  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/empresas_estadias`);
  await visitante.getByRole('link', { name: new RegExp(EMPRESA) }).click();
  const experiencia = visitante.getByRole('listitem').filter({ hasText: 'Ana Lucía Hernández Ruiz' });
  await experiencia.getByText('T.S.U.').waitFor();
  expect(await visitante.locator('.experiencia').count()).toBe(2);
  await capturar(visitante, 'experiencias-publico');
  await visitante.context().close();
});

test('the admin adds a graduate, a visitor sees it, and the admin deletes it after confirming', async () => {
  const page = await e2e.comoRol('a');
  await page.getByRole('link', { name: /Egresados/ }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/panel_casos_exito`);
  await page.getByText('Ningún egresado encontrado.').waitFor();
  await page.getByRole('link', { name: 'Agregar egresado' }).click();
  await page.getByRole('heading', { level: 1, name: 'Agregar egresado' }).waitFor();
  await page.getByLabel('Nombre del egresado').fill('Andrea Castillo Muñoz');
  await page.getByRole('button', { name: 'Agregar egresado' }).click();
  await page.getByRole('alert').getByText('Por favor llene todos los campos.').waitFor();
  await revisarAxe(page, 'agregar_caso_exito con errores');
  await page.getByLabel('Generación').selectOption({ label: '2019-2022' });
  await page.getByLabel('Puesto y empresa').fill('Desarrolladora full stack en Nube Norte Software');
  await page.getByLabel('Comentario del egresado').fill('La carrera me dio bases sólidas y la confianza para aprender por mi cuenta.');
  await page.getByLabel('Elegir imagen').setInputFiles(imagen('foto.png', 404));
  await page.getByAltText('Fotografía del egresado (vista previa)').waitFor();
  await capturar(page, 'egresado-form');
  await page.getByRole('button', { name: 'Agregar egresado' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/panel_casos_exito`);
  await aviso(page, 'Egresado registrado.');
  await page.getByRole('heading', { name: 'Andrea Castillo Muñoz' }).waitFor();
  await revisarAxe(page, '/panel_admin/panel_casos_exito');
  await capturar(page, 'egresados-admin');

  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/casos_de_exito`);
  const tarjeta = visitante.getByRole('article').filter({ hasText: 'Andrea Castillo Muñoz' });
  await tarjeta.getByText('Generación 2019-2022').waitFor();
  await tarjeta.getByText('Desarrolladora full stack en Nube Norte Software').waitFor();
  expect(await fotoCargada(tarjeta.getByRole('img', { name: 'Fotografía de Andrea Castillo Muñoz' }))).toBeGreaterThan(0);
  await revisarAxe(visitante, '/casos_de_exito');
  await capturar(visitante, 'casos-de-exito');

  // cancelling the confirmation keeps the graduate; accepting deletes it
  await page.getByRole('button', { name: 'Eliminar Andrea Castillo Muñoz' }).click();
  let confirmar = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await confirmar.getByText('¿Está seguro de realizar esta acción?').waitFor();
  await revisarAxe(page, 'confirmación');
  await capturar(page, 'egresado-confirmar');
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('heading', { name: 'Andrea Castillo Muñoz' }).waitFor();
  await page.getByRole('button', { name: 'Eliminar Andrea Castillo Muñoz' }).click();
  confirmar = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await confirmar.getByRole('button', { name: 'Aceptar' }).click();
  await avisoExito(page, 'Egresado eliminado.');
  await page.getByText('Ningún egresado encontrado.').waitFor();
  await page.context().close();

  await visitante.reload();
  await visitante.getByText('Aún no hay egresados registrados.').waitFor();
  await visitante.context().close();
});

test('the admin deactivates an experience and then the company, after confirming', async () => {
  const page = await e2e.comoRol('a');
  await page.goto(`${e2e.sitio.url}/panel_admin/empresas_estadias`);
  await page.getByRole('link', { name: `Experiencias de ${EMPRESA}` }).click();
  await page.getByRole('button', { name: 'Dar de baja la experiencia de José Ángel Martínez' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar acción' }).getByRole('button', { name: 'Aceptar' }).click();
  // the success is a notice with its Deshacer (no dialog to dismiss)
  await page.getByRole('status').getByText('Experiencia de estadía dada de baja.').waitFor();
  await page.getByRole('heading', { name: 'José Ángel Martínez' }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Ana Lucía Hernández Ruiz' }).waitFor();

  await page.getByRole('link', { name: '← Empresas de estadías' }).click();
  await page.getByRole('button', { name: `Dar de baja ${EMPRESA}` }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar acción' }).getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('status').getByText('Empresa de estadía dada de baja.').waitFor();
  await page.getByText('Ninguna empresa encontrada.').waitFor();
  await page.context().close();

  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/empresas_estadias`);
  await visitante.getByText('No se encontraron empresas registradas.').waitFor();
  await visitante.context().close();
});

describe('with the demo content', () => {
  let demo: Sitio;
  beforeAll(async () => {
    demo = await iniciarSitio();
  });
  afterAll(async () => {
    await demo?.cerrar();
  });

  test('the public pages show the seeded companies, experiences at each level and graduates', async () => {
    const page = await e2e.pagina();
    await page.goto(`${demo.url}/empresas_estadias`);
    await page.locator('.empresa-tarjeta').first().waitFor();
    expect(await page.locator('.empresa-tarjeta').count()).toBeGreaterThanOrEqual(5);
    await page.waitForLoadState('networkidle');
    await revisarAxe(page, '/empresas_estadias (demo)');
    await capturar(page, 'empresas-demo');
    await page.locator('.empresa-tarjeta').first().click();
    await page.locator('.experiencia').first().waitFor();
    const niveles = await page.locator('.experiencia__nivel').allTextContents();
    expect(new Set(niveles)).toEqual(new Set(['T.S.U.', 'Licenciatura', 'Ingeniería']));
    await revisarAxe(page, 'experiencias (demo)');
    await capturar(page, 'experiencias-demo');
    await page.goto(`${demo.url}/casos_de_exito`);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(4);
    await page.waitForLoadState('networkidle');
    await revisarAxe(page, '/casos_de_exito (demo)');
    await capturar(page, 'casos-de-exito-demo');
    await page.context().close();
  });

  test('the admin lists with demo content', async () => {
    const page = await e2e.pagina();
    await entrarComo(page, demo, 'a');
    await page.goto(`${demo.url}/panel_admin/empresas_estadias`);
    await page.locator('.admin-fila').first().waitFor();
    await capturar(page, 'empresas-admin-demo');
    await page.goto(`${demo.url}/panel_admin/panel_casos_exito`);
    await page.locator('.admin-fila').first().waitFor();
    await revisarAxe(page, '/panel_admin/panel_casos_exito (demo)');
    await capturar(page, 'egresados-admin-demo');
    await page.getByRole('link', { name: /^Editar Andrea/ }).click();
    expect(await page.getByLabel('Nombre del egresado').inputValue()).toBe('Andrea Castillo Muñoz');
    await page.getByAltText('Fotografía del egresado (vista previa)').waitFor();
    await revisarAxe(page, 'editar_caso_exito');
    await capturar(page, 'egresado-editar-demo');
    await page.context().close();
  });
});
