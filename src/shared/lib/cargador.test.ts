// The inline loader (run as the page runs it: a classic script in <head>, its element carrying the
// entry's files) inserts the entry only once the page's photo has painted: not at the photo's load
// event, at once when the browser reports the photo as the page's largest paint, after two frames on
// a page without a photo, and after ESPERA_FOTO_MS at most.
import { ESPERA_FOTO_MS, SCRIPT_CARGADOR } from './cargador';

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

/** Runs the inline script as the page does (its element carries the entry's file, unless `sinEntrada`). */
function correr(sinEntrada = false) {
  const s = document.createElement('script');
  if (!sinEntrada) s.setAttribute('data-principal', '/main.abc.js');
  s.textContent = SCRIPT_CARGADOR;
  document.head.appendChild(s);
}
/** The page's markup, then the inline script. */
function pagina(root: string) {
  document.body.innerHTML = `<div id="root">${root}</div>`;
  correr();
}
/** The entry's script elements the loader inserted. */
const entrada = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

/** A page whose photo has not loaded, whose decode() resolves when `decodificar` is called. */
function conFoto() {
  document.body.innerHTML = '<div id="root"><p>texto</p><img src="/f.avif" fetchpriority="high"></div>';
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: false });
  let decodificar = () => {};
  img.decode = () => new Promise<void>((r) => (decodificar = r));
  return { img, decodificar: () => decodificar() };
}

beforeEach(() => {
  document.head.innerHTML = '';
  jest.useFakeTimers();
  observadores = [];
});
afterEach(() => {
  jest.useRealTimers();
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
});

it('without a photo, where the browser reports largest paints: two frames after the first one, once', async () => {
  conLcp();
  pagina('<p>texto</p>');
  await jest.advanceTimersByTimeAsync(1000);
  expect(entrada()).toEqual([]); // the text is not on screen yet: nothing may start before it
  informar({ element: document.querySelector('p') });
  expect(entrada()).toEqual([]);
  await jest.advanceTimersByTimeAsync(250);
  expect(entrada()).toEqual(['/main.abc.js']);
  expect(observadores.every((o) => o.desconectado)).toBe(true);
  await jest.advanceTimersByTimeAsync(ESPERA_FOTO_MS);
  expect(entrada()).toEqual(['/main.abc.js']);
});

it('without a photo, where the browser never reports a largest paint: after ESPERA_FOTO_MS at most', async () => {
  conLcp();
  pagina('<p>texto</p>');
  await jest.advanceTimersByTimeAsync(ESPERA_FOTO_MS - 100);
  expect(entrada()).toEqual([]);
  await jest.advanceTimersByTimeAsync(200);
  expect(entrada()).toEqual(['/main.abc.js']);
});

it('without a photo, in a hidden tab (no paint, no largest-paint entry): after two frames', async () => {
  conLcp();
  const visible = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  try {
    pagina('<p>texto</p>');
    await jest.advanceTimersByTimeAsync(250);
    expect(entrada()).toEqual(['/main.abc.js']);
    expect(observadores).toEqual([]);
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')).toEqual(visible);
  }
});

it('without a photo, where the browser does not report largest paints: the entry after two frames, once', async () => {
  pagina('<p>texto</p>');
  expect(entrada()).toEqual([]);
  await jest.advanceTimersByTimeAsync(250);
  expect(entrada()).toEqual(['/main.abc.js']);
  await jest.advanceTimersByTimeAsync(ESPERA_FOTO_MS);
  expect(entrada()).toEqual(['/main.abc.js']); // the time limit does not insert it again
});

it('not at the photo load event: only once it is decoded and two frames have passed', async () => {
  const { img, decodificar } = conFoto();
  correr();
  await jest.advanceTimersByTimeAsync(500);
  expect(entrada()).toEqual([]);
  img.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(500);
  expect(entrada()).toEqual([]); // loaded, not decoded: the frame after the load may not show it
  decodificar();
  await jest.advanceTimersByTimeAsync(250);
  expect(entrada()).toEqual(['/main.abc.js']);
});

it("at once when the browser reports the photo as the page's largest paint", async () => {
  conLcp();
  const { img } = conFoto();
  correr();
  informar({ element: document.querySelector('p') });
  await jest.advanceTimersByTimeAsync(50);
  expect(entrada()).toEqual([]); // another element's paint says nothing of the photo
  informar({ element: img });
  expect(entrada()).toEqual(['/main.abc.js']);
  expect(observadores.every((o) => o.desconectado)).toBe(true);
});

it(`after ${ESPERA_FOTO_MS / 1000} s at most when the photo never arrives`, async () => {
  conFoto();
  correr();
  await jest.advanceTimersByTimeAsync(ESPERA_FOTO_MS - 100);
  expect(entrada()).toEqual([]);
  await jest.advanceTimersByTimeAsync(200);
  expect(entrada()).toEqual(['/main.abc.js']);
});

it('does nothing without the entry attribute', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  correr(true);
  await jest.advanceTimersByTimeAsync(ESPERA_FOTO_MS + 100);
  expect(entrada()).toEqual([]);
});
