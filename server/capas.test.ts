// The server's layers (docs/decisiones/0068-capas-del-servidor.md): `npm run lint` enforces the
// order with herramientas/capasServidor.mjs; this test proves that rule still catches each kind of
// violation on a small fixture (so it cannot silently stop working), and counts import cycles of
// server/** as ESLint's no-cycle does not: type-only imports and import() included, with the
// `@server/` and `@/` aliases resolved.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RAIZ = path.resolve(__dirname, '..');
const PATRON = /\b(?:import|export)\s+(?:type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function archivos(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return archivos(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The file an import names under `raiz` (relative, `@server/` or `@/`), or null for a package. */
function resolver(desde: string, spec: string, raiz: string): string | null {
  const base = spec.startsWith('@server/')
    ? path.join(raiz, 'server', spec.slice(8))
    : spec.startsWith('@/')
      ? path.join(raiz, 'src', spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(desde), spec)
        : null;
  if (base === null) return null;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONES) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Each cycle through server/** once, as the paths around it from its smallest one. */
function ciclos(raiz: string): string[] {
  const grafo = new Map<string, string[]>();
  for (const f of [...archivos(path.join(raiz, 'server')), ...archivos(path.join(raiz, 'src'))]) {
    const destinos = [...fs.readFileSync(f, 'utf8').matchAll(PATRON)]
      .map((m) => resolver(f, m[1] ?? m[2], raiz))
      .filter((d): d is string => d !== null);
    grafo.set(f, destinos);
  }
  const hallados = new Set<string>();
  const estado = new Map<string, 'abierto' | 'cerrado'>();
  const pila: string[] = [];
  const visitar = (n: string) => {
    estado.set(n, 'abierto');
    pila.push(n);
    for (const d of grafo.get(n) ?? []) {
      if (estado.get(d) === 'abierto') {
        const ciclo = pila.slice(pila.indexOf(d)).map((p) => path.relative(raiz, p).split(path.sep).join('/'));
        const i = ciclo.indexOf([...ciclo].sort()[0]);
        if (ciclo.some((p) => p.startsWith('server/'))) hallados.add([...ciclo.slice(i), ...ciclo.slice(0, i)].join(' → '));
      } else if (!estado.has(d)) visitar(d);
    }
    pila.pop();
    estado.set(n, 'cerrado');
  };
  for (const n of grafo.keys()) if (!estado.has(n)) visitar(n);
  return [...hallados].sort();
}

function fixture(archivos: Record<string, string>): string {
  const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'capas-'));
  const todos = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'], '@server/*': ['./server/*'] } },
      include: ['server', 'src'],
    }),
    ...archivos,
  };
  for (const [rel, texto] of Object.entries(todos)) {
    fs.mkdirSync(path.dirname(path.join(raiz, rel)), { recursive: true });
    fs.writeFileSync(path.join(raiz, rel), texto);
  }
  return raiz;
}

describe('server layers', () => {
  it('server/** has no import cycle', () => {
    expect(ciclos(RAIZ)).toEqual([]);
  });

  it('the cycle count sees a type-only import and both aliases', () => {
    const raiz = fixture({
      'server/config.ts': "import { leer } from './autenticacion/clave';\nexport const c = leer;\n",
      'server/autenticacion/clave.ts': "import type { c } from '@server/config';\nexport const leer = (x: typeof c) => x;\n",
      'server/db/a.ts': "export const a = () => import('@/shared/b');\n",
      'src/shared/b.ts': "import type { a } from '@server/db/a';\nexport type B = typeof a;\n",
    });
    try {
      expect(ciclos(raiz)).toEqual(['server/autenticacion/clave.ts → server/config.ts', 'server/db/a.ts → src/shared/b.ts']);
    } finally {
      fs.rmSync(raiz, { recursive: true, force: true });
    }
  });

  it('the lint rule refuses every import up the order (type-only and import() too), and allows the order', () => {
    const raiz = fixture({
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
    });
    try {
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
    } finally {
      fs.rmSync(raiz, { recursive: true, force: true });
    }
  });
});
