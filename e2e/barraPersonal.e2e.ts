// Staff on the public site (issue 38, item 1), in Chromium against the real server at 1280 and
// 390 px: logged in, a public page shows the slim session bar (its panel, "Editar esta página",
// "Cerrar sesión") and the footer leads back to the panel instead of /login, so following it keeps
// the session. "¿Olvidó su contraseña?" end to end with the e-mail the site writes (the link used
// twice: the second is refused). QA replays (the store exported and imported into a fresh tab) of
// the staff bar and of the reset form. axe and screenshots.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { capturar, cierreDeSesion, correosPara, prepararRecorrido, revisarAxe } from './arnes';
import { exportar, importarEnPestana, instalarDevtools } from './devtoolsQa';

const e2e = prepararRecorrido();

test('an admin on a public page: the session bar and the footer lead back to the panel, logged in', async () => {
  for (const ancho of [1280, 390]) {
    const admin = await e2e.comoRol('a', ancho);
    await admin.goto(`${e2e.sitio.url}/eventos`);
    const barra = admin.getByRole('navigation', { name: 'Su sesión' });
    await barra.getByRole('link', { name: 'Ir a mi panel' }).waitFor();
    await revisarAxe(admin, `barra de sesión ${ancho}`);
    if (ancho === 1280) await capturar(admin, 'barra-sesion');
    // the footer's link: back to the panel, still logged in
    await admin.getByRole('navigation', { name: 'Enlaces del pie' }).getByRole('link', { name: 'Ir a mi panel' }).click();
    await admin.waitForURL(`${e2e.sitio.url}/panel_admin`);
    await admin.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor();
    // and from the bar
    await admin.goto(`${e2e.sitio.url}/eventos`);
    await barra.getByRole('link', { name: 'Ir a mi panel' }).click();
    await admin.waitForURL(`${e2e.sitio.url}/panel_admin`);
    // Cerrar sesión from a public page ends it: the bar is gone for the visitor
    await admin.goto(`${e2e.sitio.url}/eventos`);
    const cerrada = cierreDeSesion(admin);
    await barra.getByRole('link', { name: 'Cerrar sesión' }).click();
    await admin.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await cerrada;
    await admin.goto(`${e2e.sitio.url}/eventos`);
    expect(await admin.getByRole('navigation', { name: 'Su sesión' }).count()).toBe(0);
    await admin.context().close();
  }
});

/** The page's store exported and imported into a fresh tab of its context on the same address, checked, then closed. */
async function replay(page: Page, revisar: (pestana: Page) => Promise<void>, captura: string) {
  const pestana = await importarEnPestana(page, page.url(), await exportar(page));
  await revisar(pestana);
  await revisarAxe(pestana, `replay ${captura}`);
  await capturar(pestana, `replay-${captura}`);
  await pestana.close();
}

test('"Editar esta página" leads an admin to the editor of the page shown; the bar replays in a fresh tab', async () => {
  const admin = await e2e.comoRol('a', 390);
  await admin.context().addInitScript(instalarDevtools);
  await admin.goto(`${e2e.sitio.url}/admisiones`);
  const editar = admin.getByRole('navigation', { name: 'Su sesión' }).getByRole('link', { name: 'Editar esta página' });
  expect(await editar.getAttribute('href')).toBe('/panel_admin/paginas/editar/admisiones');
  await revisarAxe(admin, 'barra con editar 390');
  await capturar(admin, 'barra-editar');
  await replay(
    admin,
    async (p) => {
      const barra = p.getByRole('navigation', { name: 'Su sesión' });
      await barra.getByRole('link', { name: 'Editar esta página' }).waitFor();
      expect(await barra.textContent()).toContain('Sesión de');
    },
    'barra-sesion',
  );
  await editar.click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/paginas/editar/admisiones`);
  await admin.getByRole('heading', { level: 1, name: 'Editar admisiones' }).waitFor();
  // the home: its page and the curriculum's editor
  await admin.goto(`${e2e.sitio.url}/`);
  await admin.getByRole('link', { name: 'Editar el plan de estudios' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/plan_estudios`);
  await admin.context().close();
});

