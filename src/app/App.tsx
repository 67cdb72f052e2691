// The application: store provider, session rehydration, router. A server-rendered page passes its
// store (made from the embedded state, hydrated as it is: the server's session is the truth) and
// its routes with the matched pages already loaded; the SPA shell (role areas, another api.php on a
// static host) passes a store whose stored session was already read back (arranque.tsx).
import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AppStore } from './store';
import { construirRutas, descubrirAreas } from './enrutador';
import './styles.css';

export interface PropsApp {
  store: AppStore;
  /** The routes, with the matched lazy pages already loaded (a hydrated page). */
  rutas?: RouteObject[];
  /** The markup came from the server: the router takes its matches as they are. */
  hidratar?: boolean;
  /** Runs once the first render has committed (a hydrated page replays the taps made before). */
  alHidratar?: () => void;
}

export function App({ store, rutas, hidratar = false, alHidratar }: PropsApp) {
  // hydrationData (none to give: no route has a loader) makes the router take the server's matches
  // as they are, instead of asking the route discovery about a path with parameters first
  const router = useMemo(
    () => createBrowserRouter(rutas ?? construirRutas(), { patchRoutesOnNavigation: descubrirAreas(), ...(hidratar ? { hydrationData: {} } : {}) }),
    [rutas, hidratar],
  );
  // a parent's effects run after its children's: every page effect has run when this one does
  useEffect(() => alHidratar?.(), [alHidratar]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
