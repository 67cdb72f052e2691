// The entry: a few hundred bytes that start the app once the page has been seen. A server-rendered
// page (#estado-inicial, its store's state as a JSON data block) is readable and its links work
// before any of this runs; taps on its buttons are recorded by the inline script of
// shared/lib/toques.ts. So the app is requested only after the page's largest photo has painted
// (bounded wait), and starts in steps that each stay a short task: React DOM, the router, Redux
// Toolkit, then the app, each evaluated in a task of its own, with the downloads of all of them
// started together (#chunks-app lists their files) and each file compiled in a task of its own. Hydration itself runs inside a transition
// (app/arranque.tsx), in slices that yield. Without an embedded state (role areas, a static host)
// the app renders from scratch at once.

/** How long the app waits for the page's photo before starting anyway. */
const ESPERA_FOTO_MS = 2500;

/** A new task: what ran before it is one task, what runs after another. */
const ceder = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((r) => setTimeout(r, 0));
};

/** Resolves once the page's largest photo (fetchpriority=high) has loaded and a frame has painted it. */
function fotoPintada(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const cargada =
    !img || img.complete
      ? Promise.resolve()
      : new Promise<void>((r) => {
          img.addEventListener('load', () => r(), { once: true });
          img.addEventListener('error', () => r(), { once: true });
        });
  const tope = new Promise<void>((r) => setTimeout(r, ESPERA_FOTO_MS));
  // a hidden tab paints no frame: the timeout stands in for it
  const pintado = () => new Promise<void>((r) => (requestAnimationFrame(() => setTimeout(r, 0)), setTimeout(r, 100)));
  return Promise.race([cargada, tope]).then(pintado);
}

/**
 * Downloads every file the app's start needs, all at once (the server lists them), as script
 * elements, and resolves once each has arrived: each file is compiled and its modules registered in
 * a task of its own (webpack's JSONP runs no module on arrival), and the import()s below, which find
 * the same elements by their src, then only run the modules, each in a task of its own. A preload,
 * or an import() that a file answers, would compile and run React DOM in one task (≈ 40 ms at 1×,
 * 160 ms at Lighthouse's 4×). One element per task: under DevTools' network instrumentation each
 * request costs a few milliseconds.
 */
async function cargarArchivos(): Promise<void> {
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
  await Promise.all(llegadas);
}

async function iniciar(): Promise<void> {
  const embebido = document.getElementById('estado-inicial');
  if (embebido) {
    await fotoPintada();
    await cargarArchivos();
    await ceder();
  }
  // webpackExports: only what the app uses is kept (an import() of a whole module would keep every export)
  await import(/* webpackChunkName: "react-dom", webpackExports: ["hydrateRoot"] */ 'react-dom/client');
  await ceder();
  await import(/* webpackChunkName: "router", webpackExports: ["createBrowserRouter"] */ 'react-router-dom');
  await ceder();
  await import(/* webpackChunkName: "rtk", webpackExports: ["configureStore"] */ '@reduxjs/toolkit');
  await import(/* webpackChunkName: "rtk", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await import(/* webpackChunkName: "rtk", webpackExports: ["Provider"] */ 'react-redux');
  await ceder();
  const { arrancar } = await import(/* webpackChunkName: "arranque" */ './app/arranque');
  await ceder();
  await arrancar(embebido, ceder);
}

void iniciar();
