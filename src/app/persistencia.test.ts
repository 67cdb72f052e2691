// The session is kept in localStorage only once there is one: a visitor's store never loads
// redux-persist nor touches localStorage; a login starts persisting (the logged-in session is
// stored as it is); the SPA shell reads the stored session back before its first render.
import { loginSucceeded } from '../shared/modelo/sesion';
import { ACCIONES_PERSIST, makeStore } from './store';
import * as reduxPersist from 'redux-persist';
import type { Persistor } from 'redux-persist';

const SESION = { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Ana Admin', contrasena_inicial: false };
// up to 10 s: the first login loads redux-persist with a dynamic import, which a cold jest cache
// compiles on a loaded 2-core machine (2 s was once not enough while other suites were building)
const esperar = async (condicion: () => boolean) => {
  for (const fin = Date.now() + 10_000; Date.now() < fin && !condicion();) await new Promise((r) => setTimeout(r, 10));
  expect(condicion()).toBe(true);
};
const guardada = () => {
  const crudo = localStorage.getItem('persist:sitio');
  return crudo ? (JSON.parse((JSON.parse(crudo) as { session: string }).session) as unknown) : null;
};

// Every store a test made is stopped after it: redux-persist writes again on later state changes
// (its REHYDRATE, `_persist`), and a write landing after the next test's clear() would be read as
// that test's (the persist-off test once saw one on a loaded machine).
const hechos: Array<() => Promise<Persistor | null>> = [];
const nuevoStore: typeof makeStore = (...args) => {
  const hecho = makeStore(...args);
  hechos.push(hecho.persistir);
  return hecho;
};
afterEach(async () => {
  for (const persistir of hechos.splice(0)) {
    const persistor = await persistir();
    if (persistor) {
      await persistor.flush();
      persistor.pause();
    }
  }
});
beforeEach(() => localStorage.clear());

it("the store names redux-persist's action types exactly (its serializable check ignores them)", () => {
  expect([...ACCIONES_PERSIST].sort()).toEqual(
    [reduxPersist.FLUSH, reduxPersist.REHYDRATE, reduxPersist.PAUSE, reduxPersist.PERSIST, reduxPersist.PURGE, reduxPersist.REGISTER].sort(),
  );
});

it("a visitor's store never writes localStorage; a login starts persisting the new session as it is", async () => {
  const escrituras = jest.spyOn(Storage.prototype, 'setItem');
  const { store } = nuevoStore({ session: { rol: null, pk_usuario: null, nombre_persona: null, contrasena_inicial: false } });
  store.dispatch({ type: 'cualquier/accion' });
  await new Promise((r) => setTimeout(r, 50));
  expect(escrituras.mock.calls.filter(([k]) => k === 'persist:sitio')).toHaveLength(0);
  // a stale session from another visit must not come back over the login that just happened
  localStorage.setItem('persist:sitio', JSON.stringify({ session: JSON.stringify({ ...SESION, pk_usuario: 99 }), _persist: '{"version":1}' }));
  store.dispatch(loginSucceeded(SESION));
  await esperar(() => (guardada() as { pk_usuario?: number } | null)?.pk_usuario === 2);
  expect(guardada()).toEqual(SESION);
  expect(store.getState().session).toEqual(SESION);
  escrituras.mockRestore();
});

it('the SPA shell reads the stored session back before rendering (persistir(true))', async () => {
  localStorage.setItem('persist:sitio', JSON.stringify({ session: JSON.stringify(SESION), _persist: '{"version":1,"rehydrated":true}' }));
  const { store, persistir } = nuevoStore();
  expect(store.getState().session.rol).toBeNull();
  await persistir(true);
  expect(store.getState().session).toEqual(SESION);
});

it('a server-rendered page with a session keeps its own session over the stored one, and stores it', async () => {
  localStorage.setItem(
    'persist:sitio',
    JSON.stringify({ session: JSON.stringify({ ...SESION, nombre_persona: 'Otra' }), _persist: '{"version":1}' }),
  );
  const { store, persistir } = nuevoStore({ session: SESION });
  await persistir();
  expect(store.getState().session).toEqual(SESION);
  await esperar(() => (guardada() as { nombre_persona?: string } | null)?.nombre_persona === 'Ana Admin');
});

it('with persist off (tests, the server) nothing loads at login', async () => {
  const { store, persistir } = nuevoStore(undefined, { persist: false });
  store.dispatch(loginSucceeded(SESION));
  expect(await persistir()).toBeNull();
  await new Promise((r) => setTimeout(r, 50));
  expect(localStorage.getItem('persist:sitio')).toBeNull();
});
