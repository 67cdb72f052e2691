// The Redux devtools' export and import as QA uses them, stood in for the journeys that replay a
// visible state in a fresh tab (replayDialogos.e2e.ts, barraPersonal.e2e.ts): install the stand-in
// before the app loads (a context's init script), export a page's store, import it into a new tab.
import type { Page } from 'playwright-core';

/**
 * The devtools' export and import, stood in as they work: the store's first state and every action
 * are recorded; an import recomputes the state from that first state by running the recorded
 * actions through this tab's reducer (no middleware sees them), then the app's subscribers hear of
 * it once. `window.__qa.exportar()` / `importar(registro)` / `estado()`.
 */
export function instalarDevtools(): void {
  type Accion = { type: string; estado?: unknown };
  type Reductor = (s: unknown, a: Accion) => unknown;
  type Crear = (
    r: Reductor,
    inicial?: unknown,
  ) => {
    getState(): unknown;
    dispatch(a: Accion): unknown;
    replaceReducer(r: Reductor): void;
  };
  const IMPORTAR = '@@devtools/IMPORT_STATE';
  const qa = (crear: Crear): Crear => {
    return (r, inicial) => {
      let actual = r;
      let comprometido: unknown;
      let grabando = true;
      const acciones: Accion[] = [];
      const envolver =
        (red: Reductor): Reductor =>
        (s, a) => {
          if (a.type === IMPORTAR) return a.estado;
          if (grabando) acciones.push(a);
          return red(s, a);
        };
      const store = crear(envolver(r), inicial);
      comprometido = store.getState();
      acciones.length = 0;
      const importar = (registro: { comprometido: unknown; acciones: Accion[] }) => {
        grabando = false;
        comprometido = registro.comprometido;
        // an action that throws when replayed leaves the state as it was (the devtools record the error)
        const estado = registro.acciones.reduce((s, a) => {
          try {
            return actual(s, a);
          } catch {
            return s;
          }
        }, comprometido);
        acciones.splice(0, acciones.length, ...registro.acciones);
        grabando = true;
        // the base store's own dispatch: no middleware sees it, as with the devtools' lifted store
        store.dispatch({ type: IMPORTAR, estado });
      };
      const pendiente = (window as unknown as { __qaPendiente?: { comprometido: unknown; acciones: Accion[] } }).__qaPendiente;
      if (pendiente) setTimeout(() => importar(pendiente), 0);
      (window as unknown as { __qa: unknown }).__qa = {
        exportar: () => JSON.parse(JSON.stringify({ comprometido, acciones })) as unknown,
        importar,
        estado: () => store.getState(),
      };
      return {
        ...store,
        replaceReducer: (nuevo: Reductor) => {
          actual = nuevo;
          store.replaceReducer(envolver(nuevo));
        },
      };
    };
  };
  (window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    () =>
    (...potenciadores: ((c: Crear) => Crear)[]) =>
    (crear: Crear) =>
      [...potenciadores, qa].reduceRight((acc, p) => p(acc), crear);
}

export async function exportar(page: Page): Promise<unknown> {
  await page
    .waitForFunction(() => '__qa' in window, undefined, { timeout: 10_000 })
    .catch(() => {
      throw new Error('sin devtools: construya con REDUX_DEVTOOLS=1 (REDUX_DEVTOOLS=1 npm run build, luego E2E_SKIP_BUILD=1)');
    });
  // a settled screen, as QA exports it: a request still in flight would be exported as pending, and
  // no tab finishes a request it did not send (the replay would say "Cargando" for good)
  await page.waitForFunction(() => {
    const estado = (window as unknown as { __qa: { estado(): { api?: { queries?: Record<string, { status?: string }> } } } }).__qa.estado();
    return !Object.values(estado.api?.queries ?? {}).some((q) => q?.status === 'pending');
  });
  return page.evaluate(() => (window as unknown as { __qa: { exportar(): unknown } }).__qa.exportar());
}

/** A fresh tab of the same browser context (same session cookies) on `url`, the state imported there. */
export async function importarEnPestana(origen: Page, url: string, estado: unknown, temprano = false): Promise<Page> {
  const pestana = await origen.context().newPage();
  await pestana.setViewportSize(origen.viewportSize() ?? { width: 1280, height: 800 });
  if (temprano) await pestana.addInitScript((e) => ((window as unknown as { __qaPendiente: unknown }).__qaPendiente = e), estado);
  await pestana.goto(url);
  await pestana.waitForFunction(() => '__qa' in window);
  if (temprano) return pestana; // imported as its store was made: what it shows is timed from its first render (a 5 s notice) and must not wait for the network to idle
  await pestana.waitForLoadState('networkidle');
  await pestana.evaluate((e) => (window as unknown as { __qa: { importar(e: unknown): void } }).__qa.importar(e), estado);
  return pestana;
}
