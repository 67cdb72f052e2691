// The server's layers (docs/decisiones/0068-capas-del-servidor.md): `npm run lint` enforces the
// order with herramientas/capasServidor.mjs; this test proves that rule still catches each kind of
// violation on a small fixture (so it cannot silently stop working), and counts import cycles of
// server/** as ESLint's no-cycle does not: type-only imports and import() included, with the
// `@server/` and `@/` aliases resolved.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ciclosDeImportacion, conArbolTemporal } from '@/pruebas/ciclos';

const RAIZ = path.resolve(__dirname, '..');

/** Each cycle through server/** once (src/pruebas/ciclos.ts, shared with src/app/ciclos.test.ts). */
const ciclos = (raiz: string) =>
  ciclosDeImportacion({
    raiz,
    carpetas: ['server', 'src'],
    alias: { '@server/': 'server', '@/': 'src' },
    cuenta: (ciclo) => ciclo.some((p) => p.startsWith('server/')),
  });

/** A tree with the project's tsconfig paths and `archivos`, for `prueba`. */
const conFixture = <T>(archivos: Record<string, string>, prueba: (raiz: string) => T) =>
  conArbolTemporal(
    {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'], '@server/*': ['./server/*'] } },
        include: ['server', 'src'],
      }),
      ...archivos,
    },
    prueba,
  );

describe('server layers', () => {
  it('server/** has no import cycle', () => {
    expect(ciclos(RAIZ)).toEqual([]);
  });

  it('the cycle count sees a type-only import and both aliases', () => {
    const arbol = {
      'server/config.ts': "import { leer } from './autenticacion/clave';\nexport const c = leer;\n",
      'server/autenticacion/clave.ts': "import type { c } from '@server/config';\nexport const leer = (x: typeof c) => x;\n",
      'server/db/a.ts': "export const a = () => import('@/shared/b');\n",
      'src/shared/b.ts': "import type { a } from '@server/db/a';\nexport type B = typeof a;\n",
    };
    conFixture(arbol, (raiz) => {
      expect(ciclos(raiz)).toEqual(['server/autenticacion/clave.ts → server/config.ts', 'server/db/a.ts → src/shared/b.ts']);
    });
  });

  it('the lint rule refuses every import up the order (type-only and import() too), and allows the order', () => {
    const arbol = {
      'src/shared/rutas.ts': 'export const rutas = { inicio: "/" };\n',
      'src/shared/api/contrato/x.ts': 'export const X = 1;\n',
      'src/app/App.tsx': 'export const App = 1;\n',
      'server/base/errores.ts': 'export class ErrorApi extends Error {}\n',
      'server/config.ts': "import { ErrorApi } from './base/errores';\nexport const config = ErrorApi;\n",
      'server/api/funcion.ts':
        "import { avisar } from '@server/avisos/avisar';\nexport const funcion = avisar;\nexport interface Ctx { n: number }\n",
      'server/api/funciones.ts': "import { f } from '@server/funciones/f';\nexport const funciones = { f };\n",
      'server/api/acceso.ts': "import { funciones } from './funciones';\nexport const acceso = funciones;\n",
      'server/avisos/avisar.ts':
        "import { X } from '@/shared/api/contrato/x';\nimport { rutas } from '@/shared/rutas';\nexport const avisar = [X, rutas];\n",
      'server/db/db.ts':
        "import type { Ctx } from '@server/api/funcion';\nimport { config } from '../config';\nexport type Db = Ctx & { c: typeof config };\nexport const subir = () => import('../avisos/avisar');\n",
      'server/funciones/f.ts':
        "import { funcion } from '@server/api/funcion';\nimport type { Db } from '@server/db/db';\nexport const f = (d: Db) => [funcion, d];\n",
      'server/entidades/e/repositorio.ts':
        "import type { Db } from '@server/db/db';\nimport { rutas } from '@/shared/rutas';\nimport { f } from '@server/funciones/f';\nimport { g } from './funciones';\nexport const repo = (d: Db) => [rutas, f, g, d];\n",
      'server/entidades/e/funciones.ts': "import { repo } from './repositorio';\nimport { App } from '@/app/App';\nexport const g = [repo, App];\n",
      'server/http/api.ts':
        "import { funciones } from '@server/api/funciones';\nimport { App } from '@/app/App';\nimport { x } from '../nueva/x';\nexport const api = [funciones, App, x];\n",
      // a folder no layer names: refused both ways until it is placed in the order
      'server/nueva/x.ts': "import { config } from '../config';\nexport const x = config;\n",
    };
    conFixture(arbol, (raiz) => {
      const salida = execFileSync(process.execPath, [path.join(RAIZ, 'herramientas/revisarCapas.mjs'), raiz], { encoding: 'utf8' });
      const mensajes = (JSON.parse(salida) as { archivo: string; linea: number; regla: string; mensaje: string }[]).map(
        (m) => `${m.archivo}:${m.linea} ${m.regla === 'boundaries/dependencies' ? m.mensaje.replace(/^.*\): /, '') : m.regla}`,
      );
      expect(mensajes.sort()).toEqual(
        [
          'server/api/acceso.ts:1 api no importa api (funciones.ts).',
          'server/avisos/avisar.ts:2 servicio no importa spa (shared/rutas.ts).',
          'server/db/db.ts:1 db no importa api (funcion.ts).',
          'server/db/db.ts:4 db no importa servicio (avisar.ts).',
          'server/entidades/e/funciones.ts:2 entidad no importa spa (app/App.tsx).',
          'server/entidades/e/repositorio.ts:3 entidad no importa funciones (f.ts).',
          'server/entidades/e/repositorio.ts:4 entidad no importa entidad (funciones.ts).',
          'server/http/api.ts:3 entrada no importa servidor (nueva/x.ts).',
          'server/nueva/x.ts:1 servidor no importa servidor (config.ts).',
        ].sort(),
      );
    });
  });
});
