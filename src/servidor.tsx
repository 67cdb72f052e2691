// Server only: the SSR bundle (webpack.config.js builds it for node; server/ssr loads it at start).
// Renders a public URL the way the browser will hydrate it: a store per request whose baseQuery
// runs the dispatch table in-process (the caller's `extra`), the page's own `datos` (its RTK Query
// endpoints), React Router's static handler, React 19. Returns the markup, the store's state to
// embed, the page's head and the chunks of the matched page.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { makeStore, type RootState } from './app/store';
import { construirRutas, type FilaRuta, type ManejoRuta } from './app/enrutador';
import { MOSAICOS_ADMIN, rutasAreas } from './app/rutasAreas';
import { baseApi } from './shared/api/baseApi';
import type { ExtraServidor } from './shared/api/funcionBaseQuery';
import type { SessionState } from './shared/modelo/sesion';
import { CabezaContext, tituloCompleto, type Cabeza } from './shared/ui/useCabeza';
import { datosMarcoPublico } from './app/marcos/MarcoPublico';

export { tituloCompleto };
export type { Cabeza, RootState };

export interface PeticionSsr {
  /** Absolute URL of the page (only its path and query are used). */
  url: string;
  /** The caller's session as the server knows it (visitors: no role). */
  sesion: SessionState;
  extra: ExtraServidor;
}

export type PaginaSsr = { redirigir: string } | { status: 200 | 404; html: string; estado: RootState; cabeza: Cabeza | null; chunks: string[] };

const rutas = construirRutas(rutasAreas, MOSAICOS_ADMIN);
const handler = createStaticHandler(rutas);

/**
 * 'ssr': a public page the server renders; 'spa': the SPA shell (role areas and pages that depend
 * on the browser's session alone), rendered in the browser.
 */
export function clasificar(pathname: string): 'ssr' | 'spa' {
  const hoja = matchRoutes(rutas, pathname)?.at(-1)?.route;
  const fila = rutasAreas.find((f) => f.path === hoja?.path);
  if (!fila) return 'ssr'; // the public catch-all: the 404 page
  return fila.area === 'publico' && !fila.soloCliente ? 'ssr' : 'spa';
}

const publicas = () => rutasAreas.filter((f) => f.area === 'publico' && !f.soloCliente);
/** Every server-rendered route pattern the server registers as GET routes (a row with its own route apart). */
export const rutasSsr = (): string[] => publicas().flatMap((f) => (f.propia ? [] : [f.path]));
/** The public paths without parameters (for the sitemap). */
export const rutasPublicas = (): string[] => rutasSsr().filter((p) => !p.includes(':'));

// Which chunks a lazy page needs: webpack's import() calls __webpack_require__.e(chunk)
// synchronously, so calling the loader once with .e observed names them (chunk ids are the
// webpackChunkName names in this bundle; the client's manifest maps them to files).
declare const __webpack_require__: { e?: (id: string | number) => Promise<unknown> } | undefined;
const chunksDeFila = new Map<string, string[]>();
function chunksDe(fila: FilaRuta | undefined): string[] {
  if (!fila?.cargar || typeof __webpack_require__ === 'undefined' || !__webpack_require__.e) return [];
  let hechos = chunksDeFila.get(fila.path);
  if (!hechos) {
    const vistos: string[] = [];
    const req = __webpack_require__;
    const original = req.e!;
    req.e = (id) => {
      vistos.push(String(id));
      return original(id);
    };
    try {
      void fila.cargar();
    } finally {
      req.e = original;
    }
    chunksDeFila.set(fila.path, (hechos = vistos));
  }
  return hechos;
}

function aTexto(nodo: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const salida = new Writable({
      write(trozo, _codificacion, listo) {
        html += String(trozo);
        listo();
      },
      final(listo) {
        resolve(html);
        listo();
      },
    });
    const { pipe } = renderToPipeableStream(nodo, {
      onAllReady: () => pipe(salida),
      onShellError: (e) => reject(e instanceof Error ? e : new Error(String(e))),
      onError: (e) => {
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    });
  });
}

export async function renderizar({ url, sesion, extra }: PeticionSsr): Promise<PaginaSsr> {
  const direccion = new URL(url);
  const contexto = await handler.query(new Request(direccion.href));
  if (contexto instanceof Response) {
    const destino = contexto.headers.get('location');
    if (destino) return { redirigir: destino };
    throw new Error(`la ruta ${direccion.pathname} respondió ${contexto.status}`);
  }
  const { store } = makeStore({ session: sesion }, { persist: false, extra });
  const hoja = contexto.matches.at(-1);
  const manejo = hoja?.route.handle as ManejoRuta | undefined;
  let status: 200 | 404 = !manejo || manejo.fila.path === '*' || manejo.fila.path === '/error' ? 404 : 200;
  // every page rendered here is in the public layout, whose footer shows the contact lines
  const marco = datosMarcoPublico({ params: hoja?.params ?? {}, url: direccion, dispatch: store.dispatch });
  if (manejo?.datos && hoja) {
    const r = await manejo.datos({ params: hoja.params, url: direccion, dispatch: store.dispatch });
    if (r && 'redirigir' in r) return { redirigir: r.redirigir };
    if (r?.status === 404) status = 404;
  }
  await marco;
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  let cabeza: Cabeza | null = null;
  const colector = (c: Cabeza) => {
    cabeza = c;
  };
  const html = await aTexto(
    <CabezaContext.Provider value={colector}>
      <Provider store={store}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, contexto)} context={contexto} hydrate={false} />
      </Provider>
    </CabezaContext.Provider>,
  );
  const estado = store.getState();
  // the store ends with the request: clears the expiry timers RTK Query keeps for unsubscribed data
  store.dispatch(baseApi.util.resetApiState());
  return { status, html, estado, cabeza, chunks: chunksDe(manejo?.fila) };
}
