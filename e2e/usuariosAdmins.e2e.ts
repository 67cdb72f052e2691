// Accounts journeys in Chromium, the staff: the super admin adds an admin → it logs in with the shown
// password → deactivated, its session ends; a visitor reads /acerca_de. axe and screenshots at 1280 and
// 390 px on every page. The students' journeys: usuarios.e2e.ts; the dialogs and forms: cuentas.ts.
import { capturar, prepararRecorrido, revisarAxe } from './arnes';
import { aceptarConfirmacion, cambiarContrasena, cerrarAviso, entrarEn } from './cuentas';

const e2e = prepararRecorrido();
const entrarCon = entrarEn(e2e);

test('the super admin adds an admin who logs in with the shown password; deactivated, its session ends', async () => {
  const jefa = await e2e.comoRol('s');
  await jefa.getByRole('heading', { level: 1, name: 'Usuarios administradores' }).waitFor();
  await jefa.getByText('Usuario: admin').waitFor();
  await revisarAxe(jefa, '/panel_superadmin');
  await capturar(jefa, 'superadmin-lista');
  await jefa.getByRole('link', { name: 'Agregar usuario' }).click();
  await jefa.getByRole('button', { name: 'Registrar usuario' }).click();
  await jefa.getByText('Se necesita el apellido paterno.').waitFor();
  await jefa.getByLabel('Nombre(s)').fill('Mónica Isabel');
  await jefa.getByLabel('Apellido paterno').fill('Ibáñez');
  await jefa.getByRole('button', { name: 'Registrar usuario' }).click();
  await jefa.getByRole('heading', { name: 'Cuenta creada' }).waitFor();
  const usuario = (await jefa.getByTestId('usuario-nuevo').textContent())!.trim();
  const contrasena = (await jefa.getByTestId('contrasena-nueva').textContent())!.trim();
  expect(usuario).toBe('monica.ibanez');
  expect(contrasena).toMatch(/^[A-Za-z0-9]{12}$/);
  await revisarAxe(jefa, 'cuenta creada');
  // a link styled as a button keeps its contrast under the pointer (it once took a:hover's teal on navy)
  await jefa.getByRole('link', { name: 'Volver a la lista' }).hover();
  await revisarAxe(jefa, 'cuenta creada, el puntero sobre «Volver a la lista»');
  await capturar(jefa, 'superadmin-cuenta-creada');

  // the new admin logs in with the shown password, must change it, then reaches the panel
  const nueva = await e2e.pagina();
  await entrarCon(nueva, usuario, contrasena);
  await nueva.waitForURL(`${e2e.sitio.url}/cambiar_contrasena`);
  await cambiarContrasena(nueva, contrasena, 'Monica#Admin2026');
  await nueva.waitForURL(`${e2e.sitio.url}/panel_admin`);
  await nueva.getByRole('heading', { name: 'Panel de administración' }).waitFor();
  // the rotated session works for admin calls
  await nueva
    .getByRole('main')
    .getByRole('link', { name: /^Alumnos/ })
    .click();
  await nueva.getByRole('rowheader', { name: 'Ana Lucía Hernández Ruiz' }).waitFor();
  await nueva.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Panel', exact: true }).click();
  await nueva.waitForURL(`${e2e.sitio.url}/panel_admin`);

  // the super admin edits, then deactivates it after confirmation
  await jefa.getByRole('link', { name: 'Volver a la lista' }).click();
  await jefa.getByRole('link', { name: 'Editar a Mónica Isabel Ibáñez' }).click();
  await jefa.getByLabel('Apellido materno (opcional)').fill('Rosales');
  await revisarAxe(jefa, 'editar_usuario');
  await jefa.getByRole('button', { name: 'Guardar cambios' }).click();
  await jefa.waitForURL(`${e2e.sitio.url}/panel_superadmin`);
  await jefa.getByRole('searchbox', { name: 'Buscar usuario por nombre' }).fill('ibanez');
  await jefa.getByRole('button', { name: 'Dar de Baja a Mónica Isabel Ibáñez Rosales' }).click();
  await aceptarConfirmacion(jefa);
  await jefa.getByRole('status').getByText('Usuario dado de baja.').waitFor();
  await jefa.getByText('Ningún usuario encontrado.').waitFor();

  // its open session ended on the server: its next call (a reload of the list) sends it to /login
  await nueva.goto(`${e2e.sitio.url}/panel_admin/alumnos`);
  await nueva.waitForURL(`${e2e.sitio.url}/login`);
  await cerrarAviso(nueva, 'Su sesión terminó. Inicie sesión de nuevo para continuar.');
  await entrarCon(nueva, usuario, 'Monica#Admin2026');
  // A deactivated account answers its right password like a wrong one (no oracle)
  await cerrarAviso(nueva, 'Usuario o contraseña incorrectos.');
  await nueva.context().close();
  await jefa.context().close();
});

test('a visitor reads /acerca_de', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/acerca_de`);
  await page.getByRole('heading', { level: 1, name: 'Acerca de' }).waitFor();
  expect(await page.getByRole('heading', { level: 3 }).count()).toBe(4);
  await revisarAxe(page, '/acerca_de');
  await capturar(page, 'acerca-de');
  await page.context().close();
});
