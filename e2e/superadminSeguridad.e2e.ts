// The super admin's second-factor and security screens in Chromium: "2FA obligatorio"
// for admins turned on with grace days (read back after a reload), an admin's factor reset after a
// confirmation (the admin enrolled one first, as from its phone; its session ends), and a failed
// login made beforehand found in the bitácora's "Eventos de seguridad", filtered by kind. axe and
// screenshots at 1280 and 390 px on each new screen.
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { CUENTAS, capturar, hastaQue, llamarDesdePagina, prepararRecorrido, revisarAxe, avisoExito } from './arnes';

const e2e = prepararRecorrido();

/** True when the browser's IndexedDB holds a draft of the 2FA settings form (the kit's drafts). */
function borradorGuardado(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const abrir = indexedDB.open('sitio');
        abrir.onerror = () => resolve(false);
        abrir.onsuccess = () => {
          const db = abrir.result;
          if (!db.objectStoreNames.contains('borradores')) return resolve(false);
          const todo = db.transaction('borradores').objectStore('borradores').getAll();
          todo.onsuccess = () => resolve(JSON.stringify(todo.result).includes(':dosPasos:'));
          todo.onerror = () => resolve(false);
        };
      }),
  );
}

async function cerrarAviso(page: Page, texto: string | RegExp) {
  const aviso = page.getByRole('alertdialog', { name: 'Aviso' });
  await aviso.getByText(texto).waitFor();
  await aviso.getByRole('button', { name: 'Aceptar' }).click();
  await aviso.waitFor({ state: 'detached' });
}

