// Review before publishing (issue 48, item 6) in Chromium against the real server, two people in two
// browser contexts: Eva, an events-only editor who may not publish (given by the super admin), renames
// a public event; her save waits ("Su cambio quedó en espera de revisión…"), her editor says "Este
// cambio espera revisión." and the public /eventos still shows the published name. The admin (who
// publishes every section) opens "Cambios por revisar" from its tile, compares, and approves: the
// public page shows the new name. A second change is returned with a comment, which Eva reads in her
// editor. axe on each state; screenshots of the review list at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { adminNueva } from './cuentas';
import { aviso } from './formularios';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

const e2e = prepararRecorrido();
const EN_ESPERA = 'Su cambio quedó en espera de revisión.';

async function renombrar(page: Page, pk: number, nombre: string) {
  await page.goto(`${e2e.sitio.url}/panel_admin/eventos_admin/editar/${pk}`);
  await page.getByRole('heading', { level: 1, name: 'Editar evento' }).waitFor();
  await page.getByLabel('Nombre del evento').fill(nombre);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByRole('status').getByText(EN_ESPERA, { exact: false }).waitFor();
}

async function nombresPublicos(page: Page): Promise<string[]> {
  await page.goto(`${e2e.sitio.url}/eventos`);
  await page.locator('main h3.evento__nombre').first().waitFor();
  return page.locator('main h3.evento__nombre').allTextContents();
}

test('an events-only editor’s change waits for review, is approved and published; another is returned with a comment', async () => {
  // Eva: events only, may not publish
  const eva = await adminNueva(e2e, { nombres: 'Eva', apellido_p: 'Eventos', secciones: '["eventos"]', puedePublicar: '0' }, 'Eva#Eventos2026');
  // her panel: events, not projects
  await eva
    .getByRole('main')
    .getByRole('link', { name: /^Eventos/ })
    .waitFor();
  expect(await eva.getByRole('link', { name: /^Proyectos de Estudiantes/ }).count()).toBe(0);
  // nor in the side menu (issue 48 item 7): her sections only
  const menu = eva.getByRole('navigation', { name: 'Secciones del panel' });
  await menu.getByRole('link', { name: 'Eventos', exact: true }).waitFor();
  expect(await menu.getByRole('link', { name: 'Proyectos', exact: true }).count()).toBe(0);

  // the admin publishes an event
  const admin = await e2e.comoRol('a');
  const imgs = JSON.stringify([{ key: '1', imagen: dataUrlDemo(31, 560, 360), alt: 'Equipos programando en el laboratorio' }]);
  const r = await llamarDesdePagina(admin, { funcion: 'registrarEvento', nombreEvento: 'Hackatón', descripcion: 'Retos de 24 horas.', imgs });
  expect(r.body).toMatchObject({ codigo: 1 });
  const pk = Number(r.body.pk_evento);

  // Eva renames it: it waits; her editor says so; the public page keeps the published name
  await renombrar(eva, pk, 'Hackatón 2027');
  await eva.goto(`${e2e.sitio.url}/panel_admin/eventos_admin/editar/${pk}`);
  await eva.getByRole('status').getByText('Este cambio espera revisión.').waitFor();
  await revisarAxe(eva, 'editor con un cambio en revisión');
  const visitante = await e2e.pagina();
  expect(await nombresPublicos(visitante)).toEqual(['Hackatón']);

  // the admin: the tile's count, the list, the comparison, approval
  await admin.goto(`${e2e.sitio.url}/panel_admin`);
  const tile = admin.getByRole('main').getByRole('link', { name: /Cambios por revisar/ });
  await tile.getByText('1 por revisar').waitFor();
  await tile.click();
  await admin.getByRole('heading', { level: 1, name: 'Cambios por revisar' }).waitFor();
  await admin.getByRole('heading', { level: 3, name: 'Evento: Hackatón' }).waitFor();
  await admin.getByRole('button', { name: 'Ver comparación de Evento: Hackatón' }).click();
  await admin.getByText('Después: cambio propuesto, de Eva Eventos').waitFor();
  await revisarAxe(admin, 'cambios por revisar');
  // from the top: the sticky bar would cover the card in a full-page shot taken scrolled down
  await admin.evaluate(() => window.scrollTo(0, 0));
  await capturar(admin, 'revision');
  await admin.getByRole('button', { name: 'Aprobar y publicar Evento: Hackatón' }).click();
  await aviso(admin, 'Cambio aprobado y publicado.');
  await admin.getByText('No hay cambios que esperen su revisión.').waitFor();
  expect(await nombresPublicos(visitante)).toEqual(['Hackatón 2027']);

  // a second change, returned with a comment (an empty one is refused first)
  await renombrar(eva, pk, 'Hackatón 2028');
  await admin.reload();
  await admin.getByRole('button', { name: 'Devolver con comentario Evento: Hackatón 2027' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Devolver con comentario' });
  await dialogo.getByRole('button', { name: 'Devolver' }).click();
  await dialogo.getByRole('alert').getByText('Escriba un comentario para la persona que hizo el cambio: qué debe corregir.').waitFor();
  await revisarAxe(admin, 'devolver con comentario');
  await dialogo.getByLabel('Comentario para quien hizo el cambio').fill('La edición 2028 aún no está confirmada.');
  await dialogo.getByRole('button', { name: 'Devolver' }).click();
  await aviso(admin, 'Cambio devuelto a su autor con su comentario.');
  await eva.goto(`${e2e.sitio.url}/panel_admin/eventos_admin/editar/${pk}`);
  await eva.getByRole('status').getByText('La edición 2028 aún no está confirmada.').waitFor();
  expect(await nombresPublicos(visitante)).toEqual(['Hackatón 2027']);
  await eva.context().close();
  await admin.context().close();
  await visitante.context().close();
});
