// The alternative text rule of the contract (issue 37), as the forms and api.php apply it: an image
// item without `alt` (docs/SPEC.md's format) passes; one with an empty text and not decorative is
// refused with the exact message; a decorative one needs no text; a single image field the same.
import { imagenes, imagenRequerida, imagenOpcional, erroresDe } from './campos';
import { ALT_REQUERIDO, altDe } from './comun';
import { formProyecto } from './proyectos';
import { formEmpresa } from './empresas';
import { leerReferencia } from './textoAlternativo';
import { ALT_ILUSTRACIONES, altIlustracion } from './plan';
import { ILUSTRACIONES, revisarPlan } from './plan.esquema';

const lista = imagenes('Falta.', 3, 'Demasiadas.', 'Formato.');
const img = (extra: object = {}) => ({ key: '0.12345', imagen: 'data:image/png;base64,AA', ...extra });
const mensajes = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

it('refuses an image with an empty text and not decorative, with the message', () => {
  expect(mensajes(lista.safeParse([img({ alt: '   ', decorativa: false })]))).toEqual([ALT_REQUERIDO]);
  expect(ALT_REQUERIDO).toBe('Describa la imagen para quien no puede verla.');
});

it("accepts a described image, a decorative one, and docs/SPEC.md's item without alt", () => {
  expect(lista.safeParse([img({ alt: 'Maceta con sensor', decorativa: false }), img({ alt: '', decorativa: true }), img()]).success).toBe(true);
  // api.php's strings for decorativa, too
  expect(lista.safeParse([img({ alt: '', decorativa: '1' })]).success).toBe(true);
  expect(mensajes(lista.safeParse([img({ alt: '', decorativa: '0' })]))).toEqual([ALT_REQUERIDO]);
});

it('the forms: the project form names the list, the single image fields the same rule', () => {
  const proyecto = {
    nombre_proyecto: 'Huerto',
    cuatrimestre: '4',
    descripcion_proyecto: 'Riego.',
    enlace: '',
    imgs: [img({ alt: 'Maceta', decorativa: false }), img({ alt: '', decorativa: false })],
    miembros: [{ key: '1', nombre: 'Ana', pk: 0 }],
    foto: [],
  };
  expect(erroresDe(formProyecto, proyecto)).toEqual({ imgs: ALT_REQUERIDO });
  expect(erroresDe(formProyecto, { ...proyecto, imgs: [img({ alt: 'Maceta', decorativa: false })], foto: [img({ alt: '' })] })).toEqual({
    foto: ALT_REQUERIDO,
  });
  expect(erroresDe(formEmpresa, { nombreEmpresa: 'Bajío Tech', imagenes: [img({ alt: '', decorativa: false })] })).toEqual({
    imagenes: ALT_REQUERIDO,
  });
  expect(erroresDe(formEmpresa, { nombreEmpresa: 'Bajío Tech', imagenes: [img({ alt: '', decorativa: true })] })).toEqual({});
  expect(imagenRequerida('Falta.').safeParse([]).success).toBe(false);
  expect(imagenOpcional().safeParse([]).success).toBe(true);
});

it('the public alt: decorative is empty, then the authored text, then the generated one', () => {
  expect(altDe({ alt: 'Maceta', decorativa: true }, 'Huerto: imagen 1 de 2')).toBe('');
  expect(altDe({ alt: 'Maceta', decorativa: false }, 'Huerto: imagen 1 de 2')).toBe('Maceta');
  expect(altDe({ alt: null }, 'Huerto: imagen 1 de 2')).toBe('Huerto: imagen 1 de 2');
  expect(altDe(undefined, 'Huerto: imagen 1 de 2')).toBe('Huerto: imagen 1 de 2');
});

// whether a well-formed tipo is a kind of the report ('tabla:1'), the server answers (textoAlternativo.test.ts)
it('reads an image reference, and refuses anything else', () => {
  expect(leerReferencia('foto_proyecto:12')).toEqual({ tipo: 'foto_proyecto', id: 12 });
  expect(leerReferencia('persona:uploads/paginas/abcdefgh12.webp')).toEqual({ tipo: 'persona', id: 0, ruta: 'uploads/paginas/abcdefgh12.webp' });
  for (const mala of ['proyecto:', 'Tabla:1', 'proyecto:1;', ' evento:2', 'persona:../x.png']) expect(leerReferencia(mala)).toBeNull();
});

it('the curriculum: every site illustration has its own description; an upload needs one when the client sends texts', () => {
  expect(Object.keys(ALT_ILUSTRACIONES).sort()).toEqual(Object.keys(ILUSTRACIONES).sort());
  for (const nombre of Object.keys(ILUSTRACIONES)) expect(altIlustracion(`/img/plan/${nombre}.svg`)).toBe(ALT_ILUSTRACIONES[nombre]);
  expect([altIlustracion('/img/plan/constructor.svg'), altIlustracion('uploads/plan/0123456789abcdef_10x10.png')]).toEqual(['', '']);
  const materia = (imgs: string[], alts?: string[]) => [
    { nivel_academico: 'TSU', cuatrimestres: [{ numero: 1, materias: [{ nombre: 'Redes', puntos: [], imgs, ...(alts ? { alts } : {}) }] }] },
  ];
  const subida = 'data:image/png;base64,AA';
  expect(
    (revisarPlan(materia(['/img/plan/redes.svg', subida], ['', ''])).problemas ?? []).map((p) => [p.campo, p.mensaje.endsWith(ALT_REQUERIDO)]),
  ).toEqual([['0.cuatrimestres.0.materias.0.imgs', true]]);
  expect(revisarPlan(materia(['/img/plan/redes.svg', subida], ['', 'Switch del laboratorio'])).problemas).toBeUndefined();
  // docs/SPEC.md's subject (no alts): not asked
  expect(revisarPlan(materia(['/img/plan/redes.svg', subida])).problemas).toBeUndefined();
});
