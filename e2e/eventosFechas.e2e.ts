// Dated events in Chromium against the real server: an admin is refused an end before its start,
// then registers a dated event through the form (datetime-local inputs); the visitor sees it first
// (before older undated and past events) with its Spanish date and place, downloads its .ics and
// finds the same event in the subscription. axe on every page; screenshots at 1280 and 390.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { dataUrlDemo, pngDemo } from '@server/semillas/imagenDemo';
import { describirImagenes } from './formularios';

const e2e = prepararRecorrido();
const png = (nombre: string, semilla: number) => ({ name: nombre, mimeType: 'image/png', buffer: pngDemo(semilla, 900, 600) });
const aviso = (page: Page, texto: string) => page.getByRole('status').getByText(texto).waitFor();

test('an admin registers a dated event; the visitor sees it first with its date and downloads its .ics', async () => {
  const admin = await e2e.comoRol('a');
  const imgs = (n: number) => JSON.stringify([{ key: `${n}.00000`, imagen: dataUrlDemo(500 + n, 560, 360) }]);
  // an undated event and a past one through the api, both registered before the new one
  for (const [n, extra] of [
    [1, {}],
    [2, { inicio: '2025-05-20T10:00', lugar: 'Sala 2' }],
  ] as const) {
    const r = await llamarDesdePagina(admin, {
      funcion: 'registrarEvento',
      nombreEvento: `Evento ${n}`,
      descripcion: 'Antes.',
      imgs: imgs(n),
      ...extra,
    });
    expect(r.body).toMatchObject({ codigo: 1 });
  }

  const dia = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await admin.goto(`${e2e.sitio.url}/panel_admin/eventos_admin/registrar_evento`);
  await admin.getByLabel('Nombre del evento').fill('Día de la Mujer en la Tecnología');
  await admin.getByLabel('Descripción').fill('Panel con ingenieras de la industria.');
  await admin.getByLabel('Agregar imágenes').setInputFiles([png('panel.png', 31)]);
  await admin.getByRole('img', { name: 'Portada (vista previa)' }).waitFor();
  await describirImagenes(admin, 'Panel de ponentes en el auditorio');
  await admin.getByLabel('Inicio (fecha y hora)').fill(`${dia}T10:00`);
  await admin.getByLabel('Fin (fecha y hora)').fill(`${dia}T09:00`);
  await admin.getByLabel('Lugar (salón o dirección)').fill('Auditorio del edificio de TI');
  await admin.getByRole('button', { name: 'Registrar evento' }).click();
  await admin.getByText('La fecha de fin no puede ser anterior a la de inicio.').waitFor();
  await revisarAxe(admin, 'registrar evento con fechas');
  await capturar(admin, 'evento-fechas-registrar');
  await admin.getByLabel('Fin (fecha y hora)').fill(`${dia}T12:00`);
  await admin.getByRole('button', { name: 'Registrar evento' }).click();
  await aviso(admin, 'Evento registrado correctamente.');

  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/eventos`);
  const nombres = () => visitante.locator('main h3.evento__nombre').allTextContents();
  await visitante.getByRole('heading', { name: 'Día de la Mujer en la Tecnología' }).waitFor();
  expect(await nombres()).toEqual(['Día de la Mujer en la Tecnología', 'Evento 2', 'Evento 1']);
  const tarjeta = visitante.getByRole('article', { name: 'Día de la Mujer en la Tecnología' });
  expect(await tarjeta.locator('.evento__datos time').textContent()).toMatch(/^\p{L}+ \d{1,2} de \p{L}+ de \d{4}, 10:00 a 12:00$/u);
  await tarjeta.getByText('Auditorio del edificio de TI').waitFor();
  await revisarAxe(visitante, '/eventos con fechas');
  await capturar(visitante, 'eventos-fechas');

  const [descarga] = await Promise.all([
    visitante.waitForEvent('download'),
    tarjeta.getByRole('link', { name: 'Archivo .ics de Día de la Mujer en la Tecnología' }).click(),
  ]);
  const ics = fs.readFileSync(await descarga.path(), 'utf8');
  // Mexico City is UTC−6 all year since 2022
  expect(ics).toContain('SUMMARY:Día de la Mujer en la Tecnología');
  expect(ics).toContain(`DTSTART:${dia.replace(/-/g, '')}T160000Z`);
  expect(ics).toContain(`DTEND:${dia.replace(/-/g, '')}T180000Z`);
  const uid = /UID:(\S+)/.exec(ics)![1];
  const suscripcion = await visitante.request.get(`${e2e.sitio.url}/eventos.ics`);
  expect(await suscripcion.text()).toContain(`UID:${uid}`);
  expect(await visitante.getByRole('link', { name: 'Suscribirme al calendario de eventos' }).getAttribute('href')).toMatch(
    /^webcal:\/\/.+\/eventos\.ics$/,
  );
  await admin.context().close();
  await visitante.context().close();
});
