// The application: store provider, session rehydration, router.
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from './store';
import { buildRoutes } from './routeTable';
import './styles.css';

export function App() {
  const { store, persistor } = useMemo(() => makeStore(), []);
  const router = useMemo(() => createBrowserRouter(buildRoutes()), []);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor!}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
