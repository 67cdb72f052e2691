// Shared by the accounts journeys (usuarios.e2e.ts, usuariosAdmins.e2e.ts): the confirm and notice
// dialogs, the login form, the password change form.
import type { Page } from 'playwright-core';
import type { Recorrido } from './arnes';

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
