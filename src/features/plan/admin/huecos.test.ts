// The numbering check of the curriculum editor: each kind of gap and its exact Spanish warning.
import { huecosDelPlan } from './huecos';
import type { NivelEditado } from './modelo';

const materia = { key: 'm', nombre: 'X', puntos: '', horas: '', creditos: '', imagenes: [] };
const nivel = (nombre: string, terminos: [string, number][]): NivelEditado => ({
  key: nombre,
  nombre,
  cuatrimestres: terminos.map(([numero, n]) => ({ key: numero, numero, materias: Array.from({ length: n }, () => materia) })),
});

describe('huecosDelPlan', () => {
  it.each<[string, NivelEditado[], string[]]>([
    [
      'consecutive terms with subjects: nothing',
      [
        nivel('TSU', [
          ['1', 2],
          ['2', 1],
        ]),
        nivel('Ing', [['3', 1]]),
      ],
      [],
    ],
    [
      "SPEC's plan: fifth, then seventh",
      [
        nivel('TSU', [
          ['1', 1],
          ['5', 1],
        ]),
        nivel('Ing', [['7', 1]]),
      ],
      ['Faltan los cuatrimestres 2, 3 y 4: el plan pasa del primero al quinto.', 'Falta el sexto cuatrimestre: el plan pasa del quinto al séptimo.'],
    ],
    [
      'an empty term',
      [
        nivel('Ingeniería', [
          ['1', 1],
          ['2', 0],
        ]),
      ],
      ['El segundo cuatrimestre de «Ingeniería» no tiene materias.'],
    ],
    [
      'a plan that starts later; a number being typed is left alone',
      [
        nivel('TSU', [
          ['2', 1],
          ['', 1],
        ]),
      ],
      ['El plan empieza en el segundo cuatrimestre: falta el primero.'],
    ],
  ])('%s', (_, plan, avisos) => expect(huecosDelPlan(plan)).toEqual(avisos));
});
