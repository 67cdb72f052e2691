// What the entry (src/index.tsx) does before the app starts (the page's photo has painted: the
// inline loader of shared/lib/cargador.ts waited for it before inserting the entry): fetching the start's files so that compiling a file and running its modules never share a
// task. Kept apart from the entry so that it can be tested (the entry runs on import).

/** How long it waits for its files before running its modules anyway (an import() then waits with webpack's own time limit and errors). */
export const ESPERA_ARCHIVOS_MS = 10_000;

/** A new task: what ran before it is one task, what runs after another. */
export const ceder = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((r) => setTimeout(r, 0));
};

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
