// The start's files: requested together as script elements, in the server's order, one per task;
// the start goes on once every one has arrived or failed (a failed one is taken out, so that its
// import() requests it again), and after ESPERA_ARCHIVOS_MS at most when one never answers.
import { ESPERA_ARCHIVOS_MS, ESPERA_FOTO_MS, cargarArchivos, fotoPintada } from './antesDelArranque';

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

describe('fotoPintada: the start waits until the page photo has painted', () => {
  type Observador = { cb: (l: { getEntries: () => unknown[] }) => void; desconectado: boolean };
  let observadores: Observador[] = [];
  const informar = (entrada: unknown) => observadores.filter((o) => !o.desconectado).forEach((o) => o.cb({ getEntries: () => [entrada] }));
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  const conLcp = () => {
    class Falso {
      static supportedEntryTypes = ['largest-contentful-paint'];
      o: Observador;
      constructor(cb: Observador['cb']) {
        this.o = { cb, desconectado: false };
        observadores.push(this.o);
      }
      observe() {}
      disconnect() {
        this.o.desconectado = true;
      }
    }
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = Falso;
  };
  /** A photo that has not loaded, whose decode() resolves when `decodificar` is called. */
  const foto = () => {
    document.body.innerHTML = '<div id="root"><p>texto</p><img src="/f.avif" fetchpriority="high"></div>';
    const img = document.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: false });
    let decodificar = () => {};
    img.decode = () => new Promise<void>((r) => (decodificar = r));
    return { img, decodificar: () => decodificar() };
  };
  const estado = (p: Promise<void>) => {
    const e = { listo: false };
    void p.then(() => (e.listo = true));
    return e;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    observadores = [];
  });
  afterEach(() => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
  });

  it('without a photo: after two frames', async () => {
    document.body.innerHTML = '<div id="root"><p>texto</p></div>';
    const e = estado(fotoPintada());
    await jest.advanceTimersByTimeAsync(250);
    expect(e.listo).toBe(true);
  });

  it('not at the photo load event: only once it is decoded and two frames have passed', async () => {
    const { img, decodificar } = foto();
    const e = estado(fotoPintada());
    await jest.advanceTimersByTimeAsync(500);
    expect(e.listo).toBe(false);
    img.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(500);
    expect(e.listo).toBe(false); // loaded, not decoded: the frame after the load may not show it
    decodificar();
    await jest.advanceTimersByTimeAsync(250);
    expect(e.listo).toBe(true);
  });

  it("at once when the browser reports the photo as the page's largest paint, and stops listening", async () => {
    conLcp();
    const { img } = foto();
    const e = estado(fotoPintada());
    informar({ element: document.querySelector('p') });
    await jest.advanceTimersByTimeAsync(500);
    expect(e.listo).toBe(false); // another element's paint says nothing of the photo
    informar({ element: img });
    await jest.advanceTimersByTimeAsync(1);
    expect(e.listo).toBe(true);
    expect(observadores.every((o) => o.desconectado)).toBe(true);
  });

  it(`after ${ESPERA_FOTO_MS / 1000} s at most when the photo never arrives`, async () => {
    foto();
    const e = estado(fotoPintada());
    await jest.advanceTimersByTimeAsync(ESPERA_FOTO_MS - 100);
    expect(e.listo).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(e.listo).toBe(true);
  });
});
