// Issue 43's parts of the admin kit without a page: the listasAdmin transitions it adds (filters'
// values, the bulk date, the quick edit) as a table, the one confirmation's text, the undo built
// from a bulk action's answer, the actions each list offers, and the status a filter reads.
import {
  edicionAbierta,
  edicionCambiada,
  edicionCerrada,
  edicionEnviada,
  edicionFallida,
  fechaLoteCambiada,
  listaInicial,
  listasAdminSlice,
  seleccionCambiada,
  valoresElegidos,
} from './listasAdmin';
import type { EstadoLista, ListasAdminState } from '@/shared/modelo/ranuraListas';
import { accionesDe, confirmarLote, deshacerDeRespuesta, enlaceExportar, etiquetaPagina, preguntaLote, primeros } from './lote';
import { estadoPublicacion } from './CamposFiltro';

const r = listasAdminSlice.reducer;
const L = 'Proyectos';
const con = (parcial: Partial<EstadoLista>): ListasAdminState => ({ [L]: { ...listaInicial, ...parcial } });
const abierta = { clave: 4, campos: { nombre_proyecto: 'Agenda', cuatrimestre: '4' } };

describe('listasAdmin transitions added by issue 43', () => {
  it.each<[string, ListasAdminState, Parameters<typeof r>[1], ListasAdminState]>([
    [
      'choosing a filter keeps its value and goes back to page 1',
      con({ pagina: { n: 3, busqueda: '' } }),
      valoresElegidos({ lista: L, valores: { cuatrimestre: '4' } }),
      con({ valores: { cuatrimestre: '4' } }),
    ],
    [
      'an emptied filter is dropped',
      con({ valores: { cuatrimestre: '4', estado: 'programado' } }),
      valoresElegidos({ lista: L, valores: { cuatrimestre: '4', estado: '' } }),
      con({ valores: { cuatrimestre: '4' } }),
    ],
    [
      'the same values again keep the page',
      con({ pagina: { n: 2, busqueda: '' }, valores: { orden: '1' } }),
      valoresElegidos({ lista: L, valores: { orden: '1' } }),
      con({ pagina: { n: 2, busqueda: '' }, valores: { orden: '1' } }),
    ],
    [
      'every match ticked at once (across pages), each once',
      con({ seleccion: [3] }),
      seleccionCambiada({ lista: L, claves: [1, 2, 3, 4], si: true }),
      con({ seleccion: [3, 1, 2, 4] }),
    ],
    ['the bulk date typed', con({}), fechaLoteCambiada({ lista: L, fecha: '2027-03-12T08:00' }), con({ fechaLote: '2027-03-12T08:00' })],
    ['a quick edit opened with the row as it is', con({}), edicionAbierta({ lista: L, ...abierta }), con({ edicion: abierta })],
    [
      'a field typed in it',
      con({ edicion: abierta }),
      edicionCambiada({ lista: L, campo: 'nombre_proyecto', valor: 'Agenda 2' }),
      con({ edicion: { ...abierta, campos: { ...abierta.campos, nombre_proyecto: 'Agenda 2' } } }),
    ],
    ['a field typed with none open changes nothing', con({}), edicionCambiada({ lista: L, campo: 'x', valor: 'y' }), con({})],
    ['its save sent', con({ edicion: abierta }), edicionEnviada({ lista: L }), con({ edicion: { ...abierta, enviando: true, error: undefined } })],
    [
      'its save refused: the message, the fields kept',
      con({ edicion: { ...abierta, enviando: true } }),
      edicionFallida({ lista: L, mensaje: 'Se necesita el nombre del proyecto.' }),
      con({ edicion: { ...abierta, enviando: false, error: 'Se necesita el nombre del proyecto.' } }),
    ],
    ['closed (saved or Escape)', con({ edicion: abierta }), edicionCerrada({ lista: L }), con({ edicion: null })],
  ])('%s', (_caso, antes, accion, despues) => {
    expect(r(antes, accion)).toEqual(despues);
  });
});

