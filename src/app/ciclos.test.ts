// No import cycles in src/**: every import counts (static, type-only and dynamic import(), relative or
// through the `@/` alias), since
// a cycle of any kind makes two modules one unit to read, move and split. The counter is shared with
// server/capas.test.ts (src/pruebas/ciclos.ts).
import path from 'node:path';
import { ciclosDeImportacion, conArbolTemporal } from '@/pruebas/ciclos';

const SRC = path.resolve(__dirname, '..');
const ciclos = (raiz = SRC) => ciclosDeImportacion({ raiz, carpetas: ['.'], alias: { '@/': '.' } });

describe('import cycles', () => {
  it('src/** has none', () => {
    expect(ciclos()).toEqual([]);
  });

  it('the checker finds a cycle through a type-only import and a dynamic import()', () => {
    const arbol = {
      'app/store.ts': 'export const cargar = () => import(/* webpackChunkName: "x" */ \'./intents\');\n',
      'app/intents.ts': "import type { AppDispatch } from './store';\n",
      'app/solo.ts': "import { y } from '../shared/y';\n",
      'shared/y.ts': 'export const y = 1;\n',
      // and one through the @/ alias
      'shared/b.ts': "import { c } from '@/shared/c';\n",
      'shared/c.ts': "import type { B } from '@/shared/b';\n",
    };
    conArbolTemporal(arbol, (raiz) => {
      expect(ciclos(raiz)).toEqual(['app/intents.ts → app/store.ts', 'shared/b.ts → shared/c.ts']);
    });
  });
});
