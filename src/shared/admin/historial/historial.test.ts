// The historial slice as a transition table: (state, event) → state.
import { historialSlice, pestanaElegida, revisionElegida, comparacionReiniciada, estadoDeHistorial, type HistorialState } from './historial';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';

const r = historialSlice.reducer;
const K = 'proyecto:5';
const comparando: HistorialState = { [K]: { pestana: 'historial', antes: 1, despues: 3 } };

describe('historial transitions', () => {
  it.each<[string, HistorialState, Parameters<typeof r>[1], HistorialState]>([
    ['an item never touched gets its tab', {}, pestanaElegida({ clave: K, pestana: 'historial' }), { [K]: { pestana: 'historial' } }],
    [
      'back to "Editar" keeps the compared revisions',
      comparando,
      pestanaElegida({ clave: K, pestana: 'editar' }),
      { [K]: { pestana: 'editar', antes: 1, despues: 3 } },
    ],
    [
      'a revision picked as the older side',
      { [K]: { pestana: 'historial' } },
      revisionElegida({ clave: K, lado: 'antes', pk: 2 }),
      { [K]: { pestana: 'historial', antes: 2 } },
    ],
    [
      'a revision picked as the newer side',
      comparando,
      revisionElegida({ clave: K, lado: 'despues', pk: 4 }),
      { [K]: { pestana: 'historial', antes: 1, despues: 4 } },
    ],
    ['a pick that is not a revision changes nothing', comparando, revisionElegida({ clave: K, lado: 'antes', pk: Number.NaN }), comparando],
    ['a pick below 1 changes nothing', comparando, revisionElegida({ clave: K, lado: 'antes', pk: 0 }), comparando],
    [
      'items are apart',
      comparando,
      pestanaElegida({ clave: 'evento:5', pestana: 'historial' }),
      { ...comparando, 'evento:5': { pestana: 'historial' } },
    ],
    ['reset: the default comparison again', comparando, comparacionReiniciada({ clave: K }), { [K]: { pestana: 'historial' } }],
    ['reset of an item never touched changes nothing', {}, comparacionReiniciada({ clave: K }), {}],
    ['login empties it', comparando, loginSucceeded({ rol: 'a', pk_usuario: 2, nombre_persona: 'Admin', contrasena_inicial: false }), {}],
    ['logout empties it', comparando, sessionCleared(), {}],
  ])('%s', (_t, antes, evento, despues) => {
    expect(r(antes, evento)).toEqual(despues);
  });

  it('an item never touched shows its form', () => {
    expect(estadoDeHistorial(undefined, K)).toEqual({ pestana: 'editar' });
    expect(estadoDeHistorial(comparando, K)).toBe(comparando[K]);
  });
});
