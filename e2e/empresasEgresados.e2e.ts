// Companies and experiences in Chromium against the real server: the admin registers a company and an
// experience → a visitor sees both; a student adds an experience → it waits for review → the admin
// validates it → it shows under the company; the admin deactivates the experience, then the company.
// Empty states first; axe and screenshots (1280 and 390 px) on every page. Graduates and the demo
// content: egresados.e2e.ts.
import { avisoExito, capturar, prepararRecorrido, revisarAxe, salir } from './arnes';
import { aviso, describirImagenes, pngDe } from './formularios';

const e2e = prepararRecorrido();

const imagen = pngDe(480, 320);
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
  await describirImagenes(page, 'Logotipo de la empresa: letras blancas sobre fondo azul');
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
  await describirImagenes(page, 'Logotipo de la empresa repetida');
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