test('the super admin requires 2FA of admins, resets an admin’s factor and finds a failed login', async () => {
  // beforehand: somebody tries a login name that does not exist
  const intruso = await e2e.pagina();
  await intruso.goto(`${e2e.sitio.url}/login`);
  await intruso.getByLabel('Usuario').fill('intruso');
  await intruso.getByLabel('Contraseña').fill('no-es-la-contrasena');
  await intruso.getByRole('button', { name: 'Entrar' }).click();
  await cerrarAviso(intruso, 'Usuario o contraseña incorrectos.');

  // the admin (Carlos Méndez Ortiz) turns its second factor on, as its phone app would
  const admin = await e2e.comoRol('a');
  // enrolling from a session asks the account's password (issue 33)
  const inscripcion = await llamarDesdePagina(admin, { funcion: 'inscribirDosPasos', contrasena: CUENTAS.a.contrasena });
  expect(inscripcion.body.codigo).toBe(1);
  const codigo = generateSync({ secret: String(inscripcion.body.secreto) });
  const activacion = await llamarDesdePagina(admin, { funcion: 'confirmarDosPasos', codigo });
  expect(activacion.body).toMatchObject({ codigo: 1 });

  // "2FA obligatorio" with 7 days of grace, read back after a reload
  const jefa = await e2e.comoRol('s');
  await jefa.getByRole('link', { name: 'Verificación en dos pasos' }).click();
  await jefa.waitForURL(`${e2e.sitio.url}/panel_superadmin/verificacion_dos_pasos`);
  const casilla = jefa.getByRole('checkbox', { name: '2FA obligatorio para administradores' });
  await expect(casilla.isChecked()).resolves.toBe(false);
  await revisarAxe(jefa, '/panel_superadmin/verificacion_dos_pasos');
  await casilla.check();
  const dias = jefa.getByLabel('Días de gracia');
  await dias.fill('200');
  await jefa.getByRole('button', { name: 'Guardar ajustes' }).click();
  await jefa.getByText('Los días de gracia van de 0 a 90.').waitFor();
  await dias.fill('7');
  await jefa.getByRole('button', { name: 'Guardar ajustes' }).click();
  await jefa.getByText('Verificación en dos pasos obligatoria para los administradores (7 días de gracia).').waitFor();
  // saved: the kit removes the draft from IndexedDB on the persistoid's next tick (throttle 500 ms);
  // a reload before that tick offered the saved values back once as "Se recuperó un borrador…"
  // (reported, not fixed here: no test could make that race fail every time), so wait for it
  expect(
    await hastaQue(
      () => borradorGuardado(jefa),
      (hay) => !hay,
      3000,
    ),
  ).toBe(false);
  await jefa.waitForURL(`${e2e.sitio.url}/panel_superadmin`);
  await jefa.goto(`${e2e.sitio.url}/panel_superadmin/verificacion_dos_pasos`);
  await jefa.reload();
  await jefa.getByText('Guardar ajustes').waitFor();
  await expect(jefa.getByText(/Se recuperó un borrador/).count()).resolves.toBe(0);
  await expect(jefa.getByRole('checkbox', { name: '2FA obligatorio para administradores' }).isChecked()).resolves.toBe(true);
  await expect(jefa.getByLabel('Días de gracia').inputValue()).resolves.toBe('7');
  await jefa.getByText(/con 7 días de gracia \(pueden posponerla hasta el/).waitFor();
  await revisarAxe(jefa, '/panel_superadmin/verificacion_dos_pasos (obligatoria)');
  await capturar(jefa, 'superadmin-dos-pasos');

  // the admin lost its phone: the super admin resets its factor, after confirming
  await jefa.getByRole('link', { name: 'Usuarios administradores' }).click();
  await jefa.waitForURL(`${e2e.sitio.url}/panel_superadmin`);
  await jefa.getByRole('button', { name: 'Restablecer la verificación en dos pasos de Carlos Méndez Ortiz' }).click();
  const confirmar = jefa.getByRole('alertdialog', { name: 'Confirmar acción' });
  await confirmar.getByText(/¿Restablecer la verificación en dos pasos de Carlos Méndez Ortiz\?/).waitFor();
  await revisarAxe(jefa, 'confirmación de restablecer');
  await capturar(jefa, 'superadmin-restablecer-dos-pasos');
  await confirmar.getByRole('button', { name: 'Restablecer' }).click();
  await avisoExito(jefa, 'Se restableció la verificación en dos pasos de Carlos Méndez Ortiz. Deberá activarla de nuevo.');
  // its sessions ended with it, and its factor is gone (a second reset has nothing to remove)
  await admin.goto(`${e2e.sitio.url}/panel_admin/alumnos`);
  await admin.waitForURL(`${e2e.sitio.url}/login`);
  await jefa.getByRole('button', { name: 'Restablecer la verificación en dos pasos de Carlos Méndez Ortiz' }).click();
  await confirmar.getByRole('button', { name: 'Restablecer' }).click();
  await cerrarAviso(jefa, 'La verificación en dos pasos no está activa en esta cuenta.');
  await revisarAxe(jefa, '/panel_superadmin');
  await capturar(jefa, 'superadmin-lista-dos-pasos');

  // the failed login and the reset, in "Eventos de seguridad"
  await jefa.getByRole('link', { name: 'Bitácora' }).click();
  await jefa.waitForURL(`${e2e.sitio.url}/panel_superadmin/bitacora`);
  await jefa.getByRole('link', { name: 'Eventos de seguridad' }).click();
  await jefa.waitForURL(/vista=seguridad/);
  const tabla = jefa.getByRole('table', { name: /Eventos de seguridad/ });
  await tabla.getByRole('row').filter({ hasText: 'Verificación en dos pasos restablecida por el super administrador' }).first().waitFor();
  await revisarAxe(jefa, '/panel_superadmin/bitacora?vista=seguridad');
  await capturar(jefa, 'bitacora-seguridad');
  await jefa.getByLabel('Tipo de evento').selectOption({ label: 'Inicio de sesión fallido' });
  await jefa.waitForURL(/evento=inicio_fallido/);
  await jefa.getByText('1 evento', { exact: true }).waitFor();
  const fallido = tabla.getByRole('row').filter({ hasText: 'intruso' });
  await fallido.waitFor();
  const texto = await fallido.innerText();
  expect(texto).toContain('Inicio de sesión fallido');
  expect(texto).toContain('Usuario inexistente.');
  expect(texto).toContain('Iniciar sesión');
  expect(texto).not.toContain('iniciarSesion');
  expect(texto).toMatch(/127\.0\.0\.1/);
  await expect(tabla.getByRole('row').count()).resolves.toBe(2); // the header and the one failed login
});
