// The bounded memory: least recently used out first, at most its entries and its bytes.
import { Recientes } from './recientes';

it('holds at most maxEntradas entries and maxBytes bytes, dropping the least recently read', () => {
  const r = new Recientes<number>(3, 100);
  r.guardar('a', 1, 10);
  r.guardar('b', 2, 10);
  r.guardar('c', 3, 10);
  expect(r.leer('a')).toBe(1);
  r.guardar('d', 4, 10);
  expect([r.entradas, r.bytes]).toEqual([3, 30]);
  expect(r.leer('b')).toBeUndefined();
  expect([r.leer('a'), r.leer('c'), r.leer('d')]).toEqual([1, 3, 4]);
  r.guardar('e', 5, 90); // 120 bytes: a and c out (a was read first)
  expect([r.entradas, r.bytes]).toEqual([2, 100]);
  expect([r.leer('a'), r.leer('c'), r.leer('d'), r.leer('e')]).toEqual([undefined, undefined, 4, 5]);
  r.guardar('d', 6, 5); // replacing counts its bytes once
  expect([r.entradas, r.bytes]).toEqual([2, 95]);
  r.guardar('f', 7, 101); // bigger than the bound: not kept, nothing dropped
  expect([r.entradas, r.bytes, r.leer('f')]).toEqual([2, 95, undefined]);
});

it('stays within its bound after many insertions', () => {
  const r = new Recientes<string>(50, 1_000);
  for (let i = 0; i < 5_000; i++) {
    r.guardar(`k${i % 700}`, 'v', 1 + (i % 40));
    expect(r.entradas).toBeLessThanOrEqual(50);
    expect(r.bytes).toBeLessThanOrEqual(1_000);
  }
});
