// The editor's draft as a transition table: each change from a given draft to the expected one
// (the plan, and the steps "Deshacer" can go back through), then "Deshacer" itself, and the
// round trip between the stored plan and the editor's.
import { aPlan, aplicar, deshacer, desdePlan, numeroLibre, MAX_PASOS, type BorradorPlan, type Cambio, type NivelEditado } from './modelo';
import type { NivelAcademico } from '@/shared/api/contrato/plan';

const GUARDADO: NivelAcademico[] = [
  {
    nivel_academico: 'T.S.U.',
    cuatrimestres: [
      {
        numero: 1,
        materias: [
          { nombre: 'Redes', puntos: ['OSI', 'TCP/IP'], imgs: ['/img/plan/redes.svg'] },
          { nombre: 'Datos', puntos: [], imgs: [], horas: 75, creditos: 4.5 },
          { nombre: 'Inglés', puntos: ['Saludos'], imgs: ['/img/plan/idiomas.svg'], alts: ['Globos de diálogo'] },
        ],
      },
    ],
  },
  { nivel_academico: 'Ingeniería', cuatrimestres: [{ numero: 7, materias: [{ nombre: 'Arquitecturas', puntos: [], imgs: [] }] }] },
];
const PLAN = desdePlan(GUARDADO);
const B: BorradorPlan = { base: 3, plan: PLAN, historial: [] };
const R = ['n0', 'n0c0'];
const nombres = (b: BorradorPlan) => b.plan[0].cuatrimestres[0].materias.map((m) => m.nombre);
const ques = (b: BorradorPlan) => b.historial.map((p) => p.que);

