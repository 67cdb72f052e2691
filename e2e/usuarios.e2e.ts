// Accounts journeys in Chromium: an admin imports 30 students from a CSV (preview with bad and
// duplicate rows), searches 'jose' and finds 'José', resets a password → the student logs in with
// the matricula, is asked for a new password, then reaches the panel; bulk deactivation; the super
// admin adds an admin → it logs in with the shown password → deactivated, its session ends.
// /regest and /acerca_de too; axe and screenshots at 1280 and 390 px on every page.
import type { Page } from 'playwright-core';
import { capturar, prepararRecorrido, revisarAxe, avisoExito } from './arnes';

const e2e = prepararRecorrido();

const NOMBRES = [
  'José Ramírez Ortega',
  'María Fernanda López Ruiz',
  'Luis Ángel Pérez Soto',
  'Sofía Núñez Castillo',
  'Diego Hernández Vega',
  'Valeria Gómez Peña',
  'Jorge Iván Díaz Mora',
  'Camila Torres Ávila',
  'Emiliano Cruz Ibarra',
  'Regina Flores Salas',
  'Santiago Reyes Luna',
  'Ximena Morales Cano',
  'Mateo Jiménez Ríos',
  'Renata Vázquez Ochoa',
  'Sebastián Castro León',
  'Natalia Ortiz Campos',
  'Leonardo Ruiz Medina',
  'Fernanda Aguilar Solís',
  'Daniel Mendoza Rojas',
  'Paola Guerrero Nava',
  'Joséluis Romero Pineda',
  'Andrea Herrera Miranda',
  'Gael Domínguez Fuentes',
  'Mariana Silva Bravo',
  'Iker Navarro Cortés',
  'Ana Paula Ríos Zamora',
  'Rodrigo Estrada Vera',
  'Lucía Carrillo Ponce',
  'Adrián Sandoval Lara',
  'Julieta Peña Montes',
];
const matricula = (i: number) => `2026${String(i + 1).padStart(4, '0')}`;

/** Excel-style CSV: BOM, `;`, CRLF, a header, 30 good rows, one bad and one repeated. */
function csvAlumnos(): Buffer {
  const filas = [
    'Nombre del alumno;Matrícula',
    ...NOMBRES.map((n, i) => `${n};${matricula(i)}`),
    'Sin Matrícula;',
    `"Repetido; Otra Vez";${matricula(0)}`,
  ];
  return Buffer.from('\uFEFF' + filas.join('\r\n') + '\r\n', 'utf8');
}

async function aceptarConfirmacion(page: Page) {
  const confirmar = page.getByRole('alertdialog', { name: 'Confirmar acción' });
  await confirmar.getByText('¿Está seguro de realizar esta acción?').waitFor();
  await confirmar.getByRole('button', { name: 'Aceptar' }).click();
}

async function cerrarAviso(page: Page, texto: string | RegExp) {
  const aviso = page.getByRole('alertdialog', { name: 'Aviso' });
  await aviso.getByText(texto).waitFor();
  await aviso.getByRole('button', { name: 'Aceptar' }).click();
  await aviso.waitFor({ state: 'detached' });
}