test('¿Olvidó su contraseña?: the e-mailed link sets a new password once, the form replays, and the new password opens the account', async () => {
  const CORREO = 'alumna.olvidadiza@ejemplo.edu.mx';
  const NUEVA = 'Girasol-Azul-2031';
  const db = new Database(e2e.sitio.databasePath);
  db.prepare("UPDATE usuarios SET correo = ?, correo_confirmado = 1 WHERE usuario = '20231001'").run(CORREO);
  db.close();

  const visitante = await e2e.pagina(390);
  await visitante.context().addInitScript(instalarDevtools);
  await visitante.goto(`${e2e.sitio.url}/login`);
  await visitante.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await visitante.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' }).waitFor();
  await visitante.getByLabel('Usuario o correo electrónico').fill('20231001');
  await visitante.getByRole('button', { name: 'Enviar enlace' }).click();
  const respuesta = visitante.getByText(/Si la cuenta existe y tiene un correo confirmado/);
  await respuesta.waitFor();
  await revisarAxe(visitante, 'olvidé mi contraseña');
  await capturar(visitante, 'olvide-contrasena');
  await replay(visitante, (p) => p.getByText(/Si la cuenta existe y tiene un correo confirmado/).waitFor(), 'olvide-contrasena');

  const [correo] = await correosPara(e2e.sitio, CORREO);
  expect(correo?.subject).toBe('Restablezca su contraseña');
  const enlace = /\/restablecer_contrasena\?token=[\w.-]+/.exec(correo.text ?? '')?.[0];
  expect(enlace).toBeDefined();
  await visitante.goto(`${e2e.sitio.url}${enlace}`);
  await visitante.getByRole('heading', { level: 1, name: 'Elegir una contraseña nueva' }).waitFor();
  await visitante.getByLabel('Nueva contraseña', { exact: true }).fill(NUEVA);
  await visitante.getByLabel('Repita la nueva contraseña').fill('Girasol-Azul-2032');
  await visitante.getByRole('button', { name: 'Guardar contraseña' }).click();
  await visitante.getByText('Las contraseñas nuevas no coinciden.').waitFor();
  await revisarAxe(visitante, 'restablecer contraseña');
  await capturar(visitante, 'restablecer-contrasena');
  await replay(visitante, (p) => p.getByText('Las contraseñas nuevas no coinciden.').waitFor(), 'restablecer-contrasena');
  await visitante.getByLabel('Repita la nueva contraseña').fill(NUEVA);
  await visitante.getByRole('button', { name: 'Guardar contraseña' }).click();
  await visitante.waitForURL(`${e2e.sitio.url}/login`);
  const aviso = visitante.getByRole('alertdialog', { name: 'Aviso' });
  await aviso.getByText('Contraseña restablecida. Inicie sesión con su nueva contraseña.').waitFor();
  await aviso.getByRole('button', { name: 'Aceptar' }).click();

  // the link a second time: refused, with the way to a new one
  await visitante.goto(`${e2e.sitio.url}${enlace}`);
  await visitante.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-Clave-Nueva-77');
  await visitante.getByLabel('Repita la nueva contraseña').fill('Otra-Clave-Nueva-77');
  await visitante.getByRole('button', { name: 'Guardar contraseña' }).click();
  await visitante.getByRole('alert').filter({ hasText: 'El enlace no es válido, ya se usó o venció.' }).waitFor();

  // the new password opens the account
  await visitante.goto(`${e2e.sitio.url}/login`);
  await visitante.getByLabel('Usuario').fill('20231001');
  await visitante.getByLabel('Contraseña').fill(NUEVA);
  await visitante.getByRole('button', { name: 'Entrar' }).click();
  await visitante.waitForURL(`${e2e.sitio.url}/panel_alumno`);
  await visitante.context().close();
});
