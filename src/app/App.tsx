// The application: store provider, session rehydration, router. A server-rendered page passes the
// embedded state (hydrated as it is: the server's session is the truth, no gate to wait for) and
// its routes with the matched pages already loaded; the SPA shell (role areas, another api.php on
// a static host) starts empty and waits for the stored session.
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type RootState } from './store';
import { buildRoutes, descubrirAreas } from './routeTable';
import './styles.css';

export function App({ estado, rutas }: { estado?: RootState; rutas?: RouteObject[] }) {
  const { store, persistor } = useMemo(() => makeStore(estado, { delServidor: Boolean(estado) }), [estado]);
  // hydrationData (none to give: no route has a loader) makes the router take the server's matches
  // as they are, instead of asking the route discovery about a path with parameters first
  const router = useMemo(
    () => createBrowserRouter(rutas ?? buildRoutes(), { patchRoutesOnNavigation: descubrirAreas(), ...(estado ? { hydrationData: {} } : {}) }),
    [rutas, estado],
  );
  const app = <RouterProvider router={router} />;
  return (
    <Provider store={store}>
      {estado ? (
        app
      ) : (
        <PersistGate loading={null} persistor={persistor!}>
          {app}
        </PersistGate>
      )}
    </Provider>
  );
}
