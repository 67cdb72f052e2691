// The session kept in localStorage (redux-persist), loaded only when there is a session: a visitor's
// page never downloads redux-persist nor touches localStorage. The store starts on the plain root
// reducer; this swaps in the persisted one (same key, whitelist and version as always, so a stored
// session of an earlier version still reads back) and starts the persistor.
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { Reducer, Store } from '@reduxjs/toolkit';

/**
 * `rootReducer` is the store's (passed in: the store imports this file). `restaurar`: what localStorage holds is merged back (the SPA shell starts with no session);
 * otherwise the store's own session is the truth (a server-rendered page was painted with it, a
 * login just happened) and is stored again as it is.
 */
export function persistirSesion<S extends object>(store: Store<S>, rootReducer: Reducer<S>, restaurar: boolean): Promise<Persistor> {
  const reducer = persistReducer(
    {
      key: 'sitio',
      storage,
      whitelist: ['session'],
      version: 1,
      ...(restaurar ? {} : { stateReconciler: (_guardado: unknown, _original: S, actual: S) => actual }),
    },
    rootReducer,
  );
  store.replaceReducer(reducer as unknown as Reducer<S>);
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}
