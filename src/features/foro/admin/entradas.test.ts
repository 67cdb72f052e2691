// The FAQ editor's list transitions as a table: each operation on a given list gives exactly this
// list (by key), and a move past either end changes nothing.
import { agregar, cambiar, mover, nuevaEntrada, quitar, type EntradaEditable } from './entradas';

const e = (key: string): EntradaEditable => ({ key, pregunta: `¿${key}?`, respuesta: key });
const ABC = [e('a'), e('b'), e('c')];
const claves = (l: EntradaEditable[]) => l.map((x) => x.key).join('');

describe('moving an entry', () => {
  it.each<[string, number, -1 | 1, string]>([
    ['the second up', 1, -1, 'bac'],
    ['the second down', 1, 1, 'acb'],
    ['the first down', 0, 1, 'bac'],
    ['the last up', 2, -1, 'acb'],
    ['the first up (already first)', 0, -1, 'abc'],
    ['the last down (already last)', 2, 1, 'abc'],
    ['one that is not there', 7, -1, 'abc'],
  ])('%s', (_caso, i, paso, despues) => {
    const antes = [...ABC];
    expect(claves(mover(ABC, i, paso))).toBe(despues);
    expect(ABC).toEqual(antes); // a new list: the draft in the store is never mutated
  });
});

describe('adding, removing and editing', () => {
  it.each<[string, (l: EntradaEditable[]) => EntradaEditable[], string]>([
    ['adding puts it last', (l) => agregar(l, e('d')), 'abcd'],
    ['removing the first', (l) => quitar(l, 0), 'bc'],
    ['removing the last', (l) => quitar(l, 2), 'ab'],
    ['removing one that is not there', (l) => quitar(l, 5), 'abc'],
    ['removing the only one', () => quitar([e('a')], 0), ''],
  ])('%s', (_caso, op, despues) => expect(claves(op(ABC))).toBe(despues));

  it('edits one field of one entry and nothing else', () => {
    expect(cambiar(ABC, 1, 'respuesta', 'Nueva')).toEqual([e('a'), { key: 'b', pregunta: '¿b?', respuesta: 'Nueva' }, e('c')]);
  });

  it('a new entry is empty with a key of its own', () => {
    const [x, y] = [nuevaEntrada(), nuevaEntrada()];
    expect(x).toMatchObject({ pregunta: '', respuesta: '' });
    expect(x.key).not.toBe(y.key);
  });
});
