// Nothing is lost, the drafts, in Chromium against the real server: a half-written project with ten
// photos surviving a reload and an expired session (IndexedDB), leaving a changed form asks, a QA
// replay of the stored draft in a fresh browser context, and a shared lab computer's "Cerrar sesión"
// warning about the drafts. axe on every new screen; screenshots at 1280 and 390 px.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { capturar, cierreDeSesion, hastaQue, prepararRecorrido, revisarAxe } from './arnes';
import { pngDemo } from '@server/semillas/imagenDemo';
import { describirImagenes } from './formularios';

const e2e = prepararRecorrido();

const png = (nombre: string, semilla: number) => ({ name: nombre, mimeType: 'image/png', buffer: pngDemo(semilla, 640, 480) });

/** What localforage keeps in IndexedDB for the drafts (database "sitio", store "borradores"). */
const leerBorradores = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const abrir = indexedDB.open('sitio');
        abrir.onerror = () => reject(new Error('no abre'));
        abrir.onsuccess = () => {
          const db = abrir.result;
          if (!db.objectStoreNames.contains('borradores')) return resolve(null);
          const get = db.transaction('borradores').objectStore('borradores').get('persist:borradores');
          get.onsuccess = () => resolve((get.result as string | undefined) ?? null);
        };
      }),
  );

