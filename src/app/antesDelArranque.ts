// What the entry (src/index.tsx) does before the app starts: waiting for the page's photo to paint,
// then fetching the start's files so that compiling a file and running its modules never share a
// task. Kept apart from the entry so that it can be tested (the entry runs on import).

/** How long the app waits for the page's photo before starting anyway. */
export const ESPERA_FOTO_MS = 2500;

/** How long it waits for its files before running its modules anyway (an import() then waits with webpack's own time limit and errors). */
export const ESPERA_ARCHIVOS_MS = 10_000;

/** A new task: what ran before it is one task, what runs after another. */
export const ceder = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((r) => setTimeout(r, 0));
};

/**
 * Resolves once the page's largest photo (fetchpriority=high) has painted, at most after ESPERA_FOTO_MS.
 * Its load event alone is not enough: it fires before the photo is decoded, and the frame after it
 * may not show the photo yet; the start's downloads then began before the paint that counts as the
 * page's LCP, and a phone's network shared its bandwidth between them (issue 34: LCP 1.7–2.2× the
 * page's own document without scripts). So: the browser's own report that the photo was painted as
 * a largest-contentful-paint candidate (Chromium, Firefox), or else (Safari, or a photo that is not
 * the page's largest element) the photo decoded and two frames painted after it.
 */
export function fotoPintada(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const tope = new Promise<void>((r) => setTimeout(r, ESPERA_FOTO_MS));
  if (!img) return Promise.race([dosCuadros(), tope]);
  const cargada = img.complete
    ? Promise.resolve()
    : new Promise<void>((r) => {
        img.addEventListener('load', () => r(), { once: true });
        img.addEventListener('error', () => r(), { once: true });
      });
  const decodificada = cargada.then(() => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined));
  const informe = pintadaSegunElNavegador(img);
  return Promise.race([informe.pintada, decodificada.then(dosCuadros), tope]).then(() => (informe.dejar(), ceder()));
}

/** Two frames painted (a hidden tab paints none: a timeout stands in for each). */
function dosCuadros(): Promise<void> {
  const cuadro = () => new Promise<void>((r) => (requestAnimationFrame(() => setTimeout(r, 0)), setTimeout(r, 100)));
  return cuadro().then(cuadro);
}

/** `pintada` resolves when the browser reports `img` as a largest-contentful-paint candidate (never where it cannot tell); `dejar` stops listening. */
function pintadaSegunElNavegador(img: HTMLImageElement): { pintada: Promise<void>; dejar: () => void } {
  const tipos = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  if (!tipos.includes('largest-contentful-paint')) return { pintada: new Promise<void>(() => undefined), dejar: () => undefined };
  let observador: PerformanceObserver | undefined;
  const pintada = new Promise<void>((r) => {
    observador = new PerformanceObserver((lista) => {
      const suya = lista.getEntries().some((e) => {
        const lcp = e as PerformanceEntry & { element?: Element | null; url?: string };
        return lcp.element === img || (!!lcp.url && lcp.url === img.currentSrc);
      });
      if (suya) r();
    });
    observador.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { pintada, dejar: () => observador?.disconnect() };
}

/**
 * Downloads every file the app's start needs, all at once (the server lists them), as script
 * elements, and resolves once each has arrived (or after ESPERA_ARCHIVOS_MS): each file is compiled and its modules registered in
 * a task of its own (webpack's JSONP runs no module on arrival), and the import()s below, which find
 * the same elements by their src, then only run the modules, each in a task of its own. A preload,
 * or an import() that a file answers, would compile and run React DOM in one task (≈ 40 ms at 1×,
 * 160 ms at Lighthouse's 4×). One element per task: under DevTools' network instrumentation each
 * request costs a few milliseconds.
 */
export async function cargarArchivos(): Promise<void> {
  const lista = document.getElementById('chunks-app');
  let archivos: unknown;
  try {
    archivos = JSON.parse(lista?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(archivos)) return;
  const llegadas: Promise<void>[] = [];
  for (const src of archivos) {
    if (typeof src !== 'string') continue;
    const s = document.createElement('script');
    s.src = src;
    // a file that fails is taken out: its import() requests it again, with webpack's own error handling
    llegadas.push(new Promise((r) => ((s.onload = () => r()), (s.onerror = () => (s.remove(), r())))));
    document.head.appendChild(s);
    await ceder();
  }
  await Promise.race([Promise.all(llegadas), new Promise((r) => setTimeout(r, ESPERA_ARCHIVOS_MS))]);
}
