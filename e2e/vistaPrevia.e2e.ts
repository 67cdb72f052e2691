// Preview links journey (issue 37) in Chromium against the compiled server: an admin opens a
// project's editor, sees the unsaved values through the public page in "Vista previa", shares a
// link; a fresh browser context with no session opens it: the project and the "Vista previa" band,
// still there once React hydrated, noindex in the header; the admin revokes it and the link
// answers 404. axe on every page; screenshots at 1280 and 390.
import { avisoExito, capturar, hidratada, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { BANDA_VISTA_PREVIA, MENSAJES_VISTA_PREVIA as M } from '@/shared/api/contrato/vistasPrevias';

const e2e = prepararRecorrido({ semilla: 'todo' });

test('admin shares a project preview; a visitor with no session sees it with the band; revoked, it is a 404', async () => {
  const admin = await e2e.comoRol('a');
  const grupos = (await llamarDesdePagina(admin, { funcion: 'obtenerTodosProyectosPorCuatrimestre' })).body as unknown as {
    proyectos: { pk_proyecto: number; nombre_proyecto: string }[];
  }[];
  const { pk_proyecto: pk, nombre_proyecto: nombre } = grupos[0].proyectos[0];
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/editar/${pk}`);
  await admin.getByLabel('Descripción').fill('Una descripción que aún no se guarda.');

  // the unsaved values through the public page, in a dialog
  await admin.getByRole('button', { name: 'Vista previa', exact: true }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Vista previa' });
  await dialogo.getByRole('note', { name: 'Vista previa' }).getByText(BANDA_VISTA_PREVIA).waitFor();
  await dialogo.getByText('Una descripción que aún no se guarda.').waitFor();
  await revisarAxe(admin, 'vista previa en el editor');
  await capturar(admin, 'vista-previa-editor');
  await dialogo.getByRole('button', { name: 'Cerrar vista previa' }).click();
  await dialogo.waitFor({ state: 'detached' });

  // the link
  await admin.getByRole('button', { name: 'Compartir vista previa' }).click();
  const campo = admin.getByLabel('Enlace de vista previa (funciona sin cuenta)');
  await campo.waitFor();
  const url = await campo.inputValue();
  expect(url).toMatch(/\/vista_previa\/[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/);
  await admin.getByRole('region', { name: 'Enlaces de vista previa vigentes' }).getByRole('button', { name: 'Revocar' }).waitFor();
  await revisarAxe(admin, 'editor con el enlace compartido');
  await capturar(admin, 'vista-previa-compartir');

  // a fresh context: no cookies, no session
  const visitante = await e2e.pagina();
  const respuesta = await visitante.goto(url);
  expect(respuesta?.status()).toBe(200);
  expect(respuesta?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(respuesta?.headers()['cache-control']).toBe('private, no-store');
  expect(await visitante.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  await hidratada(visitante);
  await visitante.getByRole('note', { name: 'Vista previa' }).getByText(BANDA_VISTA_PREVIA).waitFor();
  await visitante.getByRole('heading', { level: 1, name: nombre }).waitFor();
  await revisarAxe(visitante, 'enlace de vista previa');
  await capturar(visitante, 'vista-previa-enlace');

  // revoked, behind the confirmation
  await admin.getByRole('region', { name: 'Enlaces de vista previa vigentes' }).getByRole('button', { name: 'Revocar' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
  await avisoExito(admin, M.revocada);
  const despues = await visitante.reload();
  expect(despues?.status()).toBe(404);
  expect(despues?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await visitante.getByText(M.token).waitFor();
  expect(await visitante.getByText(BANDA_VISTA_PREVIA).count()).toBe(0);
  await revisarAxe(visitante, 'enlace de vista previa revocado');
  await capturar(visitante, 'vista-previa-revocada');
});