describe('the one confirmation of a bulk action', () => {
  it('names the count and the first three items', () => {
    const doce = ['Inventario', 'Agenda', 'Tienda', ...Array.from({ length: 9 }, (_, i) => `P${i}`)];
    expect(preguntaLote('proyectos', 'baja', doce)).toBe('¿Dar de baja 12 proyectos? Inventario, Agenda, Tienda y 9 más.');
    expect(preguntaLote('solicitudes', 'atender', ['Ana', 'Luis'])).toBe('¿Marcar como atendidas 2 solicitudes? Ana y Luis.');
    expect(preguntaLote('eventos', 'publicarEn', ['Feria'], '2027-03-12T08:00')).toBe(
      '¿Programar la publicación de 1 evento para el 2027-03-12 08:00? Feria.',
    );
    expect(primeros(['A', 'B', 'C'])).toBe('A, B y C');
    expect(primeros(Array.from({ length: 1500 }, (_, i) => `X${i}`))).toBe('X0, X1, X2 y 1,497 más');
  });

  it('asks for accionEnLote with the pks in order, and takes its undo from the answer', () => {
    const a = confirmarLote(
      'eventos',
      'retirarEn',
      [
        { pk: 7, nombre: 'Feria' },
        { pk: 3, nombre: 'Hackatón' },
      ],
      [{ type: 'Evento', id: 'LIST' }],
      '2027-01-01T10:00',
    );
    expect(a.payload).toEqual({
      mensaje: '¿Programar el retiro de 2 eventos para el 2027-01-01 10:00? Feria y Hackatón.',
      aceptar: 'Programar retiro',
      intent: {
        tipo: 'llamada',
        funcion: 'accionEnLote',
        campos: { entidad: 'eventos', accion: 'retirarEn', pks: '[7,3]', fecha: '2027-01-01T10:00' },
        invalida: [{ type: 'Evento', id: 'LIST' }],
        deshacerDeRespuesta: true,
      },
    });
    const intent = a.payload.intent as Parameters<typeof deshacerDeRespuesta>[0];
    const previos = [{ pk: 7, publicarEn: '', retirarEn: '' }];
    expect(deshacerDeRespuesta(intent, { codigo: 1, deshacer: { accion: 'retirarEn', pks: [7], previos } })).toEqual({
      tipo: 'llamada',
      funcion: 'accionEnLote',
      campos: { entidad: 'eventos', accion: 'retirarEn', pks: '[7]', previos: JSON.stringify(previos) },
      invalida: [{ type: 'Evento', id: 'LIST' }],
    });
    // nothing changed, or an action without undo: no "Deshacer"
    expect(deshacerDeRespuesta(intent, { codigo: 1, afectados: 0, pks: [] })).toBeUndefined();
    expect(deshacerDeRespuesta(intent, { codigo: 1, deshacer: { accion: 'baja', pks: [] } })).toBeUndefined();
  });

  it('offers each list its own actions, and the export only where there is one', () => {
    expect(accionesDe('proyectos', false)).toEqual(['baja', 'publicarEn', 'retirarEn']);
    expect(accionesDe('proyectos', true)).toEqual(['reactivar']);
    expect(accionesDe('egresados', false)).toEqual([]);
    expect(accionesDe('solicitudes', false)).toEqual(['atender']);
    expect(enlaceExportar('egresados', [1, 2])).toBe('/panel_admin/exportar/egresados.csv?pks=1,2');
    expect(enlaceExportar('alumnos', [1])).toBeNull();
    expect(etiquetaPagina('solicitudes', 'Solicitudes de información')).toBe('Seleccionar las solicitudes de información de esta página');
    expect(etiquetaPagina(undefined, 'Alumnos')).toBe('Seleccionar los alumnos de esta página');
  });
});

it('reads an item as published, scheduled or retired', () => {
  const ahora = Date.parse('2027-01-10T12:00:00Z');
  expect(estadoPublicacion({}, ahora)).toBe('publicado');
  expect(estadoPublicacion({ publicar_en: '2027-01-11T00:00:00Z' }, ahora)).toBe('programado');
  expect(estadoPublicacion({ publicar_en: '2027-01-01T00:00:00Z', retirar_en: '2027-01-10T11:00:00Z' }, ahora)).toBe('retirado');
});
