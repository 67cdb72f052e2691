// Renders a page or component with a fresh real store (optionally preloaded, as QA would import
// it) inside a memory router built from the real route table, or around `ui` alone.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, type RootState } from '../app/store';
import { construirRutas, descubrirAreas, filasPublicas, type FilaRuta } from '../app/enrutador';
import { MOSAICOS_ADMIN, rutasAreas } from '../app/rutasAreas';
import { registrarNavegador } from '../app/navegacion';

export interface Opciones {
  preloadedState?: Partial<RootState>;
  /** Initial URL; with `ui` it is the URL the element is rendered at. */
  route?: string;
  /** Route table to build (defaults to the real one). */
  tabla?: FilaRuta[];
  /** As in the browser: only the public rows at first, the areas discovered on the first visit. */
  descubrir?: boolean;
}

/** The whole app (real route table, layouts and guards) at `route`. */
export function renderApp({ preloadedState, route = '/', tabla = rutasAreas, descubrir = false }: Opciones = {}) {
  const { store } = makeStore(preloadedState, { persist: false });
  const router = descubrir
    ? createMemoryRouter(construirRutas(filasPublicas), { initialEntries: [route], patchRoutesOnNavigation: descubrirAreas() })
    : createMemoryRouter(construirRutas(tabla, MOSAICOS_ADMIN), { initialEntries: [route] });
  registrarNavegador((r) => void router.navigate(r));
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...utils };
}

/** One element with the store and a router around it. */
export function renderConProveedores(ui: ReactElement, { preloadedState, route = '/' }: Opciones = {}) {
  const { store } = makeStore(preloadedState, { persist: false });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...utils };
}
