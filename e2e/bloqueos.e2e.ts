// Edit locks and drafts on the server (issue 48) in Chromium against the real server, two people in
// two browser contexts: Carlos edits the "Contacto" page; Beatriz, another admin, opening it is told
// 'Lo está editando Carlos Méndez Ortiz desde las <hora>.', views it without editing, and takes over;
// Carlos's tab is told at its next heartbeat and keeps what he typed. Beatriz leaves (the lock is
// freed); Carlos on another device is offered his draft from the server ('Tiene un borrador del …'),
// restores it and saves, which removes it. axe on each state; screenshots of the lock at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { avisoExito, capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { adminNueva } from './cuentas';

const e2e = prepararRecorrido();
const CONTACTO = () => `${e2e.sitio.url}/panel_admin/paginas/editar/contacto`;
const TITULO = 'Contacto y ubicación';

async function abrirContacto(page: Page) {
  await page.goto(CONTACTO());
  await page.getByRole('heading', { level: 1, name: 'Editar el contacto' }).waitFor();
}

test('the second person sees the lock and takes over; the first keeps the text and gets it back on another device', async () => {
  // a second admin, created by the super admin, with her own password
  const beatriz = await adminNueva(e2e, { nombres: 'Beatriz', apellido_p: 'Ramírez' }, 'Beatriz#Admin2026');

  // Carlos opens the page and types
  const carlos = await e2e.comoRol('a');
  const tomado = carlos.waitForResponse((r) => (r.request().postData() ?? '').includes('tomarBloqueo'));
  await abrirContacto(carlos);
  await tomado;
  await carlos.getByLabel('Título').fill(TITULO);
  // his draft reaches the server within a few seconds
  await carlos.waitForResponse((r) => (r.request().postData() ?? '').includes('guardarBorrador'));

  // Beatriz opens it: who edits it and since when, and the form waits for her choice
  await abrirContacto(beatriz);
  const aviso = beatriz.getByRole('alert').filter({ hasText: 'Lo está editando' });
  await aviso.waitFor();
  expect(await aviso.textContent()).toMatch(/^Lo está editando Carlos Méndez Ortiz desde las \d\d:\d\d\./);
  expect(await beatriz.getByLabel('Título').count()).toBe(0);
  await revisarAxe(beatriz, 'página bloqueada por otra persona');
  await capturar(beatriz, 'bloqueo');

  // "Ver sin editar": the page as stored, nothing can be changed
  await aviso.getByRole('button', { name: 'Ver sin editar' }).click();
  await beatriz.getByLabel('Título').waitFor();
  expect(await beatriz.getByLabel('Título').isDisabled()).toBe(true);
  expect(await beatriz.getByLabel('Título').inputValue()).not.toBe(TITULO);
  expect(await beatriz.getByRole('button', { name: 'Guardar cambios' }).isDisabled()).toBe(true);
  await revisarAxe(beatriz, 'vista sin editar');

  // "Tomar el control"
  await beatriz.getByRole('button', { name: 'Tomar el control' }).click();
  // (a field disabled by its <fieldset> keeps its own .disabled false: :disabled is what the person meets)
  await beatriz.waitForFunction(() => document.querySelector('input[name="titulo"]')?.matches(':enabled') === true);
  await beatriz.getByRole('alert').filter({ hasText: 'Lo está editando' }).waitFor({ state: 'detached' });
  expect(await beatriz.getByLabel('Título').isEnabled()).toBe(true);

  // Carlos's tab is told at its next heartbeat (coming back to the tab sends one at once) and keeps his text
  await carlos.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const perdido = carlos.getByRole('alert').filter({ hasText: 'tomó el control' });
  await perdido.waitFor();
  expect(await perdido.textContent()).toMatch(
    /^Beatriz Ramírez tomó el control de esta edición a las \d\d:\d\d\. Lo que usted escribió sigue aquí como borrador\./,
  );
  expect(await carlos.getByLabel('Título').inputValue()).toBe(TITULO);
  expect(await carlos.getByLabel('Título').isDisabled()).toBe(true);
  await revisarAxe(carlos, 'edición tomada por otra persona');
  await capturar(carlos, 'bloqueo-tomado');

  // Beatriz leaves without changes: the lock is freed
  const soltado = beatriz.waitForResponse((r) => (r.request().postData() ?? '').includes('soltarBloqueo'));
  await beatriz.getByRole('link', { name: '← Páginas' }).click();
  await soltado;

  // Carlos on another device: the page is free, and his draft from the server is offered
  const laptop = await e2e.comoRol('a');
  await abrirContacto(laptop);
  const oferta = laptop.getByRole('status').filter({ hasText: 'Tiene un borrador del' });
  await oferta.waitFor();
  expect(await laptop.getByRole('alert').filter({ hasText: 'Lo está editando' }).count()).toBe(0);
  await revisarAxe(laptop, 'borrador ofrecido');
  await oferta.getByRole('button', { name: 'Restaurar borrador' }).click();
  expect(await laptop.getByLabel('Título').inputValue()).toBe(TITULO);
  await laptop.getByRole('button', { name: 'Guardar cambios' }).click();
  await avisoExito(laptop, 'Página actualizada.');
  // the save removed the draft on the server
  expect((await llamarDesdePagina(laptop, { funcion: 'traerBorrador', entidad: 'pagina', pk: '4' })).body).toEqual({ borrador: null });
  await Promise.all([carlos.close(), beatriz.close(), laptop.close()]);
});
