// Drafts survive a reload, a closed tab and an expired session: redux-persist's
// persistoid writes the borradores slice to IndexedDB through localforage (throttled, one key per
// draft), and what was stored is read back once when an area chunk first needs it. localStorage's
// 5 MB would not hold a project's ten photos; IndexedDB does. Only the area chunks import this
// module, so a visitor downloads neither it nor localforage; the session keeps its own storage.
import localforage from 'localforage';
import { createPersistoid, getStoredState, type PersistConfig } from 'redux-persist';
import type { Store } from '@reduxjs/toolkit';
import { borradoresRestaurados, escrituraBorradores, vigentes, type BorradoresState } from '../modelo/borradores';

interface ConBorradores {
  borradores: BorradoresState;
}

const listos = new WeakMap<Store, Promise<void>>();
/** The stores whose stored drafts are back (not only asked for: a second caller waits for the first). */
const hechos = new WeakSet<Store>();

function configuracion(): PersistConfig<BorradoresState> {
  const storage = localforage.createInstance({ name: 'sitio', storeName: 'borradores', driver: localforage.INDEXEDDB });
  // a draft is written at most twice a second while typing
  return { key: 'borradores', storage, throttle: 500, timeout: 0 };
}

/** Starts persisting the drafts of this store (once); resolves when the stored ones are back. */
export function persistirBorradores(store: Store): Promise<void> {
  let listo = listos.get(store);
  if (listo) return listo;
  listo =
    typeof indexedDB === 'undefined'
      ? Promise.resolve() // jsdom, an old browser: drafts live in the store only
      : (async () => {
          const config = configuracion();
          try {
            const guardados = (await getStoredState(config)) as BorradoresState | undefined;
            // a draft older than BORRADORES_DIAS is dropped, never shown (and not written back)
            if (guardados) store.dispatch(borradoresRestaurados(vigentes(guardados, Date.now())));
          } catch {
            // unreadable storage: start from what the store holds
          }
          const persistoid = createPersistoid(config);
          let previo = (store.getState() as ConBorradores).borradores;
          persistoid.update(previo);
          store.subscribe(() => {
            const actual = (store.getState() as ConBorradores).borradores;
            if (actual !== previo) persistoid.update((previo = actual));
          });
          // a tab closed within the throttle still writes its last keystrokes
          window.addEventListener('pagehide', () => void persistoid.flush());
          escrituraBorradores.escribir = () => persistoid.flush();
        })();
  listo = listo.then(() => void hechos.add(store));
  listos.set(store, listo);
  return listo;
}

/** True once the stored drafts of this store are back (no notice flickers on a second form). */
export const borradoresListos = (store: Store) => hechos.has(store);