async function entrarCon(page: Page, usuario: string, contrasena: string) {
  await page.goto(`${e2e.sitio.url}/login`);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(contrasena);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function cambiarContrasena(page: Page, actual: string, nueva: string) {
  await page.getByLabel('Contraseña actual').fill(actual);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
  await page.getByLabel('Repita la nueva contraseña').fill(nueva);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

test('an admin imports 30 students, finds José, resets a password; the student must choose a new one', async () => {
  const admin = await e2e.comoRol('a');
  await admin.getByRole('link', { name: /^Alumnos/ }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/alumnos`);
  await admin.getByText('1 alumno', { exact: true }).waitFor();
  await revisarAxe(admin, '/panel_admin/alumnos');

  // import: the preview marks the bad and the repeated rows, nothing is saved yet
  await admin.getByRole('link', { name: 'Importar desde CSV' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Importar alumnos' }).waitFor();
  await admin.getByLabel('Archivo CSV de alumnos').setInputFiles({ name: 'alumnos-2026.csv', mimeType: 'text/csv', buffer: csvAlumnos() });
  await admin.getByText('✔ 30 filas listas').waitFor();
  await admin.getByText('✖ 2 con problemas (no se importarán)').waitFor();
  await admin.getByRole('cell', { name: 'Se necesita la matrícula del alumno.' }).waitFor();
  await admin.getByRole('cell', { name: 'Matrícula repetida en el archivo (fila 2).' }).waitFor();
  await admin.getByRole('cell', { name: 'José Ramírez Ortega' }).waitFor();
  await revisarAxe(admin, 'vista previa de la importación');
  await capturar(admin, 'alumnos-importar');
  await admin.getByRole('button', { name: 'Importar 30 alumnos' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/alumnos`);
  await admin.getByText('Se importaron 30 alumnos.').waitFor();
  await admin.getByText('31 alumnos').waitFor();
  await capturar(admin, 'alumnos-lista');

  // a second import of the same file finds every row already registered
  await admin.goto(`${e2e.sitio.url}/panel_admin/alumnos/importar_alumnos`);
  await admin.getByLabel('Archivo CSV de alumnos').setInputFiles({ name: 'alumnos-2026.csv', mimeType: 'text/csv', buffer: csvAlumnos() });
  await admin.getByText('✔ 0 filas listas').waitFor();
  await admin
    .getByRole('cell', { name: `Ya existe un alumno con la matrícula ${matricula(0)}.` })
    .first()
    .waitFor();
  expect(await admin.getByRole('button', { name: 'Importar 0 alumnos' }).isDisabled()).toBe(true);

  // search without the accent
  await admin.goto(`${e2e.sitio.url}/panel_admin/alumnos`);
  await admin.getByRole('searchbox', { name: 'Buscar alumno por nombre o matrícula' }).fill('jose');
  await admin.getByRole('rowheader', { name: 'José Ramírez Ortega' }).waitFor();
  await admin.waitForURL(/[?&]q=jose$/); // written once typing pauses
  expect(await admin.getByRole('rowheader').count()).toBe(2); // José and Joséluis
  await revisarAxe(admin, 'búsqueda de alumnos');
  await capturar(admin, 'alumnos-busqueda');
  // who is still on the initial password: marked in the row, and a filter
  const iniciales = admin.getByRole('checkbox', { name: /^Solo quienes siguen con la contraseña inicial \(\d+\)$/ });
  await iniciales.check();
  await admin.getByRole('rowheader', { name: 'José Ramírez Ortega' }).getByText('Contraseña inicial').waitFor();
  await revisarAxe(admin, 'alumnos con contraseña inicial');
  await capturar(admin, 'alumnos-contrasena-inicial');
  await iniciales.uncheck();

  // the student changes the initial password once…
  const alumno = await e2e.pagina();
  await entrarCon(alumno, matricula(0), matricula(0));
  await alumno.waitForURL(`${e2e.sitio.url}/cambiar_contrasena`);
  await alumno.getByText('Está usando su contraseña inicial.', { exact: false }).waitFor();
  await revisarAxe(alumno, '/cambiar_contrasena');
  await capturar(alumno, 'cambiar-contrasena');
  await alumno.goto(`${e2e.sitio.url}/panel_alumno`); // the guard keeps them here
  await alumno.waitForURL(`${e2e.sitio.url}/cambiar_contrasena`);
  await cambiarContrasena(alumno, matricula(0), 'Primera#Clave1');
  await alumno.waitForURL(`${e2e.sitio.url}/panel_alumno`);

  // …the admin resets it after confirmation…
  await admin.getByRole('button', { name: 'Reestablecer la contraseña de José Ramírez Ortega' }).click();
  await aceptarConfirmacion(admin);
  await cerrarAviso(admin, `Contraseña reestablecida: ahora es la matrícula (${matricula(0)}). Se le pedirá cambiarla al entrar.`);

  // …so the old password fails, the matricula works and a new password is required again
  await entrarCon(alumno, matricula(0), 'Primera#Clave1');
  await cerrarAviso(alumno, 'Usuario o contraseña incorrectos.');
  await entrarCon(alumno, matricula(0), matricula(0));
  await alumno.waitForURL(`${e2e.sitio.url}/cambiar_contrasena`);
  await cambiarContrasena(alumno, matricula(0), matricula(0));
  await alumno.getByText('La nueva contraseña debe ser distinta de la actual.').waitFor();
  await cambiarContrasena(alumno, matricula(0), 'Segunda#Clave2');
  await alumno.waitForURL(`${e2e.sitio.url}/panel_alumno`);
  await alumno.getByRole('heading', { name: 'Panel del alumno' }).waitFor();
  await alumno.context().close();

  // several students deactivated in one confirmed action
  await admin.getByRole('searchbox', { name: 'Buscar alumno por nombre o matrícula' }).fill('');
  await admin.getByRole('checkbox', { name: 'Seleccionar a Adrián Sandoval Lara' }).check();
  await admin.getByRole('checkbox', { name: 'Seleccionar a Ana Paula Ríos Zamora' }).check();
  await admin.getByText('2 seleccionados').waitFor();
  await admin.getByRole('button', { name: 'Dar de baja seleccionados' }).click();
  await aceptarConfirmacion(admin);
  await avisoExito(admin, '2 alumnos dados de baja.');
  await admin.getByText('29 alumnos').waitFor();
  expect(await admin.getByRole('rowheader', { name: 'Adrián Sandoval Lara' }).count()).toBe(0);
  await admin.context().close();
});

test('an admin adds and edits a student; a duplicate matricula is refused; /regest sends nothing', async () => {
  const page = await e2e.comoRol('a');
  await page.goto(`${e2e.sitio.url}/panel_admin/alumnos/agregar_alumno`);
  await page.getByRole('button', { name: 'Registrar alumno' }).click();
  await page.getByText('Se necesita el nombre del alumno.').waitFor();
  await revisarAxe(page, 'agregar_alumno con errores');
  await capturar(page, 'agregar-alumno');
  await page.getByLabel('Nombre completo del alumno').fill('Ana Lucía Duplicada');
  await page.getByLabel('Matrícula').fill('20231001');
  await page.getByRole('button', { name: 'Registrar alumno' }).click();
  await cerrarAviso(page, 'Ya existe un alumno con la matrícula 20231001.');
  expect(await page.getByLabel('Nombre completo del alumno').inputValue()).toBe('Ana Lucía Duplicada');
  await page.getByLabel('Matrícula').fill('20279999');
  await page.getByRole('button', { name: 'Registrar alumno' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/alumnos`);
  await page.getByRole('link', { name: 'Editar a Ana Lucía Duplicada' }).click();
  await page.waitForURL(/editar_alumno\/\d+$/);
  expect(await page.getByLabel('Matrícula', { exact: true }).inputValue()).toBe('20279999');
  await revisarAxe(page, 'editar_alumno');
  await page.getByLabel('Nombre completo del alumno').fill('Ana Lucía Corregida');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin/alumnos`);
  await page.getByRole('rowheader', { name: 'Ana Lucía Corregida' }).waitFor();

  await page.goto(`${e2e.sitio.url}/regest`);
  await page.getByRole('heading', { level: 1, name: 'Registro de estudiantes' }).waitFor();
  await revisarAxe(page, '/regest');
  await capturar(page, 'regest');
  let llamadas = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api.php')) llamadas++;
  });
  await page.getByLabel('Nombre(s)').fill('Ana');
  await page.getByRole('button', { name: 'Registrar (no disponible)' }).click();
  await cerrarAviso(page, /no envía ni guarda ningún dato/);
  expect(llamadas).toBe(0);
  await page.context().close();
});

test('the super admin adds an admin who logs in with the shown password; deactivated, its session ends', async () => {
  const jefa = await e2e.comoRol('s');
  await jefa.getByRole('heading', { level: 1, name: 'Usuarios administradores' }).waitFor();
  await jefa.getByText('Usuario: admin').waitFor();
  await revisarAxe(jefa, '/panel_superadmin');
  await capturar(jefa, 'superadmin-lista');
  await jefa.getByRole('link', { name: 'Agregar usuario' }).click();
  await jefa.getByRole('button', { name: 'Registrar usuario' }).click();
  await jefa.getByText('Se necesita el apellido paterno.').waitFor();
  await jefa.getByLabel('Nombre(s)').fill('Mónica Isabel');
  await jefa.getByLabel('Apellido paterno').fill('Ibáñez');
  await jefa.getByRole('button', { name: 'Registrar usuario' }).click();
  await jefa.getByRole('heading', { name: 'Cuenta creada' }).waitFor();
  const usuario = (await jefa.getByTestId('usuario-nuevo').textContent())!.trim();
  const contrasena = (await jefa.getByTestId('contrasena-nueva').textContent())!.trim();
  expect(usuario).toBe('monica.ibanez');
  expect(contrasena).toMatch(/^[A-Za-z0-9]{12}$/);
  await revisarAxe(jefa, 'cuenta creada');
  await capturar(jefa, 'superadmin-cuenta-creada');

  // the new admin logs in with the shown password, must change it, then reaches the panel
  const nueva = await e2e.pagina();
  await entrarCon(nueva, usuario, contrasena);
  await nueva.waitForURL(`${e2e.sitio.url}/cambiar_contrasena`);
  await cambiarContrasena(nueva, contrasena, 'Monica#Admin2026');
  await nueva.waitForURL(`${e2e.sitio.url}/panel_admin`);
  await nueva.getByRole('heading', { name: 'Panel de administración' }).waitFor();
  // the rotated session works for admin calls
  await nueva.getByRole('link', { name: /^Alumnos/ }).click();
  await nueva.getByRole('rowheader', { name: 'Ana Lucía Hernández Ruiz' }).waitFor();
  await nueva.getByRole('link', { name: 'Panel', exact: true }).click();
  await nueva.waitForURL(`${e2e.sitio.url}/panel_admin`);

  // the super admin edits, then deactivates it after confirmation
  await jefa.getByRole('link', { name: 'Volver a la lista' }).click();
  await jefa.getByRole('link', { name: 'Editar a Mónica Isabel Ibáñez' }).click();
  await jefa.getByLabel('Apellido materno (opcional)').fill('Rosales');
  await revisarAxe(jefa, 'editar_usuario');
  await jefa.getByRole('button', { name: 'Guardar cambios' }).click();
  await jefa.waitForURL(`${e2e.sitio.url}/panel_superadmin`);
  await jefa.getByRole('searchbox', { name: 'Buscar usuario por nombre' }).fill('ibanez');
  await jefa.getByRole('button', { name: 'Dar de Baja a Mónica Isabel Ibáñez Rosales' }).click();
  await aceptarConfirmacion(jefa);
  await jefa.getByRole('status').getByText('Usuario dado de baja.').waitFor();
  await jefa.getByText('Ningún usuario encontrado.').waitFor();

  // its open session ended on the server: its next call (a reload of the list) sends it to /login
  await nueva.goto(`${e2e.sitio.url}/panel_admin/alumnos`);
  await nueva.waitForURL(`${e2e.sitio.url}/login`);
  await cerrarAviso(nueva, 'Su sesión terminó. Inicie sesión de nuevo para continuar.');
  await entrarCon(nueva, usuario, 'Monica#Admin2026');
  // A deactivated account answers its right password like a wrong one (no oracle)
  await cerrarAviso(nueva, 'Usuario o contraseña incorrectos.');
  await nueva.context().close();
  await jefa.context().close();
});

test('a visitor reads /acerca_de', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/acerca_de`);
  await page.getByRole('heading', { level: 1, name: 'Acerca de' }).waitFor();
  expect(await page.getByRole('heading', { level: 3 }).count()).toBe(4);
  await revisarAxe(page, '/acerca_de');
  await capturar(page, 'acerca-de');
  await page.context().close();
});
