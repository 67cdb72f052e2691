// No import cycles in src/**: every import counts (static, type-only and dynamic import(), relative or
// through the `@/` alias), since
// a cycle of any kind makes two modules one unit to read, move and split.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const PATRON = /\b(?:import|export)\s+(?:type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function archivos(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return archivos(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The file an import names under `raiz` (a relative path or the `@/` alias of tsconfig's paths), or null for a package. */
function resolver(desde: string, spec: string, raiz: string): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('@/')) return null;
  const base = spec.startsWith('@/') ? path.join(raiz, spec.slice(2)) : path.resolve(path.dirname(desde), spec);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONES) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Each cycle once, as the relative paths around it, starting from its smallest one. */
function ciclos(raiz = SRC): string[] {
  const grafo = new Map<string, string[]>();
  for (const f of archivos(raiz)) {
    const destinos = [...fs.readFileSync(f, 'utf8').matchAll(PATRON)]
      .map((m) => m[1] ?? m[2])
      .map((s) => resolver(f, s, raiz))
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
        hallados.add([...ciclo.slice(i), ...ciclo.slice(0, i)].join(' → '));
      } else if (!estado.has(d)) visitar(d);
    }
    pila.pop();
    estado.set(n, 'cerrado');
  };
  for (const n of grafo.keys()) if (!estado.has(n)) visitar(n);
  return [...hallados].sort();
}

describe('import cycles', () => {
  it('src/** has none', () => {
    expect(ciclos()).toEqual([]);
  });

  it('the checker finds a cycle through a type-only import and a dynamic import()', () => {
    const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'ciclos-'));
    const escribir = (rel: string, texto: string) => {
      fs.mkdirSync(path.dirname(path.join(raiz, rel)), { recursive: true });
      fs.writeFileSync(path.join(raiz, rel), texto);
    };
    try {
      escribir('app/store.ts', 'export const cargar = () => import(/* webpackChunkName: "x" */ \'./intents\');\n');
      escribir('app/intents.ts', "import type { AppDispatch } from './store';\n");
      escribir('app/solo.ts', "import { y } from '../shared/y';\n");
      escribir('shared/y.ts', 'export const y = 1;\n');
      // and one through the @/ alias
      escribir('shared/b.ts', "import { c } from '@/shared/c';\n");
      escribir('shared/c.ts', "import type { B } from '@/shared/b';\n");
      expect(ciclos(raiz)).toEqual(['app/intents.ts → app/store.ts', 'shared/b.ts → shared/c.ts']);
    } finally {
      fs.rmSync(raiz, { recursive: true, force: true });
    }
  });
});
