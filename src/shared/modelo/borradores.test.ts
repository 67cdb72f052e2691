// The borradores slice as a transition table: (state, event) → state.
import {
  borradoresSlice,
  borradoresInicial,
  borradorGuardado,
  borradorDescartado,
  borradoresRestaurados,
  claveBorrador,
  type BorradoresState,
} from './borradores';

const r = borradoresSlice.reducer;
const A = claveBorrador(2, 'proyecto', null);
const B = claveBorrador(2, 'evento', 7);
const OTRO = claveBorrador(9, 'proyecto', null);
const uno: BorradoresState = { [A]: { valores: { nombre: 'Agenda' }, guardado: 1 } };

describe('borradores transitions', () => {
  it.each<[string, BorradoresState, Parameters<typeof r>[1], BorradoresState]>([
    [
      'the first change creates the draft',
      borradoresInicial,
      borradorGuardado({ clave: A, valores: { nombre: 'A' }, guardado: 5 }),
      { [A]: { valores: { nombre: 'A' }, guardado: 5 } },
    ],
    [
      'a later change replaces it',
      uno,
      borradorGuardado({ clave: A, valores: { nombre: 'Agenda 2' }, guardado: 9 }),
      { [A]: { valores: { nombre: 'Agenda 2' }, guardado: 9 } },
    ],
    [
      'another form keeps its own',
      uno,
      borradorGuardado({ clave: B, valores: { x: 1 }, guardado: 3 }),
      { ...uno, [B]: { valores: { x: 1 }, guardado: 3 } },
    ],
    [
      'discarding removes only that draft',
      { ...uno, [B]: { valores: {}, guardado: 2 } },
      borradorDescartado(A),
      { [B]: { valores: {}, guardado: 2 } },
    ],
    ['discarding nothing changes nothing', uno, borradorDescartado(B), uno],
    [
      'restored drafts join the current ones',
      uno,
      borradoresRestaurados({ [B]: { valores: { y: 2 }, guardado: 1 } }),
      { ...uno, [B]: { valores: { y: 2 }, guardado: 1 } },
    ],
    [
      'a draft typed before the restore wins over the stored one',
      uno,
      borradoresRestaurados({ [A]: { valores: { nombre: 'viejo' }, guardado: 0 } }),
      uno,
    ],
  ])('%s', (_n, antes, evento, despues) => {
    expect(r(antes, evento)).toEqual(despues);
  });

  it('keys drafts by user, form and pk (another user never gets them)', () => {
    expect(A).toBe('2:proyecto:nuevo');
    expect(B).toBe('2:evento:7');
    expect(OTRO).not.toBe(A);
  });

  it('is serializable (QA export/import), images included as data URLs', () => {
    const s = r(
      borradoresInicial,
      borradorGuardado({ clave: A, valores: { imgs: [{ key: '0.12345', imagen: 'data:image/jpeg;base64,/9j/AAAA' }] }, guardado: 1 }),
    );
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
