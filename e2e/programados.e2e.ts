// Scheduled publishing in Chromium against the real server (docs/decisiones/0054-publicacion-programada.md):
// an admin schedules an event a few seconds ahead in the form ("Publicar el"); the admin list shows
// "Programado: …"; a visitor does not find it on /eventos nor in the calendar; once its time has
// come, the periodic job (PROGRAMADOS_MS=1000 here) publishes it and the visitor sees it. axe on
// each page; screenshots at 1280 and 390 px.
import { capturar, prepararRecorrido, revisarAxe } from './arnes';
import { describirImagenes } from './formularios';
import { pngDemo } from '@server/semillas/imagenDemo';
import { aPared } from '@/shared/lib/zonaHoraria';

const PERIODO = 1000;
const e2e = prepararRecorrido({ semilla: 'cuentas', env: { PROGRAMADOS_MS: String(PERIODO) } });
const NOMBRE = 'Apertura de admisiones 2027';

/** The programme's wall clock (America/Mexico_City by default) at `ms`, to the second. */
const pared = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return `${aPared(iso, 'America/Mexico_City')}:${iso.slice(17, 19)}`;
};

test('an admin schedules an event; the visitor sees it only once its time has come and the job ran', async () => {
  const admin = await e2e.comoRol('a');
  await admin.goto(`${e2e.sitio.url}/panel_admin/eventos_admin/registrar_evento`);
  await admin.getByLabel('Nombre del evento').fill(NOMBRE);
  await admin.getByLabel('Descripción').fill('Se abre el registro de aspirantes.');
  await admin.getByLabel('Agregar imágenes').setInputFiles([{ name: 'admisiones.png', mimeType: 'image/png', buffer: pngDemo(41, 900, 600) }]);
  await admin.getByRole('img', { name: 'Portada (vista previa)' }).waitFor();
  await describirImagenes(admin, 'Cartel de la feria de admisiones con la fecha y el lugar');
  // "Retirar el" before "Publicar el" is refused with the form's message
  await admin.getByLabel('Publicar el').fill('2030-03-12T08:00');
  await admin.getByLabel('Retirar el').fill('2030-03-12T07:00');
  await admin.getByRole('button', { name: 'Registrar evento' }).click();
  await admin.getByText('La fecha de retiro debe ser posterior a la de publicación.').waitFor();
  await admin.getByLabel('Retirar el').fill('');
  const hora = Date.now() + 20_000;
  await admin.getByLabel('Publicar el').fill(pared(hora));
  await revisarAxe(admin, 'registrar evento programado');
  await capturar(admin, 'programados-formulario');
  await admin.getByRole('button', { name: 'Registrar evento' }).click();
  await admin.getByRole('status').getByText('Evento registrado correctamente.').waitFor();

  // the admin list: "Programado: 12 mar 8:00"-like label in the programme's zone
  await admin.goto(`${e2e.sitio.url}/panel_admin/eventos_admin`);
  const etiqueta = admin.locator('.programacion--programado');
  await etiqueta.waitFor();
  expect(await etiqueta.textContent()).toMatch(/^Programado: \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic) \d{1,2}:\d{2}$/);
  await revisarAxe(admin, 'lista de eventos con uno programado');
  await capturar(admin, 'programados-lista');

  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/eventos`);
  await visitante.getByRole('heading', { name: 'Eventos', level: 1 }).waitFor();
  expect(await visitante.getByRole('heading', { name: NOMBRE }).count()).toBe(0);
  expect(await (await visitante.request.get(`${e2e.sitio.url}/feed.xml`)).text()).not.toContain(NOMBRE);

  // after its time: present within the job's period (bounded wait, reloading like a visitor)
  const limite = hora + PERIODO + 15_000;
  let visto = false;
  while (!visto && Date.now() < limite) {
    await visitante.waitForTimeout(1000);
    await visitante.goto(`${e2e.sitio.url}/eventos`);
    await visitante.getByRole('heading', { name: 'Eventos', level: 1 }).waitFor();
    visto = (await visitante.getByRole('heading', { name: NOMBRE }).count()) > 0;
  }
  expect(visto).toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(hora);
  expect(await (await visitante.request.get(`${e2e.sitio.url}/feed.xml`)).text()).toContain(NOMBRE);
  await revisarAxe(visitante, '/eventos tras la publicación programada');
  await capturar(visitante, 'programados-publicado');

  // the admin list drops the label once published
  await admin.goto(`${e2e.sitio.url}/panel_admin/eventos_admin`);
  await admin.getByText(NOMBRE).first().waitFor();
  expect(await admin.locator('.programacion').count()).toBe(0);
  await admin.context().close();
  await visitante.context().close();
});
