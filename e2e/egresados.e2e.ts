// Graduates in Chromium against the real server: the admin adds a graduate → it shows on /casos_de_exito
// → the admin deletes it after confirming; then the seeded companies, experiences and graduates of the
// demo content, public and in the admin's lists. axe and screenshots (1280 and 390 px) on every page.
// Companies and experiences: empresasEgresados.e2e.ts.
import { avisoExito, capturar, entrarComo, fotoCargada, iniciarSitio, prepararRecorrido, revisarAxe, type Sitio } from './arnes';
import { aviso, describirImagenes, pngDe } from './formularios';

const e2e = prepararRecorrido();

const imagen = pngDe(480, 320);
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
  await describirImagenes(page, 'Retrato del egresado sonriendo frente a un librero');
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
  // the photo carries the alt text the admin wrote (issue 37)
  expect(await fotoCargada(tarjeta.getByRole('img', { name: 'Retrato del egresado sonriendo frente a un librero' }))).toBeGreaterThan(0);
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
