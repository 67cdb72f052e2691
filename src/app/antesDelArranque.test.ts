// The start's files: requested together as script elements, in the server's order, one per task;
// the start goes on once every one has arrived or failed (a failed one is taken out, so that its
// import() requests it again), and after ESPERA_ARCHIVOS_MS at most when one never answers.
import { ESPERA_ARCHIVOS_MS, cargarArchivos } from './antesDelArranque';

const lista = (archivos: unknown) => {
  document.body.innerHTML = `<script type="application/json" id="chunks-app">${JSON.stringify(archivos)}</script>`;
};
const scripts = () => [...document.head.querySelectorAll('script')];
/** Lets the loop insert every element (it yields a task after each one). */
const insertados = async (n: number) => {
  for (let i = 0; i < 50 && scripts().length < n; i++) await new Promise((r) => setTimeout(r, 0));
  expect(scripts()).toHaveLength(n);
};

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

it('inserts one script per file, in order, and resolves once each has loaded or failed; a failed one is removed', async () => {
  lista(['/lib-react-dom.a.js', '/lib-router.b.js', '/proyectos.c.js']);
  let listo = false;
  const p = cargarArchivos().then(() => (listo = true));
  await insertados(3);
  expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/lib-react-dom.a.js', '/lib-router.b.js', '/proyectos.c.js']);

  const [dom, router, pagina] = scripts();
  dom.dispatchEvent(new Event('load'));
  pagina.dispatchEvent(new Event('error'));
  await new Promise((r) => setTimeout(r, 0));
  expect(listo).toBe(false); // the router has not arrived yet
  expect(pagina.isConnected).toBe(false); // webpack will not find it, and requests it again
  router.dispatchEvent(new Event('load'));
  await p;
  expect(listo).toBe(true);
  expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/lib-react-dom.a.js', '/lib-router.b.js']);
});

it(`goes on after ${ESPERA_ARCHIVOS_MS / 1000} s when a file never answers`, async () => {
  jest.useFakeTimers();
  lista(['/lib-react-dom.a.js']);
  let listo = false;
  void cargarArchivos().then(() => (listo = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(scripts()).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(ESPERA_ARCHIVOS_MS - 100);
  expect(listo).toBe(false);
  await jest.advanceTimersByTimeAsync(200);
  expect(listo).toBe(true);
});

it.each([['no es json'], [JSON.stringify({ no: 'una lista' })]])('inserts nothing when the list is not a list (%s)', async (texto) => {
  document.body.innerHTML = `<script type="application/json" id="chunks-app">${texto}</script>`;
  await cargarArchivos();
  expect(scripts()).toHaveLength(0);
});

it('skips entries that are not strings', async () => {
  lista([42, '/a.js', null]);
  const p = cargarArchivos();
  await insertados(1);
  scripts()[0].dispatchEvent(new Event('load'));
  await p;
  expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/a.js']);
});
