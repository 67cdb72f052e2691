// A bad curriculum through api.php (editarPlan): one Spanish message naming the field and where it is
// in the plan, and nothing changes. The admin's edits that work: funciones.test.ts.
import { esRechazo } from '@server/pruebas/arnes';
import { prepararPlan } from '@server/pruebas/plan';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import type { NivelAcademico } from '@/shared/api/contrato/plan';

const { traer, editar, copia } = prepararPlan();

describe('a bad plan gets one Spanish message naming the field and where it is, and changes nothing', () => {
  type Cambio = (p: NivelAcademico[]) => unknown;
  const casos: [string, Cambio, string, string | undefined][] = [
    [
      'a subject without a name',
      (p) => ((p[0].cuatrimestres[1].materias[2].nombre = '  '), p),
      '«Técnico Superior Universitario en Desarrollo de S…», segundo cuatrimestre, materia 3: Se necesita el nombre de la materia.',
      '0.cuatrimestres.1.materias.2.nombre',
    ],
    ['a level without a name', (p) => ((p[1].nivel_academico = ''), p), 'Nivel 2: Se necesita el nombre del nivel académico.', '1.nivel_academico'],
    [
      'a term number used twice',
      (p) => ((p[1].cuatrimestres[0].numero = 3), p),
      '«Ingeniería en Desarrollo y Gestión de Software», tercer cuatrimestre: Ese número de cuatrimestre ya está en el plan: cada cuatrimestre lleva un número distinto.',
      '1.cuatrimestres.0.numero',
    ],
    [
      'a term number out of range',
      (p) => ((p[1].cuatrimestres[0].numero = 12), p),
      '«Ingeniería en Desarrollo y Gestión de Software», cuatrimestre 12: El número de cuatrimestre debe ser del 1 al 11.',
      '1.cuatrimestres.0.numero',
    ],
    [
      'a subject name used twice in its term',
      (p) => ((p[0].cuatrimestres[0].materias[1].nombre = 'fundamentos de programación'), p),
      '«Técnico Superior Universitario en Desarrollo de S…», primer cuatrimestre, materia «fundamentos de programación»: Ya hay una materia con ese nombre en este cuatrimestre.',
      '0.cuatrimestres.0.materias.1.nombre',
    ],
    [
      'an empty topic',
      (p) => ((p[1].cuatrimestres[0].materias[0].puntos[1] = ''), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software», tema 2: Un tema no puede quedar vacío.',
      '1.cuatrimestres.0.materias.0.puntos.1',
    ],
    [
      'hours that are not a whole number',
      (p) => (Object.assign(p[1].cuatrimestres[0].materias[0], { horas: 'muchas' }), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Las horas deben ser un número entero del 1 al 999.',
      '1.cuatrimestres.0.materias.0.horas',
    ],
    [
      'credits with three decimals',
      (p) => (Object.assign(p[1].cuatrimestres[0].materias[0], { creditos: 4.125 }), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Los créditos deben ser un número mayor que 0 y menor que 100, con hasta dos decimales.',
      '1.cuatrimestres.0.materias.0.creditos',
    ],
    [
      'an image that is not one',
      (p) => ((p[1].cuatrimestres[0].materias[0].imgs[0] = 'javascript:alert(1)'), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software», imagen 1: La imagen no es válida: elija un archivo de imagen o una ilustración del sitio.',
      '1.cuatrimestres.0.materias.0.imgs.0',
    ],
    [
      'an upload of another record',
      (p) => ((p[1].cuatrimestres[0].materias[0].imgs[0] = 'uploads/plan/0123456789abcdef_10x10.png'), p),
      'Una de las imágenes no pertenece al plan de estudios.',
      '1.cuatrimestres.0.materias.0.imgs.0',
    ],
    [
      'five images',
      (p) => ((p[1].cuatrimestres[0].materias[0].imgs = Array(5).fill('/img/plan/web.svg')), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Se permiten máximo 4 imágenes por materia.',
      '1.cuatrimestres.0.materias.0.imgs',
    ],
    [
      'an upload without its alternative text, from a client that sends them (the editor)',
      (p) => (Object.assign(p[1].cuatrimestres[0].materias[0], { imgs: ['/img/plan/arquitectura.svg', dataUrlDemo(5)], alts: ['', ' '] }), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Describa la imagen para quien no puede verla.',
      '1.cuatrimestres.0.materias.0.imgs',
    ],
    [
      'a term without subjects',
      (p) => ((p[1].cuatrimestres[0].materias = []), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre: Cada cuatrimestre necesita al menos una materia.',
      '1.cuatrimestres.0.materias',
    ],
    ['no level at all', () => [], 'El plan de estudios necesita al menos un nivel académico.', ''],
    ['not JSON', () => '[{"nivel_academico": ', 'El plan de estudios no tiene un formato válido.', undefined],
    ['another shape', () => ({ niveles: [] }), 'El plan de estudios no tiene un formato válido.', ''],
  ];

  it.each(casos)('%s', async (_que, cambio, mensaje, campo) => {
    const { version, plan } = await traer();
    const r = await editar(cambio(copia(plan)), version);
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje, ...(campo !== undefined ? { campo } : {}) }]);
    expect(esRechazo(r)).toBe(true);
    expect(await traer()).toEqual({ version, actualizado: expect.any(String), plan });
  });
});
