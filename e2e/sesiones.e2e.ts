// Open sessions in Chromium: the same admin logged in from two browsers (two contexts, two cookies);
// the account page of the first lists both sessions (this one first, marked "Esta sesión"),
// "Cerrar las demás" asks, ends the other and refreshes the list; the second browser's next
// navigation lands on the login with the app's usual message; the first keeps working.
// axe on the account page, screenshots at 1280 and 390 px (two sessions, the confirm, one session).
import type { Page } from 'playwright-core';
import { capturar, prepararRecorrido, revisarAxe, avisoExito } from './arnes';

const e2e = prepararRecorrido();

async function cerrarAviso(page: Page, texto: string | RegExp) {
  const aviso = page.getByRole('alertdialog', { name: 'Aviso' });
  await aviso.getByText(texto).waitFor();
  await aviso.getByRole('button', { name: 'Aceptar' }).click();
  await aviso.waitFor({ state: 'detached' });
}

test('two sessions of one admin: the account page lists both and "Cerrar las demás" ends the other', async () => {
  const primera = await e2e.comoRol('a');
  const segunda = await e2e.comoRol('a', 390);
  const url = e2e.sitio.url;

  await primera.goto(`${url}/cambiar_contrasena`);
  const seccion = primera.getByRole('region', { name: 'Sesiones abiertas' });
  const filas = seccion.getByRole('listitem');
  await filas.nth(1).waitFor();
  expect(await filas.count()).toBe(2);
  // this session first and marked; both read as a browser on a system, from 127.0.0.1, just now
  const textos = await filas.allInnerTexts();
  expect(textos[0]).toContain('Esta sesión');
  expect(textos[1]).not.toContain('Esta sesión');
  for (const t of textos) {
    expect(t).toMatch(/^Chrome en Linux/);
    expect(t).toContain('127.0.0.1');
    expect(t).toContain('hace menos de un minuto');
  }
  await revisarAxe(primera, 'cambiar_contrasena (dos sesiones)');
  await capturar(primera, 'cuenta-sesiones-dos');

  // asks first: the confirm names what happens
  await seccion.getByRole('button', { name: 'Cerrar las demás' }).click();
  const confirmar = primera.getByRole('alertdialog', { name: 'Confirmar acción' });
  await confirmar.getByText('¿Cerrar la otra sesión abierta?', { exact: false }).waitFor();
  await revisarAxe(primera, 'cambiar_contrasena (confirmación)');
  await capturar(primera, 'cuenta-sesiones-confirmar');
  await confirmar.getByRole('button', { name: 'Cerrar las demás' }).click();
  await avisoExito(primera, 'Se cerró 1 sesión más.');
  // the list is fetched again: this session only, no button
  await primera.waitForFunction(() => document.querySelectorAll('#sesiones-abiertas-titulo ~ ul > li').length === 1);
  expect(await seccion.getByRole('button', { name: 'Cerrar las demás' }).count()).toBe(0);
  await revisarAxe(primera, 'cambiar_contrasena (una sesión)');
  await capturar(primera, 'cuenta-sesiones-una');

  // the other browser's next navigation: its session ended on the server, so the login, with the usual message
  await segunda.goto(`${url}/panel_admin/alumnos`);
  await segunda.waitForURL(`${url}/login`);
  await cerrarAviso(segunda, 'Su sesión terminó. Inicie sesión de nuevo para continuar.');

  // the first one still works: a reload lists its own session
  await primera.reload();
  await seccion.getByText('Esta sesión').waitFor();
  expect(await filas.count()).toBe(1);

  await segunda.context().close();
  await primera.context().close();
});

test("a student's account page lists its one session, with no button, beside the password card", async () => {
  const alumno = await e2e.comoRol('e');
  await alumno.goto(`${e2e.sitio.url}/cambiar_contrasena`);
  const seccion = alumno.getByRole('region', { name: 'Sesiones abiertas' });
  await seccion.getByText('Esta sesión').waitFor();
  expect(await seccion.getByRole('listitem').count()).toBe(1);
  expect(await seccion.getByRole('button', { name: 'Cerrar las demás' }).count()).toBe(0);
  // no second-factor card for students: at 1280 px the two cards share a row
  const [contrasena, sesiones] = await Promise.all([alumno.locator('form.cuenta__tarjeta').boundingBox(), seccion.boundingBox()]);
  expect(Math.abs((contrasena?.y ?? 0) - (sesiones?.y ?? 1))).toBeLessThan(2);
  await revisarAxe(alumno, 'cambiar_contrasena (alumno)');
  await capturar(alumno, 'cuenta-sesiones-alumno');
  await alumno.context().close();
});