describe('aplicar: one change → the draft after it', () => {
  it.each<[string, BorradorPlan, Cambio, (b: BorradorPlan) => unknown, unknown]>([
    [
      'a subject renamed',
      B,
      { tipo: 'texto', ruta: [...R, 'n0c0m1'], campo: 'nombre', valor: 'Bases de Datos' },
      nombres,
      ['Redes', 'Bases de Datos', 'Inglés'],
    ],
    [
      'typing is one step per field',
      aplicar(B, { tipo: 'texto', ruta: [...R, 'n0c0m1'], campo: 'nombre', valor: 'B' }),
      { tipo: 'texto', ruta: [...R, 'n0c0m1'], campo: 'nombre', valor: 'Ba' },
      ques,
      ['lo escrito en la materia «Datos»'],
    ],
    [
      'another field is another step',
      aplicar(B, { tipo: 'texto', ruta: [...R, 'n0c0m1'], campo: 'nombre', valor: 'B' }),
      { tipo: 'texto', ruta: [...R, 'n0c0m1'], campo: 'horas', valor: '60' },
      ques,
      ['lo escrito en la materia «Datos»', 'lo escrito en la materia «B»'],
    ],
    ['a subject moved down', B, { tipo: 'mover', ruta: [...R, 'n0c0m0'], paso: 1 }, nombres, ['Datos', 'Redes', 'Inglés']],
    ['…and named in its step', B, { tipo: 'mover', ruta: [...R, 'n0c0m0'], paso: 1 }, ques, ['el cambio de lugar de la materia «Redes»']],
    ['the first one cannot move up', B, { tipo: 'mover', ruta: [...R, 'n0c0m0'], paso: -1 }, nombres, ['Redes', 'Datos', 'Inglés']],
    ['the last one cannot move down', B, { tipo: 'mover', ruta: [...R, 'n0c0m2'], paso: 1 }, nombres, ['Redes', 'Datos', 'Inglés']],
    ['a level moved up', B, { tipo: 'mover', ruta: ['n1'], paso: -1 }, (b: BorradorPlan) => b.plan.map((n) => n.nombre), ['Ingeniería', 'T.S.U.']],
    ['a subject removed', B, { tipo: 'quitar', ruta: [...R, 'n0c0m1'] }, nombres, ['Redes', 'Inglés']],
    ['…undo names it', B, { tipo: 'quitar', ruta: [...R, 'n0c0m1'] }, ques, ['la eliminación de la materia «Datos»']],
    ['a term removed', B, { tipo: 'quitar', ruta: ['n1', 'n1c0'] }, (b: BorradorPlan) => b.plan[1].cuatrimestres, []],
    [
      'a subject added, empty, with its key',
      B,
      { tipo: 'agregar', padre: R, key: 'k1' },
      (b: BorradorPlan) => b.plan[0].cuatrimestres[0].materias[3],
      { key: 'k1', nombre: '', puntos: '', horas: '', creditos: '', imagenes: [] },
    ],
    [
      'a term added with its number',
      B,
      { tipo: 'agregar', padre: ['n1'], key: 'k2', numero: '8' },
      (b: BorradorPlan) => b.plan[1].cuatrimestres[1],
      { key: 'k2', numero: '8', materias: [] },
    ],
    ['a level added', B, { tipo: 'agregar', padre: [], key: 'k3' }, (b: BorradorPlan) => b.plan[2], { key: 'k3', nombre: '', cuatrimestres: [] }],
    [
      'an alt written',
      B,
      { tipo: 'alt', ruta: [...R, 'n0c0m0'], imagen: 'n0c0m0i0', valor: 'Nodos de una red' },
      (b: BorradorPlan) => b.plan[0].cuatrimestres[0].materias[0].imagenes,
      [{ key: 'n0c0m0i0', imagen: '/img/plan/redes.svg', alt: 'Nodos de una red' }],
    ],
    [
      'images replaced',
      B,
      { tipo: 'imagenes', ruta: [...R, 'n0c0m0'], imagenes: [] },
      (b: BorradorPlan) => [b.plan[0].cuatrimestres[0].materias[0].imagenes, ques(b)],
      [[], ['el cambio de imágenes de la materia «Redes»']],
    ],
    [
      'the other items are the same objects',
      B,
      { tipo: 'texto', ruta: ['n1'], campo: 'nombre', valor: 'Ing.' },
      (b: BorradorPlan) => b.plan[0] === B.plan[0],
      true,
    ],
  ])('%s', (_que, antes, cambio, ver, esperado) => {
    expect(ver(aplicar(antes, cambio))).toEqual(esperado);
  });

  it(`keeps at most ${MAX_PASOS} steps`, () => {
    let b = B;
    for (let i = 0; i < MAX_PASOS + 5; i++) b = aplicar(b, { tipo: 'mover', ruta: [...R, 'n0c0m0'], paso: i % 2 ? -1 : 1 });
    expect(b.historial).toHaveLength(MAX_PASOS);
  });
});

describe('deshacer', () => {
  it.each<[string, BorradorPlan, (b: BorradorPlan) => unknown, unknown]>([
    ['undoes a removal', aplicar(B, { tipo: 'quitar', ruta: [...R, 'n0c0m1'] }), nombres, ['Redes', 'Datos', 'Inglés']],
    [
      'undoes a move, then the removal before it',
      aplicar(aplicar(B, { tipo: 'quitar', ruta: [...R, 'n0c0m1'] }), { tipo: 'mover', ruta: [...R, 'n0c0m2'], paso: -1 }),
      (b: BorradorPlan) => [nombres(b), nombres(deshacer(b))],
      [
        ['Redes', 'Inglés'],
        ['Redes', 'Datos', 'Inglés'],
      ],
    ],
    [
      'undoes a whole field typed',
      aplicar(aplicar(B, { tipo: 'texto', ruta: ['n1'], campo: 'nombre', valor: 'I' }), {
        tipo: 'texto',
        ruta: ['n1'],
        campo: 'nombre',
        valor: 'In',
      }),
      (b: BorradorPlan) => b.plan[1].nombre,
      'Ingeniería',
    ],
    ['with nothing to undo, nothing changes', B, (b: BorradorPlan) => b, B],
  ])('%s', (_que, antes, ver, esperado) => {
    expect(ver(deshacer(antes))).toEqual(esperado);
  });
});

