// The public order: upcoming soonest first, then past newest first, then undated in the server's order.
import { ordenarEventos } from './orden';
import type { Evento } from './tipos';

const ev = (pk: number, inicio?: string, fin?: string, todo_el_dia = false): Evento => ({
  pk_evento: pk,
  nombre_evento: `E${pk}`,
  descripcion_evento: '',
  imgs: [],
  ...(inicio ? { inicio, fin: fin ?? null, todo_el_dia, zona: 'America/Mexico_City' } : {}),
});

it('orders mixed dated and undated events', () => {
  const ahora = Date.parse('2027-03-12T18:00:00Z'); // 12:00 in Mexico City
  const lista = [
    ev(9), // undated, newest registered
    ev(8, '2027-03-01T16:00:00Z'),
    ev(7, '2027-04-01T16:00:00Z'),
    ev(6),
    ev(5, '2027-03-20T16:00:00Z'),
    ev(4, '2027-02-01T16:00:00Z'),
    ev(3, '2027-03-12T17:00:00Z', '2027-03-12T19:00:00Z'), // under way: still upcoming
    ev(2, '2027-03-12', null as unknown as string, true), // today, all day: still upcoming
    ev(1, '2027-03-11', '2027-03-11', true), // yesterday, all day: past
  ];
  expect(ordenarEventos(lista, ahora).map((e) => e.pk_evento)).toEqual([2, 3, 5, 7, 1, 8, 4, 9, 6]);
});
