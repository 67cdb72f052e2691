// Revisions journey (issue 37) in Chromium against the real server: an admin edits a demo project's
// description three times (adding a member once), opens its "Historial" tab (keyboard), compares two revisions and sees
// the changed words marked, restores the first edit's revision through the confirmation; the public
// project page shows that text and the history holds one more revision. axe on each state;
// screenshots of the history and of a comparison at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { avisoExito, capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

const TEXTOS = [
  'Primera versión: una plataforma para reservar asesorías con los profesores del programa, desde el teléfono.',
  'Segunda versión: una plataforma para reservar tutorías con los profesores del programa, desde el teléfono o la computadora.',
  'Tercera versión: una aplicación para pedir tutorías a los profesores del programa, desde cualquier dispositivo.',
];

async function editar(admin: Page, pk: number, texto: string, miembro?: string) {
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/editar/${pk}`);
  await admin.getByRole('heading', { level: 1, name: 'Editar proyecto' }).waitFor();
  await admin.getByLabel('Descripción').fill(texto);
  if (miembro) {
    const n = await admin.getByRole('textbox', { name: /^Miembro \d+$/ }).count();
    await admin.getByRole('button', { name: 'Agregar miembro' }).click();
    await admin.getByRole('textbox', { name: `Miembro ${n + 1}` }).fill(miembro);
  }
  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await avisoExito(admin, 'Proyecto actualizado correctamente.');
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
}

const textos = (page: Page, sel: string) => page.locator(sel).allTextContents();

test('three edits → Historial → compare two revisions → restore the first through the confirmation', async () => {
  const admin = await e2e.comoRol('a');
  const grupos = (await llamarDesdePagina(admin, { funcion: 'obtenerTodosProyectosPorCuatrimestre' })).body as unknown as {
    proyectos: { pk_proyecto: number; nombre_proyecto: string }[];
  }[];
  const { pk_proyecto: pk, nombre_proyecto: nombre } = grupos[0].proyectos[0];
  await editar(admin, pk, TEXTOS[0]);
  await editar(admin, pk, TEXTOS[1], 'Sofía Ruiz');
  await editar(admin, pk, TEXTOS[2]);

  // the tab, by keyboard only
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/editar/${pk}`);
  await admin.getByRole('heading', { level: 1, name: 'Editar proyecto' }).waitFor();
  await admin.getByRole('tab', { name: 'Editar' }).focus();
  await admin.keyboard.press('ArrowRight');
  await admin.getByRole('tab', { name: 'Historial', selected: true }).waitFor();
  const versiones = admin.getByRole('list', { name: 'Versiones guardadas' }).getByRole('listitem');
  await admin.getByText('Versión actual').waitFor();
  // the seeded project's content before the first edit is kept as "Versión original" (issue 48)
  expect(await versiones.count()).toBe(4);
  expect(await versiones.last().textContent()).toMatch(/^Versión 1 · .+Versión original/);
  expect(await versiones.first().textContent()).toMatch(/^Versión 4 · \d{1,2} [a-z]{3} \d{4}, \d\d:\d\d \(UTC[^)]*\) · .+Versión actual/);

  // the default comparison: the newest against the one before
  const descripcion = admin.getByRole('region', { name: 'Descripción' });
  await descripcion.waitFor();
  expect(await textos(admin, '.comparacion del')).toEqual(expect.arrayContaining(['eliminado: Segunda', 'eliminado: reservar']));
  expect(await textos(admin, '.comparacion ins')).toEqual(expect.arrayContaining(['añadido: Tercera', 'añadido: pedir']));
  await admin.getByText('Sin cambios:').waitFor();
  await revisarAxe(admin, 'historial de un proyecto');
  await capturar(admin, 'historial');

  // any two: the first edit against the newest
  const primera = versiones.nth(2);
  const fechaPrimera = (await primera.locator('time').textContent())!;
  await admin.getByLabel('Versión anterior').selectOption({ index: 2 });
  await admin.locator('.comparacion del', { hasText: 'eliminado: Primera' }).waitFor();
  expect(await textos(admin, '.comparacion ins')).toEqual(
    expect.arrayContaining(['añadido: Tercera', 'añadido: cualquier dispositivo', 'añadido: Sofía Ruiz']),
  );
  await revisarAxe(admin, 'comparación de dos versiones');
  await capturar(admin, 'historial-comparacion');

  // restore the first edit's revision through the kit's confirmation
  await primera.getByRole('button', { name: /^Restaurar esta versión/ }).click();
  const dialogo = admin.getByRole('alertdialog');
  await dialogo.getByText(`Versión 2 · ${fechaPrimera}`, { exact: false }).waitFor();
  await revisarAxe(admin, 'confirmación de restaurar');
  await dialogo.getByRole('button', { name: 'Restaurar' }).click();
  await avisoExito(admin, 'Versión restaurada correctamente.');
  await admin.getByRole('list', { name: 'Versiones guardadas' }).getByRole('listitem').nth(4).waitFor();
  expect(await versiones.count()).toBe(5);
  expect(await versiones.first().textContent()).toContain('Restaurada la versión del');

  // the form shows the restored text, and so does the public page
  await admin.getByRole('tab', { name: 'Editar' }).click();
  expect(await admin.getByLabel('Descripción').inputValue()).toBe(TEXTOS[0]);
  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`);
  await visitante.getByRole('heading', { level: 1, name: nombre }).waitFor();
  await visitante.getByText(TEXTOS[0]).waitFor();
  expect(await visitante.getByText(TEXTOS[2]).count()).toBe(0);
});
