// Nothing is lost, in Chromium against the real server: "Deshacer" within its window, deactivate →
// "Dados de baja" → "Reactivar" → public again, the super admin's bitácora showing both by the
// admin's name, a half-written project with ten photos surviving a reload and an expired session
// (IndexedDB), leaving a changed form asks, and a QA replay of the stored draft in a fresh
// browser context. axe on every new screen; screenshots at 1280 and 390 px.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { avisoExito, capturar, cierreDeSesion, hastaQue, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { dataUrlDemo, pngDemo } from '@server/db/semillas/imagenDemo';

const e2e = prepararRecorrido();

const png = (nombre: string, semilla: number) => ({ name: nombre, mimeType: 'image/png', buffer: pngDemo(semilla, 640, 480) });

async function confirmar(page: Page, nombre?: string) {
  const d = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await d.getByText('¿Está seguro de realizar esta acción?').waitFor();
  // docs/SPEC.md's question, then the name of what it applies to
  if (nombre) await d.getByText(nombre, { exact: true }).waitFor();
  await d.getByRole('button', { name: 'Aceptar' }).click();
}

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
});

test('a half-written project with ten photos survives a reload and an expired session; leaving asks; QA replay', async () => {
  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes/registrar_proyecto`);
  await admin.getByLabel('Nombre del proyecto').fill('Mapa del Campus');
  await admin.getByLabel('Descripción').fill('Rutas accesibles entre edificios.');
  await admin.getByLabel('Cuatrimestre').selectOption('3');
  await admin.getByLabel('Agregar imágenes').setInputFiles(Array.from({ length: 10 }, (_, i) => png(`foto${i + 1}.png`, 40 + i)));
  await admin.getByRole('img', { name: 'Imagen 10 (vista previa)' }).waitFor();
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
