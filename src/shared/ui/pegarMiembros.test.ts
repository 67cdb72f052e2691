// pegarMiembros as a table: what a pasted list does to the members (issue 43).
import { esLista, pegarMiembros } from './pegarMiembros';
import type { MiembroForm } from './CamposMiembros';

const m = (nombre: string, pk = 0, key = `k-${nombre || 'vacio'}`): MiembroForm => ({ key, nombre, pk });
const nombres = (l: MiembroForm[]) => l.map((x) => x.nombre);

it('tells a list from a single line', () => {
  expect([esLista('Ana'), esLista('Ana\n'), esLista('  Ana \r\n'), esLista('Ana\nLuis'), esLista('Ana\r\n\r\nLuis')]).toEqual([
    false,
    false,
    false,
    true,
    true,
  ]);
});

it.each([
  [
    'fills the empty field, then one member per line after it',
    [m('')],
    0,
    'Ana\n Luis \n\nSofía\r\nRaúl',
    30,
    ['Ana', 'Luis', 'Sofía', 'Raúl'],
    'Se agregaron 4 miembros de la lista pegada.',
  ],
  [
    'keeps a filled field and inserts after it, dropping list markers',
    [m('Ana', 4), m('Eva', 5)],
    0,
    '- Luis\n2. Sofía\n• Raúl',
    30,
    ['Ana', 'Luis', 'Sofía', 'Raúl', 'Eva'],
    'Se agregaron 3 miembros de la lista pegada.',
  ],
  [
    'leaves out names already there or repeated, ignoring case and accents',
    [m('Raúl'), m('')],
    1,
    'raul\nAna\nANA\nLuis',
    30,
    ['Raúl', 'Ana', 'Luis'],
    'Se agregaron 2 miembros de la lista pegada. Se omitieron 2 nombres repetidos.',
  ],
  [
    'stops at the limit and says so with the contract message',
    [m('Ana'), m('')],
    1,
    'Luis\nSofía\nRaúl\nEva',
    3,
    ['Ana', 'Luis', 'Sofía'],
    'Se agregaron 2 miembros de la lista pegada. Se permiten máximo 30 miembros por proyecto. Se omitieron 2 nombres.',
  ],
  [
    'a list of repeated names only adds nothing',
    [m('Ana'), m('')],
    1,
    'Ana\nana',
    30,
    ['Ana', ''],
    'No se agregó ningún miembro de la lista pegada. Se omitieron 2 nombres repetidos.',
  ],
])('%s', (_caso, antes, i, texto, max, despues, mensaje) => {
  const r = pegarMiembros(antes, i, texto, max);
  expect(nombres(r.miembros)).toEqual(despues);
  expect(r.mensaje).toBe(mensaje);
  // stored members keep their pk and key; new ones are pk 0 with a fresh key
  for (const a of antes) if (a.nombre) expect(r.miembros.find((x) => x.key === a.key)).toEqual(a);
  expect(new Set(r.miembros.map((x) => x.key)).size).toBe(r.miembros.length);
});
