// Staff on the public site (issue 38, item 1, part), in Chromium against the real server at 1280 and
// 390 px: logged in, a public page shows the slim session bar (its panel, "Cerrar sesión") and the
// footer leads back to the panel instead of /login, so following it keeps the session. axe and
// screenshots.
import { capturar, prepararRecorrido, revisarAxe } from './arnes';

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
    await barra.getByRole('link', { name: 'Cerrar sesión' }).click();
    await admin.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await admin.goto(`${e2e.sitio.url}/eventos`);
    expect(await admin.getByRole('navigation', { name: 'Su sesión' }).count()).toBe(0);
    await admin.context().close();
  }
});
