// Nothing is lost, in Chromium against the real server: "Deshacer" within its window, deactivate →
// "Dados de baja" → "Reactivar" → public again, the super admin's bitácora showing both by the admin's
// name. axe on every new screen; screenshots at 1280 and 390 px. Drafts: nadaSePierdeBorradores.e2e.ts.
import type { Page } from 'playwright-core';
import { avisoExito, capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

const e2e = prepararRecorrido();

async function confirmar(page: Page, nombre?: string) {
  const d = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await d.getByText('¿Está seguro de realizar esta acción?').waitFor();
  // docs/SPEC.md's question, then the name of what it applies to
  if (nombre) await d.getByText(nombre, { exact: true }).waitFor();
  await d.getByRole('button', { name: 'Aceptar' }).click();
}

test('Deshacer, Dados de baja → Reactivar → public again, and the bitácora by name', async () => {
  const admin = await e2e.comoRol('a');
  const nombreAdmin = await admin.evaluate(() => decodeURIComponent(document.cookie.match(/nombre_persona=([^;]+)/)?.[1] ?? ''));
  expect(nombreAdmin).not.toBe('');
  const r = await llamarDesdePagina(admin, {
    funcion: 'registrarProyecto',
    nombre_proyecto: 'Huerto Inteligente',
    cuatrimestre: '5',
    descripcion_proyecto: 'Sensores de humedad y riego automático.',
    enlace: '',
    imgs_proyecto: JSON.stringify([{ key: '0.12345', imagen: dataUrlDemo(3) }]),
    miembros: JSON.stringify([{ key: '0.54321', nombre: 'Rosa Prado', pk: 0 }]),
    foto_miembros: '',
  });
  expect(r.body.codigo).toBe(1);
  const pk = Number(r.body.pk_proyecto);

  // Dar de baja, then Deshacer within the window: the project never left for good
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
  await admin.getByRole('button', { name: 'Dar de baja Huerto Inteligente' }).click();
  await confirmar(admin, 'Huerto Inteligente');
  // the undo is a notice over the page (no dialog to dismiss), with its button
  const aviso = admin.getByRole('status').filter({ hasText: 'Proyecto dado de baja correctamente.' });
  await aviso.waitFor();
  expect(await admin.getByRole('alertdialog').count()).toBe(0);
  await revisarAxe(admin, 'aviso con Deshacer');
  await capturar(admin, 'baja-deshacer');
  await aviso.getByRole('button', { name: 'Deshacer' }).focus();
  await admin.keyboard.press('Enter');
  await avisoExito(admin, 'Proyecto reactivado correctamente.');
  await admin.getByRole('heading', { name: 'Huerto Inteligente' }).waitFor();
  expect((await llamarDesdePagina(admin, { funcion: 'obtenerProyecto', pkProyecto: String(pk) })).status).toBe(200);

  // Dar de baja again and let the window pass: the notice and its offer go
  await admin.getByRole('button', { name: 'Dar de baja Huerto Inteligente' }).click();
  await confirmar(admin, 'Huerto Inteligente');
  await aviso.waitFor();
  await aviso.getByRole('button', { name: 'Deshacer' }).waitFor({ state: 'detached', timeout: 15_000 });
  const visitante = await e2e.pagina(390);
  expect((await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`))?.status()).toBe(404);

  // "Dados de baja" → Reactivar (confirmed) → public again
  await admin.getByRole('link', { name: 'Dados de baja' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes?vista=bajas`);
  const bajas = admin.getByRole('list', { name: 'Proyectos dados de baja' });
  await bajas.getByRole('heading', { name: 'Huerto Inteligente' }).waitFor();
  await revisarAxe(admin, 'Dados de baja');
  await capturar(admin, 'dados-de-baja');
  await bajas.getByRole('button', { name: 'Reactivar Huerto Inteligente' }).click();
  await confirmar(admin, 'Huerto Inteligente');
  await avisoExito(admin, 'Proyecto reactivado correctamente.');
  await admin.getByText('No hay proyectos dados de baja.').waitFor();
  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`);
  await visitante.getByRole('heading', { level: 1, name: 'Huerto Inteligente' }).waitFor();

  // the edit page names the last change
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/editar/${pk}`);
  await admin.getByText(`Última modificación: ${nombreAdmin},`).waitFor();

  // the super admin's bitácora: the deactivation and the reactivation, by the admin's name
  const jefa = await e2e.comoRol('s');
  await jefa.getByRole('link', { name: 'Bitácora' }).click();
  await jefa.waitForURL(`${e2e.sitio.url}/panel_superadmin/bitacora`);
  const tabla = jefa.getByRole('table');
  const filas = tabla.getByRole('row').filter({ hasText: 'Huerto Inteligente' });
  await filas.first().waitFor();
  const textos = await filas.allInnerTexts();
  expect(textos[0]).toContain(nombreAdmin);
  expect(textos[0]).toContain('Reactivó');
  expect(textos.filter((t) => t.includes('Dio de baja') && t.includes(nombreAdmin))).toHaveLength(2);
  expect(textos.filter((t) => t.includes('Reactivó'))).toHaveLength(2);
  await jefa.getByLabel('Entidad').selectOption('proyecto');
  await jefa.waitForURL(/entidad=proyecto/);
  await jefa.getByLabel('Usuario').selectOption({ label: nombreAdmin });
  await jefa.waitForURL(/pkUsuario=/);
  await tabla.getByRole('row').filter({ hasText: 'Registró' }).first().waitFor();
  await revisarAxe(jefa, '/panel_superadmin/bitacora');
  await capturar(jefa, 'bitacora');

  // issue 44: the last 50 entries in words: no role letter, no wire funcion name, no ISO 8601 time
  await jefa.goto(`${e2e.sitio.url}/panel_superadmin/bitacora`);
  const ultimas = jefa.getByRole('table').getByRole('row');
  await ultimas.nth(1).waitFor();
  const cuerpo = (await ultimas.allInnerTexts()).slice(1, 51);
  expect(cuerpo.length).toBeGreaterThan(3);
  for (const fila of cuerpo) {
    expect(fila).not.toMatch(/«[aes]»/);
    expect(fila).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(fila).toMatch(/\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2} \(UTC/);
  }
  const acciones = await jefa.getByRole('table').locator('tbody tr td:nth-child(3)').allInnerTexts();
  for (const a of acciones) expect(a).not.toMatch(/\b[a-z]+[A-Z]\w*/);
});
