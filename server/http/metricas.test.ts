// GET /metrics (issue 46, item 4) through the real app on a real database (both engines): absent
// without METRICS_TOKEN, 401 without the right bearer token, and with it Prometheus' text whose
// counter of one known funcion moves by exactly the calls made; a forged funcion name adds no series.
import { nuevoHarness, type Harness } from '../pruebas/arnes';

const TOKEN = 'token-de-metricas-de-prueba-1234567890';
let h: Harness;
afterEach(() => h?.cerrar());

const raspar = async (autorizacion?: string) =>
  h.app.inject({ method: 'GET', url: '/metrics', headers: autorizacion ? { authorization: autorizacion } : {} });

/** The value of one series in the exposition (0 when absent). */
function valor(texto: string, serie: string): number {
  const linea = texto.split('\n').find((l) => l.startsWith(`${serie} `));
  return linea ? Number(linea.slice(serie.length + 1)) : 0;
}

it('is absent without METRICS_TOKEN', async () => {
  h = await nuevoHarness();
  expect((await raspar(`Bearer ${TOKEN}`)).statusCode).toBe(404);
});

it('answers only the bearer token; counts each funcion exactly; an unknown name adds no series', async () => {
  h = await nuevoHarness({ METRICS_TOKEN: TOKEN });
  for (const a of [undefined, 'Bearer otro', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
    const r = await raspar(a);
    expect([r.statusCode, r.json()]).toEqual([401, { codigo: 0, mensaje: 'Se necesita el token de métricas.' }]);
  }
  const serie = 'sitio_peticiones_total{tipo="api",funcion="obtenerTodosEventos",estado="200"}';
  const antes = valor((await raspar(`Bearer ${TOKEN}`)).body, serie);
  for (let i = 0; i < 3; i++) expect((await h.llamar('obtenerTodosEventos')).status).toBe(200);
  for (let i = 0; i < 5; i++) await h.llamar(`inventada${i}`);
  const r = await raspar(`Bearer ${TOKEN}`);
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(r.headers['cache-control']).toBe('no-store');
  expect(valor(r.body, serie) - antes).toBe(3);
  expect(r.body).not.toMatch(/inventada/);
  expect(valor(r.body, 'sitio_peticiones_total{tipo="api",funcion="desconocida",estado="404"}')).toBe(5);
  // latency, the event loop, the outbox, the image queues, a database round trip
  for (const nombre of [
    'sitio_peticion_segundos_bucket{le="0.005",tipo="api",funcion="obtenerTodosEventos"}',
    'sitio_nodejs_eventloop_lag_seconds',
    'sitio_salida_mensajes{estado="esperando"}',
    'sitio_imagenes_trabajos{prioridad="subida"}',
    'sitio_base_datos_segundos_count',
  ])
    expect(r.body).toContain(nombre);
  // the pages and the health checks are counted apart
  await h.app.inject('/salud/listo');
  expect(valor((await raspar(`Bearer ${TOKEN}`)).body, 'sitio_peticiones_total{tipo="salud",funcion="",estado="200"}')).toBeGreaterThanOrEqual(2);
});
