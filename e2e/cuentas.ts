// Shared by the accounts journeys (usuarios.e2e.ts, usuariosAdmins.e2e.ts): the confirm and notice
// dialogs, the login form, the password change form; and a second admin for the two-person journeys
// (bloqueos.e2e.ts, revision.e2e.ts).
import type { Page } from 'playwright-core';
import type { Recorrido } from './arnes';
import { llamarDesdePagina } from './navegador';

export async function aceptarConfirmacion(page: Page) {
  const confirmar = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await confirmar.getByText('¿Está seguro de realizar esta acción?').waitFor();
  await confirmar.getByRole('button', { name: 'Aceptar' }).click();
}

export async function cerrarAviso(page: Page, texto: string | RegExp) {
  const aviso = page.getByRole('alertdialog', { name: 'Aviso' });
  await aviso.getByText(texto).waitFor();
  await aviso.getByRole('button', { name: 'Aceptar' }).click();
  await aviso.waitFor({ state: 'detached' });
}

/** The login form of the journey's site, filled and sent: `const entrarCon = entrarEn(e2e)`. */
export const entrarEn = (e2e: Recorrido) => async (page: Page, usuario: string, contrasena: string) => {
  await page.goto(`${e2e.sitio.url}/login`);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(contrasena);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

export async function cambiarContrasena(page: Page, actual: string, nueva: string) {
  await page.getByLabel('Contraseña actual').fill(actual);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
  await page.getByLabel('Repita la nueva contraseña').fill(nueva);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

/**
 * An admin registered by the super admin (`campos`: registrarUsuario's beside rol 'a'), signed in on a
 * fresh page with the issued password, changed to `contrasena`: she is on her panel.
 */
export async function adminNueva(e2e: Recorrido, campos: Record<string, string>, contrasena: string): Promise<Page> {
  const jefa = await e2e.comoRol('s');
  const alta = await llamarDesdePagina(jefa, { funcion: 'registrarUsuario', rol: 'a', ...campos });
  expect(alta.body).toMatchObject({ codigo: 1 });
  await jefa.context().close();
  const page = await e2e.pagina();
  await entrarEn(e2e)(page, String(alta.body.usuario), String(alta.body.contrasena));
  await page.waitForURL(`${e2e.sitio.url}/cambiar_contrasena`);
  await cambiarContrasena(page, String(alta.body.contrasena), contrasena);
  await page.waitForURL(`${e2e.sitio.url}/panel_admin`);
  return page;
}
