// "Editar esta página": each public page → its editor, for the admin only; pages without one → none.
import { edicionDe, editores } from './edicionDePagina';
import { RECURSOS } from '../recursos.generado';
import { ENLACES_PUBLICOS, filasPublicas } from '../rutasPublicas';
import type { Recurso } from '@/shared/recurso';
import type { Seccion } from '@/shared/api/contrato/secciones';

it.each([
  [
    '/',
    [
      ['Editar esta página', '/panel_admin/paginas/editar/inicio'],
      ['Editar el plan de estudios', '/panel_admin/plan_estudios'],
    ],
  ],
  ['/admisiones', [['Editar esta página', '/panel_admin/paginas/editar/admisiones']]],
  ['/acerca_de', [['Editar esta página', '/panel_admin/paginas/editar/acerca_de']]],
  ['/proyectos_estudiantes/7', [['Editar esta página', '/panel_admin/proyectos_estudiantes/editar/7']]],
  ['/proyectos_estudiantes', [['Editar esta página', '/panel_admin/proyectos_estudiantes']]],
  ['/eventos', [['Editar esta página', '/panel_admin/eventos_admin']]],
  ['/empresas_estadias/Bajio%20Tech/4', [['Editar esta página', '/panel_admin/empresas_estadias/editar_empresa_estadia/4']]],
  ['/casos_de_exito', [['Editar esta página', '/panel_admin/panel_casos_exito']]],
  ['/foro/3', [['Editar esta página', '/panel_admin/preguntas_respuestas']]],
  ['/buscar', []],
  ['/login', []],
  ['/no/existe', []],
] as const)('an admin on %s', (ruta, esperado) => {
  expect(edicionDe(ruta, 'a').map((e) => [e.texto, e.a])).toEqual(esperado);
});

it.each(['e', 's'] as const)('role %s edits no public page', (rol) => {
  for (const ruta of ['/', '/admisiones', '/proyectos_estudiantes/7', '/eventos']) expect(edicionDe(ruta, rol)).toEqual([]);
});

it('shows an admin limited to some sections only their editors (issue 48); none listed: all', () => {
  const de = (ruta: string, s?: ('eventos' | 'plan' | 'paginas')[]) => edicionDe(ruta, 'a', s).map((e) => e.a);
  expect(de('/eventos', ['eventos'])).toEqual(['/panel_admin/eventos_admin']);
  expect(de('/proyectos_estudiantes/7', ['eventos'])).toEqual([]);
  expect(de('/admisiones', ['eventos'])).toEqual([]);
  expect(de('/', ['plan'])).toEqual(['/panel_admin/plan_estudios']);
  expect(de('/', ['paginas'])).toEqual(['/panel_admin/paginas/editar/inicio']);
  expect(de('/proyectos_estudiantes/7', [])).toEqual(['/panel_admin/proyectos_estudiantes/editar/7']);
});

// rules over the declarations, not copies of them: a new feature's pages are covered by declaring them
describe('built from every feature’s recurso.ts', () => {
  const lista = editores(RECURSOS);

  it('every public list in the nav has an editor for an admin, and every editor is on a real public route', () => {
    for (const { to } of ENLACES_PUBLICOS) expect([to, edicionDe(to, 'a').length > 0]).toEqual([to, true]);
    const patrones = new Set(filasPublicas.map((f) => f.path));
    for (const e of lista) expect([e.patron, patrones.has(e.patron)]).toEqual([e.patron, true]);
  });

  it('a feature declaring its public pages reaches the staff bar, in its tile’s section; a list defaults to its tile', () => {
    const premios: Recurso = {
      filas: [],
      mosaico: { orden: 9, to: '/panel_admin/premios', titulo: 'Premios', texto: 'Premios.', seccion: 'premios' as Seccion },
      edicion: [{ patron: '/premios' }, { patron: '/premios/:pk', a: (p) => `/panel_admin/premios/editar/${p.pk}` }],
    };
    const con = editores([...RECURSOS, premios]);
    expect(edicionDe('/premios', 'a', undefined, con)).toEqual([{ texto: 'Editar esta página', a: '/panel_admin/premios' }]);
    expect(edicionDe('/premios/4', 'a', undefined, con)).toEqual([{ texto: 'Editar esta página', a: '/panel_admin/premios/editar/4' }]);
    expect(edicionDe('/premios', 'a', ['eventos'], con)).toEqual([]);
    expect(edicionDe('/premios', 'a', ['premios' as Seccion], con)).toHaveLength(1);
    expect(edicionDe('/premios', 'e', undefined, con)).toEqual([]);
  });
});
