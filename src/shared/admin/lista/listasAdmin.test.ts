// The listasAdmin slice as a transition table: (state, event) → state.
import { listasAdminSlice, listaInicial, paginaElegida, filtroAlternado, seleccionCambiada, seleccionQuitada, estadoDeLista } from './listasAdmin';
import type { EstadoLista, ListasAdminState } from '@/shared/modelo/ranuraListas';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';

const r = listasAdminSlice.reducer;
const L = 'Alumnos';
const con = (parcial: Partial<EstadoLista>): ListasAdminState => ({ [L]: { ...listaInicial, ...parcial } });
const pagina3 = con({ pagina: { n: 3, busqueda: 'ana' }, filtros: ['Solo A'], seleccion: [10, 11, 12] });

describe('listasAdmin transitions', () => {
  it.each<[string, ListasAdminState, Parameters<typeof r>[1], ListasAdminState]>([
    ['a list never touched gets its page', {}, paginaElegida({ lista: L, n: 3, busqueda: '' }), con({ pagina: { n: 3, busqueda: '' } })],
    [
      'the page remembers the search it was chosen for',
      con({}),
      paginaElegida({ lista: L, n: 2, busqueda: 'ana' }),
      con({ pagina: { n: 2, busqueda: 'ana' } }),
    ],
    ['a page below 1 or not a number is page 1', con({}), paginaElegida({ lista: L, n: Number.NaN, busqueda: '' }), con({})],
    ['a page below 1 is page 1', con({}), paginaElegida({ lista: L, n: -4, busqueda: '' }), con({})],
    [
      'ticking a filter adds it and goes back to page 1 (the selection stays)',
      pagina3,
      filtroAlternado({ lista: L, etiqueta: 'Solo B', activo: true }),
      con({ pagina: { n: 1, busqueda: 'ana' }, filtros: ['Solo A', 'Solo B'], seleccion: [10, 11, 12] }),
    ],
    [
      'unticking a filter removes it and goes back to page 1',
      pagina3,
      filtroAlternado({ lista: L, etiqueta: 'Solo A', activo: false }),
      con({ pagina: { n: 1, busqueda: 'ana' }, seleccion: [10, 11, 12] }),
    ],
    [
      'ticking a filter twice keeps it once',
      con({ filtros: ['Solo A'] }),
      filtroAlternado({ lista: L, etiqueta: 'Solo A', activo: true }),
      con({ filtros: ['Solo A'] }),
    ],
    ['ticking a row adds its key', con({ seleccion: [10] }), seleccionCambiada({ lista: L, claves: [11], si: true }), con({ seleccion: [10, 11] })],
    [
      'ticking a ticked row changes nothing',
      con({ seleccion: [10] }),
      seleccionCambiada({ lista: L, claves: [10], si: true }),
      con({ seleccion: [10] }),
    ],
    [
      'ticking a page adds its rows once each',
      con({ seleccion: [11] }),
      seleccionCambiada({ lista: L, claves: [10, 11, 12, 12], si: true }),
      con({ seleccion: [11, 10, 12] }),
    ],
    [
      'ticking a page keeps the rows already ticked where they were',
      con({ seleccion: [12, 1] }),
      seleccionCambiada({ lista: L, claves: [11, 12], si: true }),
      con({ seleccion: [12, 1, 11] }),
    ],
    [
      'unticking a page removes only its rows',
      con({ seleccion: [1, 10, 11] }),
      seleccionCambiada({ lista: L, claves: [10, 11], si: false }),
      con({ seleccion: [1] }),
    ],
    [
      '"Quitar selección" empties it and keeps the page',
      pagina3,
      seleccionQuitada({ lista: L }),
      con({ pagina: { n: 3, busqueda: 'ana' }, filtros: ['Solo A'] }),
    ],
    ['"Quitar selección" on a list never touched changes nothing', {}, seleccionQuitada({ lista: L }), {}],
    [
      'one list does not touch another',
      pagina3,
      paginaElegida({ lista: 'Eventos', n: 2, busqueda: '' }),
      { ...pagina3, Eventos: { ...listaInicial, pagina: { n: 2, busqueda: '' } } },
    ],
    ['logging out empties every list', { ...pagina3, Eventos: listaInicial }, sessionCleared(), {}],
    [
      'logging in (another admin, same computer) empties every list',
      pagina3,
      loginSucceeded({ rol: 'a', pk_usuario: 3, nombre_persona: 'Ana', contrasena_inicial: false }),
      {},
    ],
  ])('%s', (_n, antes, accion, despues) => {
    expect(r(antes, accion)).toEqual(despues);
  });

  it('a list never touched reads as page 1 with nothing ticked', () => {
    expect(estadoDeLista(undefined, L)).toEqual({ pagina: { n: 1, busqueda: '' }, filtros: [], seleccion: [] });
    expect(estadoDeLista(pagina3, L).seleccion).toEqual([10, 11, 12]);
  });
});
