// Events with past and future (issue 38, item 4), in Chromium against the real server on the demo
// content: /eventos puts upcoming and past events under their own headings, the calendar
// subscription button has its padding, and the admin list shows each event's date and status and
// sorts by date or name. axe and screenshots at 1280 and 390 px.
import { capturar, hastaQue, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

test('/eventos: upcoming and past under their headings; the subscription button is padded', async () => {
  for (const ancho of [1280, 390]) {
    const page = await e2e.pagina(ancho);
    await page.goto(`${e2e.sitio.url}/eventos`);
    const grupos = await page.locator('main h2').allTextContents();
    expect(grupos[0]).toBe('Próximos eventos');
    // every event is under a group heading, one level below it
    expect(await page.locator('main h3.evento__nombre').count()).toBeGreaterThan(0);
    expect(await page.locator('main h2.evento__nombre').count()).toBe(0);
    // 'Ver más' changes ?mostrar= and the list follows in a background render: each click waits for the count to change
    const cuenta = page.locator('.eventos__cuenta');
    for (let t = await cuenta.textContent(); !/Mostrando (\d+) de \1 eventos/.test(t ?? ''); t = await cuenta.textContent()) {
      await page.getByRole('button', { name: 'Ver más' }).click();
      await page.waitForFunction((antes) => document.querySelector('.eventos__cuenta')?.textContent !== antes, t);
    }
    expect(await page.locator('main h2').allTextContents()).toEqual(expect.arrayContaining(['Próximos eventos', 'Eventos pasados']));
    // no past event sits among the upcoming ones
    const proximos = page.getByRole('region', { name: 'Próximos eventos' });
    expect(await proximos.getByText('Fue el').count()).toBe(0);
    const boton = page.getByRole('link', { name: 'Suscribirme al calendario de eventos' });
    const relleno = await boton.evaluate((a) => [getComputedStyle(a).paddingLeft, getComputedStyle(a).paddingRight].map(parseFloat));
    expect(Math.min(...relleno)).toBeGreaterThanOrEqual(8);
    await revisarAxe(page, `eventos agrupados ${ancho}`);
    if (ancho === 1280) await capturar(page, 'eventos-grupos');
  }
});

test('the admin events list: date, status and order', async () => {
  const admin = await e2e.comoRol('a', 390);
  await admin.goto(`${e2e.sitio.url}/panel_admin/eventos_admin`);
  const lista = admin.getByRole('list', { name: 'Eventos' });
  await lista.waitFor();
  expect(await lista.getByText('Próximo', { exact: true }).count()).toBeGreaterThan(0);
  expect(await lista.getByText('Pasado', { exact: true }).count()).toBeGreaterThan(0);
  await revisarAxe(admin, 'eventos admin');
  await capturar(admin, 'eventos-admin-estado');
  const nombres = () => lista.locator('h2').allTextContents();
  await admin.getByLabel('Ordenar por').selectOption({ label: 'Nombre (A-Z)' });
  await admin.waitForURL(/\?orden=2$/);
  // the address changes first, the list in a background render
  const enOrden = (l: string[]) => l.join('\n') === [...l].sort((a, b) => a.localeCompare(b, 'es')).join('\n');
  const porNombre = await hastaQue(nombres, enOrden);
  expect(porNombre).toEqual([...porNombre].sort((a, b) => a.localeCompare(b, 'es')));
  // the order survives a reload (it is in the address)
  await admin.reload();
  expect(await admin.getByLabel('Ordenar por').inputValue()).toBe('2');
});
