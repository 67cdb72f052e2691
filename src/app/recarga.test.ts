// docs/SPEC.md §4's reload flag drives the refresh: each toggle of ui.reload.flag invalidates the tags
// stored beside it, so every list that shows them refetches; no toggle, no refetch.
import { baseApi } from '../shared/api/baseApi';
import { intentFailed, intentSucceeded } from '../shared/modelo/ui';
import { makeStore } from './store';

let llamadas = 0;
const api = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listaDePrueba: b.query<number, void>({
      queryFn: () => ({ data: ++llamadas }),
      providesTags: [{ type: 'Proyecto', id: 'LIST' }],
    }),
  }),
});

const esperar = async (condicion: () => boolean) => {
  for (let i = 0; i < 200 && !condicion(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condicion()).toBe(true);
};

beforeEach(() => {
  llamadas = 0;
});

it('a toggle of the reload flag refetches the lists with its tags, and only those', async () => {
  const { store } = makeStore(undefined, { persist: false });
  const sub = store.dispatch(api.endpoints.listaDePrueba.initiate());
  await sub;
  expect(llamadas).toBe(1);

  store.dispatch(intentSucceeded({ mensaje: 'Evento dado de baja.', tags: [{ type: 'Evento', id: 'LIST' }] }));
  expect(store.getState().ui.reload).toEqual({ flag: true, tags: [{ type: 'Evento', id: 'LIST' }] });
  await new Promise((r) => setTimeout(r, 100));
  expect(llamadas).toBe(1);

  store.dispatch(intentSucceeded({ mensaje: 'Proyecto dado de baja.', tags: [{ type: 'Proyecto', id: 'LIST' }] }));
  expect(store.getState().ui.reload.flag).toBe(false);
  await esperar(() => llamadas === 2);
  sub.unsubscribe();
});

it('an action that leaves the flag as it was refreshes nothing through it', async () => {
  const { store } = makeStore(undefined, { persist: false });
  const sub = store.dispatch(api.endpoints.listaDePrueba.initiate());
  await sub;
  store.dispatch(intentFailed('No se pudo.'));
  await new Promise((r) => setTimeout(r, 100));
  expect(store.getState().ui.reload.flag).toBe(false);
  expect(llamadas).toBe(1);
  sub.unsubscribe();
});