describe('between the stored plan and the editor', () => {
  it('gives each item a key from its place, topics as lines, numbers as text, alts beside their images', () => {
    expect(PLAN[0].cuatrimestres[0].materias[1]).toEqual({ key: 'n0c0m1', nombre: 'Datos', puntos: '', horas: '75', creditos: '4.5', imagenes: [] });
    expect(PLAN[0].cuatrimestres[0].materias[2].imagenes).toEqual([{ key: 'n0c0m2i0', imagen: '/img/plan/idiomas.svg', alt: 'Globos de diálogo' }]);
    expect(PLAN[0].cuatrimestres[0].materias[0].puntos).toBe('OSI\nTCP/IP');
  });

  it('sends topics without blank lines and numbers as typed', () => {
    const b = aplicar(B, { tipo: 'texto', ruta: [...R, 'n0c0m0'], campo: 'puntos', valor: 'OSI\n\n  TCP/IP  \n' });
    const enviado = aPlan(b.plan) as { cuatrimestres: { numero: string; materias: { puntos: string[]; horas: string }[] }[] }[];
    expect(enviado[0].cuatrimestres[0].materias[0].puntos).toEqual(['OSI', 'TCP/IP']);
    expect(enviado[0].cuatrimestres[0]).toMatchObject({ numero: '1' });
    expect(enviado[0].cuatrimestres[0].materias[1]).toMatchObject({ horas: '75' });
  });

  it('offers the first term number no term uses', () => {
    expect(numeroLibre(PLAN)).toBe('2');
    const todos: NivelEditado[] = [
      { key: 'n', nombre: 'X', cuatrimestres: Array.from({ length: 11 }, (_, i) => ({ key: `c${i}`, numero: String(i + 1), materias: [] })) },
    ];
    expect(numeroLibre(todos)).toBe('');
  });
});

describe('trasladar: a subject to another term (issue 43)', () => {
  const datos = ['n0', 'n0c0', 'n0c0m1'];
  it('takes the whole subject (hours, credits, images) to the end of the term, or at an index; one step back', () => {
    const b = aplicar(B, { tipo: 'trasladar', ruta: datos, destino: ['n1', 'n1c0'] });
    expect(nombres(b)).toEqual(['Redes', 'Inglés']);
    expect(b.plan[1].cuatrimestres[0].materias.at(-1)).toEqual(PLAN[0].cuatrimestres[0].materias[1]);
    expect(b.plan[1].cuatrimestres[0].materias.map((m) => m.nombre)).toEqual(['Arquitecturas', 'Datos']);
    expect(ques(b)).toEqual(['el paso de la materia «Datos» al séptimo cuatrimestre']);
    expect(deshacer(b).plan).toEqual(PLAN);
    const alPrincipio = aplicar(B, { tipo: 'trasladar', ruta: ['n0', 'n0c0', 'n0c0m2'], destino: ['n1', 'n1c0'], indice: 0 });
    expect(alPrincipio.plan[1].cuatrimestres[0].materias.map((m) => [m.nombre, m.imagenes.map((i) => i.alt)])).toEqual([
      ['Inglés', ['Globos de diálogo']],
      ['Arquitecturas', []],
    ]);
    // within the same term, to another place
    expect(nombres(aplicar(B, { tipo: 'trasladar', ruta: ['n0', 'n0c0', 'n0c0m0'], destino: R, indice: 2 }))).toEqual(['Datos', 'Inglés', 'Redes']);
    // what it sends keeps them
    expect((aPlan(b.plan) as NivelAcademico[])[1].cuatrimestres[0].materias[1]).toMatchObject({ nombre: 'Datos', horas: '75', creditos: '4.5' });
  });
});
