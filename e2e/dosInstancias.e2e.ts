// Two server processes on one PostgreSQL, as a university runs them behind its load
// balancer: the compiled server started twice (e2e/arnes.ts) on one database schema and one
// shared uploads directory. A write through one is read at once through the other (the cached
// public list and page included), an image uploaded through one is served by the other, a session
// opened on one is valid (and closed) on the other, failed logins count across both, and a kill -9
// of one under a write load loses no acknowledged write while the other keeps answering.
// PostgreSQL: PRUEBAS_POSTGRES (CI sets it, after `bash .ci/postgres.sh`), or the local default.
// Without it the tests are skipped (jest reports them as skipped, not passed), and when
// PRUEBAS_POSTGRES is set but nothing answers there, they fail: CI asked for PostgreSQL.
import type { Browser, Page } from 'playwright-core';
import type { EsquemaPrueba } from '@server/pruebas/postgres';
import { esquemaParaRecorrido, sondearPostgres } from './postgres';
import { pngDemo } from '@server/semillas/imagenDemo';
import { abrirNavegador, capturar, entrarComo, iniciarSitio, llamarDesdePagina, nuevaPagina, revisarAxe, CUENTAS, type Sitio } from './arnes';
import { describirImagenes } from './formularios';

/** Skipped without PostgreSQL, unless CI asked for it: then its tests run, and fail in beforeAll. */
const { disponible, conPostgres } = sondearPostgres('dos_instancias', 'las pruebas de dos instancias se omiten');

let esquema: EsquemaPrueba | null = null;
let a: Sitio;
let b: Sitio;
let browser: Browser;

beforeAll(async () => {
  esquema = await esquemaParaRecorrido(disponible);
  if (!esquema) return;
  const url = esquema.urlServidor;
  // A migrates and seeds; B starts on the same schema and the same folder (its uploads directory)
  a = await iniciarSitio({ semilla: 'cuentas', env: { DATABASE_URL: url } });
  b = await iniciarSitio({ semilla: 'cuentas', env: { DATABASE_URL: url }, dir: a.dir });
  browser = await abrirNavegador();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await b?.cerrar();
  await a?.cerrar();
  await esquema?.borrar();
});

const png = (nombre: string, semilla: number) => ({ name: nombre, mimeType: 'image/png', buffer: pngDemo(semilla, 900, 600) });
const nombresEventos = (page: Page) => page.locator('main h3.evento__nombre').allTextContents();

async function llamar(sitio: Sitio, campos: Record<string, string>, cookie?: string) {
  const r = await fetch(`${sitio.url}/api.php`, { method: 'POST', headers: cookie ? { cookie } : {}, body: new URLSearchParams(campos) });
  return { status: r.status, body: (await r.json()) as unknown, cookie: /sid=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0] };
}

let admin: Page;

conPostgres('a write through A is read at once through B: its cached list and its server-rendered page', async () => {
  const visitante = await nuevaPagina(browser);
  await visitante.goto(`${b.url}/eventos`);
  await visitante.getByText('Aún no hay eventos registrados.').waitFor();
  expect(await llamar(b, { funcion: 'obtenerTodosEventos' })).toMatchObject({ status: 200, body: [] }); // B caches the empty list

  admin = await nuevaPagina(browser);
  await entrarComo(admin, a, 'a');
  await admin.goto(`${a.url}/panel_admin/eventos_admin`);
  await admin.getByRole('link', { name: 'Registrar evento' }).click();
  await admin.getByLabel('Nombre del evento').fill('Feria en dos instancias');
  await admin.getByLabel('Descripción').fill('Registrada a través de una instancia y leída a través de la otra.');
  await admin.getByLabel('Agregar imágenes').setInputFiles([png('feria1.png', 31), png('feria2.png', 32)]);
  await admin.getByRole('img', { name: 'Imagen 2 (vista previa)' }).waitFor();
  await describirImagenes(admin, 'Estands de la feria en el patio central', 'Estudiantes conversando con reclutadores');
  await admin.getByRole('button', { name: 'Registrar evento' }).click();
  await admin.getByRole('status').getByText('Evento registrado correctamente.').waitFor();

  // B: the api answer and the page, at once (no waiting for a cache to expire)
  const lista = (await llamar(b, { funcion: 'obtenerTodosEventos' })).body as { nombre_evento: string; imgs: { img_evento: string }[] }[];
  expect(lista.map((e) => e.nombre_evento)).toEqual(['Feria en dos instancias']);
  await visitante.goto(`${b.url}/eventos`);
  expect(await nombresEventos(visitante)).toEqual(['Feria en dos instancias']);
  await revisarAxe(visitante, '/eventos en la instancia B');
  await capturar(visitante, 'dos-instancias-eventos-b');
});

