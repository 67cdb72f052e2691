// The slot of a slice that loads with an area's chunk: its state kept until the reducer arrives, and
// the slice's own actions that came before it applied, in order, at the next action (a QA import
// that lands while the page loads must not lose "the picker opened").
import type { UnknownAction } from '@reduxjs/toolkit';
import { MAX_PENDIENTES, ranura } from './ranura';

type S = { abiertos: string[] };
const real = (s: S = { abiertos: [] }, a: UnknownAction): S =>
  a.type === 'prueba/abierto' ? { abiertos: [...s.abiertos, String(a.payload)] } : a.type === 'prueba/cerrado' ? { abiertos: [] } : s;

test.each([
  ['before the reducer: the state as given, the own actions kept', false, [{ type: 'prueba/abierto', payload: 'a' }], { abiertos: ['x'] }],
  ['after it: applied at once', true, [{ type: 'prueba/abierto', payload: 'a' }], { abiertos: ['x', 'a'] }],
  ['another slice’s action changes nothing', true, [{ type: 'otra/abierto', payload: 'a' }], { abiertos: ['x'] }],
])('%s', (_caso, conectada, acciones, esperado) => {
  const r = ranura<S>('prueba');
  if (conectada) r.conectar(real);
  expect(acciones.reduce((s, a) => r.reducer(s, a), { abiertos: ['x'] })).toEqual(esperado);
});

test('the own actions seen before the reducer are applied in order before the next one; others are not kept', () => {
  const r = ranura<S>('prueba');
  let s: S = { abiertos: [] };
  for (const a of [
    { type: 'prueba/abierto', payload: 'a' },
    { type: 'otra/abierto', payload: 'z' },
    { type: 'prueba/cerrado' },
    { type: 'prueba/abierto', payload: 'b' },
  ])
    s = r.reducer(s, a);
  expect(s).toEqual({ abiertos: [] });
  r.conectar(real);
  s = r.reducer(s, { type: 'api/consulta' });
  expect(s).toEqual({ abiertos: ['b'] });
  // applied once: the next action does not replay them again
  expect(r.reducer(s, { type: 'prueba/abierto', payload: 'c' })).toEqual({ abiertos: ['b', 'c'] });
});

test(`a page that never loads the area keeps at most ${MAX_PENDIENTES} early actions`, () => {
  const r = ranura<S>('prueba');
  let s: S = { abiertos: [] };
  for (let i = 0; i < MAX_PENDIENTES + 50; i++) s = r.reducer(s, { type: 'prueba/abierto', payload: String(i) });
  r.conectar(real);
  expect(r.reducer(s, { type: 'x' }).abiertos).toHaveLength(MAX_PENDIENTES);
});

test('without a name (no slice to recognise) nothing is kept: the state stays as given', () => {
  const r = ranura<S>();
  const s = r.reducer({ abiertos: [] }, { type: 'prueba/abierto', payload: 'a' });
  r.conectar(real);
  expect(r.reducer(s, { type: 'x' })).toEqual({ abiertos: [] });
});
