// docs/SPEC.md §9's figures, as the spec writes them, and the modules that used to declare them reading
// the same values from contract/limites.ts.
import * as L from './limites';
import { MAX_IMAGENES_EVENTO } from './eventos';
import { MAX_IMAGENES_PROYECTO } from './proyectos';
import { randomKey } from '@/shared/lib/claveAleatoria';

describe('SPEC.md §9 limits', () => {
  it('are the spec figures', () => {
    expect([L.EVENTOS_POR_PAGINA, L.INCREMENTO_EVENTOS]).toEqual([3, 3]);
    expect(L.CUATRIMESTRES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(L.TOPICO_MAXIMO).toBe(4);
    expect([L.MAX_IMAGENES_EVENTO, L.MAX_IMAGENES_PROYECTO]).toEqual([15, 10]);
    expect(L.HORAS_REVISION_FORO).toBe(24);
    expect([L.UMBRAL_BARRA_SOLIDA, L.UMBRAL_SUBIR]).toEqual([10, 50]);
  });

  it('are the values the contract files and the helpers use', () => {
    expect([MAX_IMAGENES_EVENTO, MAX_IMAGENES_PROYECTO]).toEqual([15, 10]);
    expect(randomKey()).toMatch(/^\d+\.\d{5}$/);
  });
});