conPostgres('an image uploaded through A is served by B, and shows on its page', async () => {
  const [evento] = (await llamar(b, { funcion: 'obtenerTodosEventos' })).body as { imgs: { img_evento: string }[] }[];
  expect(evento.imgs).toHaveLength(2);
  for (const { img_evento } of evento.imgs) {
    const r = await fetch(`${b.url}/${img_evento}`);
    expect([r.status, r.headers.get('content-type')?.startsWith('image/')]).toEqual([200, true]);
    expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }
  const visitante = await nuevaPagina(browser, 390);
  await visitante.goto(`${b.url}/eventos`);
  const portada = visitante.locator('main img').first();
  await portada.scrollIntoViewIfNeeded();
  await visitante.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await portada.elementHandle(), {
    timeout: 15_000,
  });
});

conPostgres('a session opened on A is valid on B, and closing it on B ends it on A', async () => {
  // one browser: its cookie for 127.0.0.1 goes to both instances (cookies do not depend on the port)
  const enB = await admin.context().newPage();
  await enB.goto(`${b.url}/eventos`);
  expect((await llamarDesdePagina(enB, { funcion: 'mostrarAlumnos' })).status).toBe(200);
  expect((await llamarDesdePagina(enB, { funcion: 'cerrarSesion' })).status).toBe(200);
  expect((await llamarDesdePagina(admin, { funcion: 'mostrarAlumnos' })).status).toBe(401);
});

conPostgres('failed logins count across both: the failures spread over A and B lock the account on B', async () => {
  const mal = { funcion: 'iniciarSesion', usuario: CUENTAS.e.usuario, contrasena: 'No#Es#La#Suya1' };
  for (const sitio of [a, b, a, b, a]) expect((await llamar(sitio, mal)).status).toBe(401);
  // the right password is refused now, on B too, with the lock's Spanish message
  const pagina = await nuevaPagina(browser);
  await pagina.goto(`${b.url}/login`);
  await pagina.getByLabel('Usuario').fill(CUENTAS.e.usuario);
  await pagina.getByLabel('Contraseña').fill(CUENTAS.e.contrasena);
  await pagina.getByRole('button', { name: 'Entrar' }).click();
  await pagina.getByText(/^Demasiados intentos fallidos\. Espere \d+ minutos? e inténtelo de nuevo\.$/).waitFor();
  expect(pagina.url()).toBe(`${b.url}/login`);
  await capturar(pagina, 'dos-instancias-bloqueo-b');
});

conPostgres('kill -9 of A under a write load: no acknowledged write is lost and B keeps answering', async () => {
  const entrar = await llamar(a, { funcion: 'iniciarSesion', usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena });
  const cookie = entrar.cookie!;
  expect(cookie).toBeTruthy();
  const confirmadas: string[] = [];
  const fallosB: string[] = [];
  let seguir = true;
  let n = 0;
  const escritor = (sitio: Sitio) => async () => {
    while (seguir) {
      const matricula = `D${String(++n).padStart(6, '0')}`;
      try {
        const r = await llamar(sitio, { funcion: 'registrarUsuario', rol: 'e', alumno: `Alumno Doble ${matricula}`, matricula }, cookie);
        if (r.status === 200 && (r.body as { codigo?: number }).codigo === 1) confirmadas.push(matricula);
        else if (sitio === b) fallosB.push(`${r.status} ${JSON.stringify(r.body)}`);
      } catch (e) {
        if (sitio === b) fallosB.push(String(e));
        else return; // A died: this request was never acknowledged
      }
    }
  };
  const escritores = [...Array.from({ length: 8 }, escritor(a)), ...Array.from({ length: 8 }, escritor(b))];
  await new Promise((r) => setTimeout(r, 2500));
  await a.matar();
  await new Promise((r) => setTimeout(r, 2000)); // B alone, still under the load
  seguir = false;
  await Promise.all(escritores);

  expect(fallosB).toEqual([]);
  expect(confirmadas.length).toBeGreaterThan(50);
  const alumnos = (await llamar(b, { funcion: 'mostrarAlumnos' }, cookie)).body as { matricula: string }[];
  const guardadas = new Set(alumnos.map((x) => x.matricula));
  expect(confirmadas.filter((m) => !guardadas.has(m))).toEqual([]);
  expect((await fetch(`${b.url}/salud`)).status).toBe(200);
  console.log(`dos instancias: ${confirmadas.length} escrituras confirmadas (kill -9 de A a los 2.5 s), 0 perdidas, 0 fallos en B`);
});
