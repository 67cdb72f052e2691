// The floor: a minimal app of our stack (React, ReactDOM, createBrowserRouter, RTK Query on an
// axios baseQuery, redux-persist + PersistGate, Provider), built by the same webpack config. The
// bench compares the JS the real home page downloads with this.
import { createRoot } from 'react-dom/client';
import axios from 'axios';
import { configureStore, combineReducers } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { PersistGate } from 'redux-persist/integration/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const baseQuery: BaseQueryFn<{ funcion: string }, unknown, { mensaje: string }> = async ({ funcion }) => {
  try {
    const form = new FormData();
    form.append('funcion', funcion);
    return { data: (await axios.post('/api.php', form)).data };
  } catch {
    return { error: { mensaje: 'error' } };
  }
};
const api = createApi({
  baseQuery,
  endpoints: (b) => ({ enlace: b.query<{ enlace: string }, void>({ query: () => ({ funcion: 'mostrarEnlace' }) }) }),
});
const reducer = persistReducer({ key: 'floor', storage, whitelist: [] }, combineReducers({ [api.reducerPath]: api.reducer }));
const store = configureStore({ reducer, middleware: (g) => g({ serializableCheck: false }).concat(api.middleware) });
const persistor = persistStore(store);

function Inicio() {
  const { data } = api.useEnlaceQuery();
  return <h1>Inicio {data?.enlace}</h1>;
}
const router = createBrowserRouter([{ path: '/', Component: Inicio }]);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <PersistGate loading={null} persistor={persistor}>
      <RouterProvider router={router} />
    </PersistGate>
  </Provider>,
);
