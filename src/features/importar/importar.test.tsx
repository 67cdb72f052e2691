// The import page's state machine as a transition table (every visible state is in the store, so a
// QA export replays it), and the preview table: each row's line, title and each error beside its column.
import { render, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ImportacionState } from '@/shared/modelo/ranuraImportacion';
import * as A from './modelo';
import { TablaPrevia } from './admin/TablaPrevia';

const I = A.inicialImportacion;
const filas = [
  { linea: 2, titulo: 'Robot lector', errores: [] },
  { linea: 3, titulo: 'Huerto', errores: [{ columna: 'Imágenes', mensaje: 'La imagen «a.png» no está en el ZIP ni en la biblioteca.' }] },
];
const previa: ImportacionState = { ...I, paso: 'previa', token: 't', filas, validas: 1, conErrores: 1, hoja: { nombre: 'p.csv', tamano: 10 } };
const importadaE: ImportacionState = { ...previa, paso: 'importada', resultado: { mensaje: 'Se importó 1 elemento.', pks: [9] } };

const r = A.importacionSlice.reducer;
const casos: [string, ImportacionState, UnknownAction, Partial<ImportacionState>][] = [
  [
    'a file chosen is kept by name and size',
    I,
    A.archivoElegido({ campo: 'hoja', archivo: { nombre: 'p.csv', tamano: 10 } }),
    { hoja: { nombre: 'p.csv', tamano: 10 } },
  ],
  ['another entity drops the preview', previa, A.entidadElegida('eventos'), { entidad: 'eventos', paso: 'eligiendo', token: null, filas: [] }],
  ['another file drops the preview', previa, A.archivoElegido({ campo: 'imagenes', archivo: null }), { paso: 'eligiendo', token: null }],
  ['preview asked', I, A.previaPedida(), { paso: 'previsualizando', error: null }],
  [
    'preview received',
    { ...I, paso: 'previsualizando' },
    A.previaRecibida({ token: 't', filas, validas: 1, conErrores: 1 }),
    { paso: 'previa', token: 't', validas: 1 },
  ],
  [
    'a refused preview goes back to choosing, with its message',
    { ...I, paso: 'previsualizando' },
    A.fallo('El archivo no está en UTF-8'),
    { paso: 'eligiendo', error: 'El archivo no está en UTF-8' },
  ],
  ['confirm asked', previa, A.confirmacionPedida(), { paso: 'confirmando' }],
  ['nothing valid: confirm does nothing', { ...previa, validas: 0 }, A.confirmacionPedida(), { paso: 'previa' }],
  ['a refused confirmation stays on the preview', { ...previa, paso: 'confirmando' }, A.fallo('Fila 2: x'), { paso: 'previa', error: 'Fila 2: x' }],
  [
    'imported',
    { ...previa, paso: 'confirmando' },
    A.importada({ mensaje: 'Se importó 1 elemento.', pks: [9] }),
    { paso: 'importada', resultado: { mensaje: 'Se importó 1 elemento.', pks: [9] } },
  ],
  ['undo asks first', importadaE, A.deshacerAbierto(), { confirmarDeshacer: true }],
  ['undo cancelled', { ...importadaE, confirmarDeshacer: true }, A.deshacerCerrado(), { confirmarDeshacer: false, paso: 'importada' }],
  ['undo only after an import', previa, A.deshacerAbierto(), { confirmarDeshacer: false }],
  ['undo sent', { ...importadaE, confirmarDeshacer: true }, A.deshacerPedido(), { paso: 'deshaciendo', confirmarDeshacer: false }],
  [
    'undone: a fresh start with its notice',
    { ...importadaE, paso: 'deshaciendo' },
    A.deshecha('Importación deshecha'),
    { paso: 'deshecha', token: null, resultado: null, aviso: 'Importación deshecha' },
  ],
  [
    'a refused undo keeps the result',
    { ...importadaE, paso: 'deshaciendo' },
    A.fallo('No se puede deshacer'),
    { paso: 'importada', error: 'No se puede deshacer' },
  ],
];

describe('import page reducer', () => {
  it.each(casos)('%s', (_n, antes, accion, esperado) => {
    expect(r(antes, accion)).toMatchObject(esperado);
  });
  it('reads an imported or empty slot with the initial values', () => {
    expect(A.estadoImportacion({})).toEqual(I);
    expect(A.estadoImportacion({ importacion: { paso: 'previa', token: 'x' } })).toMatchObject({ paso: 'previa', token: 'x', entidad: 'proyectos' });
  });
});

describe('TablaPrevia', () => {
  it('shows the counts, each row with its line and title, and each error beside its column', () => {
    render(<TablaPrevia filas={filas} validas={1} conErrores={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 fila válida, 1 fila con errores.');
    const [, uno, dos] = screen.getAllByRole('row');
    expect(within(uno).getByRole('rowheader')).toHaveTextContent('Robot lector');
    expect(uno).toHaveTextContent('2Robot lectorLista para importar');
    expect(within(dos).getByRole('listitem')).toHaveTextContent('Imágenes: La imagen «a.png» no está en el ZIP ni en la biblioteca.');
  });
});
