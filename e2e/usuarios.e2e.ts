// Accounts journeys in Chromium, the students: an admin imports 30 students from a CSV (preview with
// bad and duplicate rows), searches 'jose' and finds 'José', resets a password → the student logs in
// with the matricula, is asked for a new password, then reaches the panel; bulk deactivation; a student
// added and edited, /regest. axe and screenshots at 1280 and 390 px on every page. The super admin's
// admins and /acerca_de: usuariosAdmins.e2e.ts; the dialogs and forms: cuentas.ts.
import { capturar, prepararRecorrido, revisarAxe, avisoExito } from './arnes';
import { aceptarConfirmacion, cambiarContrasena, cerrarAviso, entrarEn } from './cuentas';

const e2e = prepararRecorrido();
const entrarCon = entrarEn(e2e);

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

test('an admin imports 30 students, finds José, resets a password; the student must choose a new one', async () => {
  const admin = await e2e.comoRol('a');
  await admin
    .getByRole('main')
    .getByRole('link', { name: /^Alumnos/ })
    .click();
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
