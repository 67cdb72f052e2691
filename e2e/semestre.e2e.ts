// A semester's projects from one spreadsheet and a ZIP of photos (issue 43, "Done means"), in
// Chromium against the real server, on SQLite and on PostgreSQL: the coordinator opens "Importar y
// exportar", chooses the CSV (12 projects, 2 photos each with their alt texts, team members; one
// more row names a photo the ZIP lacks) and the ZIP (24 photo-like JPEGs), previews (the bad row's
// message beside its column, nothing written), imports the 12 valid rows and sees them public, in
// at most 15 browser actions and 3 minutes. Then the export of what was imported carries the same
// rows, and one "Deshacer importación" removes exactly the 12. axe on the preview; screenshots.
import type { Browser, Page } from 'playwright-core';
import { ZipFile } from 'yazl';
import { esquemaParaRecorrido, sondearPostgres } from './postgres';
import { fotoDemo } from '@server/semillas/imagenDemo';
import { abrirNavegador, capturar, entrarComo, iniciarSitio, nuevaPagina, revisarAxe, type Sitio } from './arnes';

const { conPostgres } = sondearPostgres('semestre', 'el recorrido en PostgreSQL se omite');

const PROYECTOS = [
  'Agenda de Tutorías',
  'Inventario del Laboratorio',
  'Bolsa de Trabajo',
  'Control de Asistencia',
  'Reservas de Salas',
  'Huerto Inteligente',
  'Biblioteca Digital',
  'Cafetería en Línea',
  'Monitor de Energía',
  'Red de Mentores',
  'Portal de Eventos',
  'Encuestas Docentes',
];
const LUGARES = ['el aula de cómputo', 'la biblioteca', 'el laboratorio', 'la explanada'];

const celda = (v: string) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The coordinator's spreadsheet (semicolons, as a Spanish Excel saves it) and its ZIP of photos. */
async function hojaYZip(): Promise<{ csv: Buffer; zip: Buffer }> {
  const filas = [
    'Nombre;Cuatrimestre;Descripción;Enlace;Imágenes;Textos alternativos;Integrantes;Foto del equipo;Texto alternativo de la foto;Publicar el;Retirar el;Estado',
  ];
  const zip = new ZipFile();
  for (const [i, nombre] of PROYECTOS.entries()) {
    const n = String(i + 1).padStart(2, '0');
    const fotos = [`proyecto-${n}-a.jpg`, `proyecto-${n}-b.jpg`];
    for (const [k, f] of fotos.entries()) zip.addBuffer(await fotoDemo(i * 2 + k, 960, 720), f);
    const alts = `Equipo de ${nombre} presentando en ${LUGARES[i % 4]} | Pantalla principal de ${nombre}`;
    const integrantes = ['Ana López', 'Luis Pérez', `Integrante ${n} Ruiz`, `Integrante ${n} Soto`].join('; ');
    filas.push(
      [nombre, String((i % 3) + 7), `${nombre}: proyecto integrador del cuatrimestre.`, '', fotos.join('; '), alts, integrantes, '', '', '', '', '']
        .map(celda)
        .join(';'),
    );
  }
  // a row naming a photo nobody provided: refused on its row, the others still importable
  filas.push(['Proyecto Sin Foto', '7', 'Le falta su foto.', '', 'no-existe.jpg', 'Una foto', 'Ana López', '', '', '', '', ''].map(celda).join(';'));
  zip.end();
  const partes: Buffer[] = [];
  for await (const p of zip.outputStream) partes.push(p as Buffer);
  return { csv: Buffer.from('\uFEFF' + filas.join('\r\n') + '\r\n', 'utf8'), zip: Buffer.concat(partes) };
}

let browser: Browser;
let archivos: { csv: Buffer; zip: Buffer };

beforeAll(async () => {
  browser = await abrirNavegador();
  archivos = await hojaYZip();
}, 120_000);
afterAll(() => browser?.close());

