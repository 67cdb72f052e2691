// Stale saves (issue 48) in Chromium against the real server: two browser contexts signed in as
// admins open the same page ("Contacto"), the same project and the curriculum (the second viewing
// it without editing while the first holds the lock); the first saves, the second takes over and
// its save is refused with the conflict message and its typed text survives. On the
// page, the conflict view shows the newer version beside the typed text (axe, screenshots at 1280
// and 390 px) and "Guardar mi versión" saves over it.
import type { Page } from 'playwright-core';
import { avisoExito, capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });
const CONFLICTO = 'Otra persona guardó cambios mientras usted editaba. Revise la versión actual antes de guardar.';

async function abrir(page: Page, ruta: string, titulo: string) {
  await page.goto(`${e2e.sitio.url}${ruta}`);
  await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
}

// With edit locks (decision 0061) the second person finds the item being edited: they view it
// without editing (the item as it is now), the first saves, and then they take over with what they
// read, now stale. The first typed before the second arrived, so the lock is surely the first's.
const verSinEditar = (p: Page) => p.getByRole('button', { name: 'Ver sin editar' }).click();
const tomarControl = (p: Page) => p.getByRole('button', { name: 'Tomar el control' }).click();

test('two admins edit the same page, project and curriculum: the second save gets the conflict and keeps its text', async () => {
  const [uno, dos] = [await e2e.comoRol('a'), await e2e.comoRol('a')];

  // the "Contacto" page
  const ruta = '/panel_admin/paginas/editar/contacto';
  await abrir(uno, ruta, 'Editar el contacto');
  await uno.getByLabel('Texto', { exact: true }).fill('Escríbanos: respondemos en un día hábil.');
  await abrir(dos, ruta, 'Editar el contacto');
  await verSinEditar(dos);
  await uno.getByRole('button', { name: 'Guardar cambios' }).click();
  await avisoExito(uno, 'Página actualizada.');
  await tomarControl(dos);
  const mio = 'Atendemos de lunes a viernes, de 9 a 14 h, en la coordinación del programa.';
  await dos.getByLabel('Texto', { exact: true }).fill(mio);
  await dos.getByRole('button', { name: 'Guardar cambios' }).click();
  const vista = dos.getByRole('region', { name: CONFLICTO });
  await vista.waitFor();
  // the typed text is still in the form, and the view compares it with the other person's
  expect(await dos.getByLabel('Texto', { exact: true }).inputValue()).toBe(mio);
  await vista.getByRole('heading', { level: 4, name: /^Antes: Versión \d+ \(actual\)/ }).waitFor();
  expect(await vista.locator('.comparacion__lado--antes').first().textContent()).toContain('Escríbanos: respondemos en');
  expect(await vista.locator('.comparacion__lado--despues').first().textContent()).toContain('Atendemos');
  await vista.getByRole('button', { name: /^Usar «Contenido» de la versión \d+$/ }).waitFor();
  await revisarAxe(dos, 'vista de conflicto');
  await capturar(dos, 'conflicto-pagina');
  // copy the other's text, then back to mine: nothing typed is lost
  await vista.getByRole('button', { name: /^Usar «Contenido»/ }).click();
  expect(await dos.getByLabel('Texto', { exact: true }).inputValue()).toBe('Escríbanos: respondemos en un día hábil.');
  await vista.getByRole('button', { name: 'Volver a mi texto' }).click();
  expect(await dos.getByLabel('Texto', { exact: true }).inputValue()).toBe(mio);
  // keep mine: saved over the newer version
  await vista.getByRole('button', { name: 'Guardar mi versión' }).click();
  await avisoExito(dos, 'Página actualizada.');
  const pagina = (await llamarDesdePagina(uno, { funcion: 'mostrarPagina', clave: 'contacto' })).body as unknown as { cuerpo: string };
  expect(pagina.cuerpo).toBe(mio);

  // a project
  const grupos = (await llamarDesdePagina(uno, { funcion: 'obtenerTodosProyectosPorCuatrimestre' })).body as unknown as {
    proyectos: { pk_proyecto: number }[];
  }[];
  const pk = grupos[0].proyectos[0].pk_proyecto;
  await abrir(uno, `/panel_admin/proyectos_estudiantes/editar/${pk}`, 'Editar proyecto');
  await uno.getByLabel('Descripción').fill('Descripción guardada primero.');
  await abrir(dos, `/panel_admin/proyectos_estudiantes/editar/${pk}`, 'Editar proyecto');
  await verSinEditar(dos);
  await uno.getByRole('button', { name: 'Guardar cambios' }).click();
  await avisoExito(uno, 'Proyecto actualizado correctamente.');
  await tomarControl(dos);
  await dos.getByRole('textbox', { name: 'Descripción' }).fill('Descripción que escribí después.');
  await dos.getByRole('button', { name: 'Guardar cambios' }).click();
  await dos.getByRole('region', { name: CONFLICTO }).waitFor();
  // once the current version has loaded, the conflict compares the field too (a region also named
  // «Descripción»: getByLabel matched both in CI when the version came back first)
  await dos.getByRole('region', { name: CONFLICTO }).getByRole('region', { name: 'Descripción' }).waitFor();
  expect(await dos.getByRole('textbox', { name: 'Descripción' }).inputValue()).toBe('Descripción que escribí después.');

  // the curriculum (its editor's own conflict notice, now the same check and message)
  await abrir(uno, '/panel_admin/plan_estudios', 'Plan de estudios');
  await uno.getByLabel('Nombre del nivel académico').first().fill('Técnico Superior');
  await abrir(dos, '/panel_admin/plan_estudios', 'Plan de estudios');
  await verSinEditar(dos);
  await uno.getByRole('button', { name: 'Guardar plan de estudios' }).click();
  await uno.getByRole('status').getByText('Plan de estudios guardado.').waitFor();
  await tomarControl(dos);
  await dos.getByLabel('Nombre del nivel académico').first().fill('T.S.U.');
  await dos.getByRole('button', { name: 'Guardar plan de estudios' }).click();
  await dos.getByRole('alert').getByText(CONFLICTO).waitFor();
  expect(await dos.getByLabel('Nombre del nivel académico').first().inputValue()).toBe('T.S.U.');
});