test('a half-written project with ten photos survives a reload and an expired session; leaving asks; QA replay', async () => {
  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
  await admin.getByLabel('Nombre del proyecto').fill('Mapa del Campus');
  await admin.getByLabel('Descripción').fill('Rutas accesibles entre edificios.');
  await admin.getByLabel('Cuatrimestre').selectOption('3');
  await admin.getByLabel('Agregar imágenes').setInputFiles(Array.from({ length: 10 }, (_, i) => png(`foto${i + 1}.png`, 40 + i)));
  await admin.getByRole('img', { name: 'Imagen 10 (vista previa)' }).waitFor();
  await describirImagenes(admin, ...Array.from({ length: 10 }, (_, i) => `Vista ${i + 1} del mapa del campus`));
  await admin.getByRole('textbox', { name: 'Miembro 1' }).fill('Iván Soto');
  // written to IndexedDB (throttled to twice a second)
  expect(
    await hastaQue(
      () => leerBorradores(admin),
      (b) => b?.includes('Iván Soto') === true,
    ),
  ).toContain('Iván Soto');
  const guardado = (await leerBorradores(admin))!;
  expect(guardado.match(/data:image\//g)).toHaveLength(10); // the ten photos themselves, as data URLs

  // leaving through a link asks first ("Cancelar" does not: it is the explicit way to drop them)
  await admin.getByRole('link', { name: '← Proyectos' }).click();
  const salir = admin.getByRole('alertdialog', { name: 'Cambios sin guardar' });
  await salir.waitFor();
  await revisarAxe(admin, 'salir de un formulario con cambios');
  await capturar(admin, 'salir-sin-guardar');
  await salir.getByRole('button', { name: 'Seguir editando' }).click();
  await salir.waitFor({ state: 'detached' });
  expect(admin.url()).toBe(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);

  // a reload: everything is back, with the notice
  await admin.reload();
  await admin.getByText(/Se recuperó un borrador sin guardar del/).waitFor();
  expect(await admin.getByLabel('Nombre del proyecto').inputValue()).toBe('Mapa del Campus');
  expect(await admin.getByLabel('Descripción').inputValue()).toBe('Rutas accesibles entre edificios.');
  expect(await admin.getByLabel('Cuatrimestre').inputValue()).toBe('3');
  await admin.getByRole('img', { name: 'Imagen 10 (vista previa)' }).waitFor();
  expect(await admin.getByRole('textbox', { name: 'Miembro 1' }).inputValue()).toBe('Iván Soto');
  await revisarAxe(admin, 'borrador recuperado');
  await capturar(admin, 'borrador-recuperado');

  // QA replay: the stored draft imported into a fresh context shows the same form
  const otra = await e2e.comoRol('a');
  await otra.evaluate(
    (valor) =>
      new Promise<void>((resolve, reject) => {
        const abrir = indexedDB.open('sitio', 1);
        abrir.onupgradeneeded = () => abrir.result.createObjectStore('borradores');
        abrir.onerror = () => reject(new Error('no abre'));
        abrir.onsuccess = () => {
          const tx = abrir.result.transaction('borradores', 'readwrite');
          tx.objectStore('borradores').put(valor, 'persist:borradores');
          tx.oncomplete = () => {
            abrir.result.close();
            resolve();
          };
        };
      }),
    guardado,
  );
  await otra.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
  await otra.getByText(/Se recuperó un borrador sin guardar del/).waitFor();
  expect(await otra.getByLabel('Nombre del proyecto').inputValue()).toBe('Mapa del Campus');
  await otra.getByRole('img', { name: 'Imagen 10 (vista previa)' }).waitFor();
  await otra.context().close();

  // the session expires mid-form: the save is refused, login, and the draft is still there
  const db = new Database(e2e.sitio.databasePath);
  db.prepare('UPDATE sesiones SET expira = 0').run();
  db.close();
  // /login ends the session here and on the server (its cerrarSesion answer clears the cookie: it must come before the new login's)
  const cerrada = cierreDeSesion(admin);
  await admin.getByRole('button', { name: 'Registrar proyecto' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/login`);
  await cerrada;
  const fin = admin.getByRole('alertdialog', { name: 'Aviso' });
  await fin.getByText(/Su sesión (terminó|no está activa)/).waitFor();
  await fin.getByRole('button', { name: 'Aceptar' }).click();
  await admin.getByLabel('Usuario').fill('admin');
  await admin.getByLabel('Contraseña').fill('Admin#2026');
  await admin.getByRole('button', { name: 'Entrar' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin`);
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
  await admin.getByText(/Se recuperó un borrador sin guardar del/).waitFor();
  expect(await admin.getByLabel('Nombre del proyecto').inputValue()).toBe('Mapa del Campus');
  await admin.getByRole('img', { name: 'Imagen 10 (vista previa)' }).waitFor();

  // saved: the draft is gone, here and in IndexedDB
  await admin.getByRole('button', { name: 'Registrar proyecto' }).click();
  await admin.getByRole('status').getByText('Proyecto registrado correctamente.').waitFor();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
  expect(
    await hastaQue(
      () => leerBorradores(admin),
      (b) => b?.includes('Mapa del Campus') === false,
    ),
  ).not.toContain('Mapa del Campus');
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
  expect(await admin.getByLabel('Nombre del proyecto').inputValue()).toBe('');
  expect(await admin.getByText(/Se recuperó un borrador/).count()).toBe(0);
});

test('a shared lab computer: "Cerrar sesión" warns about the drafts, "Seguir editando" keeps them, and leaving removes them from IndexedDB', async () => {
  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
  await admin.getByLabel('Nombre del proyecto').fill('Laboratorio compartido');
  await admin.getByRole('textbox', { name: 'Miembro 1' }).fill('Rocío Téllez');
  expect(
    await hastaQue(
      () => leerBorradores(admin),
      (b) => b?.includes('Rocío Téllez') === true,
    ),
  ).toContain('Rocío Téllez');

  const aviso = 'Tiene borradores sin guardar en este equipo. Si cierra la sesión, se borrarán de este equipo.';
  const dialogo = admin.getByRole('alertdialog').filter({ hasText: aviso });
  const cerrar = async () => {
    await admin.getByRole('button', { name: 'Más ▾' }).click();
    await admin.getByRole('link', { name: 'Cerrar sesión' }).click();
  };
  await cerrar();
  await dialogo.waitFor();
  await revisarAxe(admin, 'cerrar sesión con borradores');
  await capturar(admin, 'cerrar-sesion-con-borradores');
  await dialogo.getByRole('button', { name: 'Seguir editando' }).click();
  await dialogo.waitFor({ state: 'detached' });
  expect(await admin.getByLabel('Nombre del proyecto').inputValue()).toBe('Laboratorio compartido');
  expect(await leerBorradores(admin)).toContain('Rocío Téllez');

  await cerrar();
  const cerrada = cierreDeSesion(admin);
  await dialogo.getByRole('button', { name: 'Cerrar sesión y borrar' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/login`);
  await cerrada;
  expect(
    (await hastaQue(
      () => leerBorradores(admin),
      (b) => b?.includes('Rocío Téllez') !== true,
    )) ?? '',
  ).not.toContain('Rocío Téllez');
  expect(await admin.evaluate(() => JSON.stringify(localStorage))).not.toContain('Rocío Téllez');

  // the next person at that computer (here the same admin again) finds an empty form
  await admin.getByLabel('Usuario').fill('admin');
  await admin.getByLabel('Contraseña').fill('Admin#2026');
  await admin.getByRole('button', { name: 'Entrar' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin`);
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
  expect(await admin.getByLabel('Nombre del proyecto').inputValue()).toBe('');
  expect(await admin.getByText(/Se recuperó un borrador/).count()).toBe(0);
  await admin.context().close();
});