/** The journey on one site; `motor` names the screenshots. */
async function semestre(sitio: Sitio, motor: string) {
  const admin: Page = await nuevaPagina(browser);
  await entrarComo(admin, sitio, 'a');
  const acciones: string[] = [];
  const accion = async (que: string, hacer: () => Promise<unknown>) => {
    acciones.push(que);
    await hacer();
  };
  const t0 = Date.now();

  await accion('abrir «Importar y exportar» en el panel', () =>
    admin
      .getByRole('main')
      .getByRole('link', { name: /Importar y exportar/ })
      .click(),
  );
  await admin.getByRole('heading', { level: 1, name: 'Importar y exportar' }).waitFor();
  await accion('elegir la hoja', () =>
    admin.getByLabel('Hoja de cálculo (CSV o XLSX)').setInputFiles({ name: 'semestre.csv', mimeType: 'text/csv', buffer: archivos.csv }),
  );
  await accion('elegir el ZIP', () =>
    admin.getByLabel('Imágenes en un ZIP (opcional)').setInputFiles({ name: 'fotos.zip', mimeType: 'application/zip', buffer: archivos.zip }),
  );
  await accion('Previsualizar', () => admin.getByRole('button', { name: 'Previsualizar' }).click());
  const importar = admin.getByRole('button', { name: 'Importar 12 filas válidas' });
  await importar.waitFor({ timeout: 60_000 });
  // the bad row is in the preview with its message beside its column; the others are valid
  await admin.getByText('Proyecto Sin Foto').waitFor();
  await admin
    .getByText(/no-existe\.jpg/)
    .first()
    .waitFor();
  await revisarAxe(admin, `importar: vista previa (${motor})`);
  if (motor === 'sqlite') await capturar(admin, 'importar-vista-previa');

  await accion('Importar 12 filas válidas', () => importar.click());
  await admin.getByRole('button', { name: 'Deshacer importación' }).waitFor({ timeout: 60_000 });
  if (motor === 'sqlite') await capturar(admin, 'importar-resultado');

  const visitante = await nuevaPagina(browser);
  await accion('ver la lista pública', () => visitante.goto(`${sitio.url}/proyectos_estudiantes`));
  for (const nombre of PROYECTOS) await visitante.getByRole('link', { name: nombre }).first().waitFor();
  const ms = Date.now() - t0;
  expect(await visitante.getByRole('link', { name: 'Proyecto Sin Foto' }).count()).toBe(0);
  console.log(`semestre (${motor}): ${acciones.length} acciones, ${(ms / 1000).toFixed(1)} s: ${acciones.join(' · ')}`);
  expect(acciones.length).toBeLessThanOrEqual(15);
  expect(ms).toBeLessThanOrEqual(180_000);

  // a project's page shows its photos with the alt texts the sheet gave
  await visitante.getByRole('link', { name: 'Huerto Inteligente' }).first().click();
  await visitante.getByRole('heading', { level: 1, name: 'Huerto Inteligente' }).waitFor();
  await visitante.getByRole('img', { name: 'Equipo de Huerto Inteligente presentando en la biblioteca' }).first().waitFor();

  // the export carries the 12 rows with the same columns the import read
  const csv = await admin.evaluate(async () => (await fetch('/panel_admin/exportar/proyectos.csv')).text());
  for (const nombre of PROYECTOS) expect(csv).toContain(nombre);
  expect(csv.split('\n')[0]).toContain('Textos alternativos');

  // one "Deshacer importación" removes exactly the 12
  await admin.getByRole('button', { name: 'Deshacer importación' }).click();
  await admin.getByRole('button', { name: 'Sí, deshacer' }).click();
  await admin.getByText('Importación deshecha: se eliminaron 12 elementos.').waitFor({ timeout: 60_000 });
  await visitante.goto(`${sitio.url}/proyectos_estudiantes`);
  await visitante.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await visitante.getByRole('link', { name: 'Agenda de Tutorías' }).count()).toBe(0);
  await visitante.context().close();
  await admin.context().close();
}

test('SQLite: 12 projects from one spreadsheet and a ZIP, previewed, imported, public, exported, undone', async () => {
  const sitio = await iniciarSitio({ semilla: 'cuentas' });
  try {
    await semestre(sitio, 'sqlite');
  } finally {
    await sitio.cerrar();
  }
});

conPostgres('PostgreSQL: the same semester', async () => {
  const esquema = await esquemaParaRecorrido(true);
  if (!esquema) return;
  const sitio = await iniciarSitio({ semilla: 'cuentas', env: { DATABASE_URL: esquema.urlServidor } });
  try {
    await semestre(sitio, 'postgres');
  } finally {
    await sitio.cerrar();
    await esquema.borrar();
  }
});
