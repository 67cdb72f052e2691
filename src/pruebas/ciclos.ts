// The import-cycle counter of src/app/ciclos.test.ts (src/**) and server/capas.test.ts (server/**):
// every import counts (static, type-only, `export … from` and dynamic import(), with or without a
// webpack comment), relative or through an alias, since a cycle of any kind makes two modules one
// unit to read, move and split. ESLint's import-x/no-cycle skips type-only imports and import().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PATRON = /\b(?:import|export)\s+(?:type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The .ts/.tsx files under `dir`, tests excepted. */
export function archivosFuente(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return archivosFuente(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

export interface OpcionesCiclos {
  /** The folder the paths are relative to. */
  raiz: string;
  /** The folders (under `raiz`) whose .ts/.tsx files, tests excepted, make the graph. */
  carpetas: string[];
  /** Each alias prefix of tsconfig's paths and the folder (under `raiz`) it names: `{ '@/': 'src' }`. */
  alias: Record<string, string>;
  /** Which cycles count, from the paths around each (all of them by default). */
  cuenta?: (ciclo: string[]) => boolean;
}

/** The file an import names (relative or through an alias), or null for a package. */
function resolver(desde: string, spec: string, { raiz, alias }: OpcionesCiclos): string | null {
  const prefijo = Object.keys(alias).find((a) => spec.startsWith(a));
  const base =
    prefijo !== undefined
      ? path.join(raiz, alias[prefijo], spec.slice(prefijo.length))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(desde), spec)
        : null;
  if (base === null) return null;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONES) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Each cycle once, as the paths (from `raiz`, with `/`) around it from its smallest one, sorted. */
export function ciclosDeImportacion(opciones: OpcionesCiclos): string[] {
  const { raiz, carpetas, cuenta = () => true } = opciones;
  const grafo = new Map<string, string[]>();
  for (const f of carpetas.flatMap((c) => archivosFuente(path.join(raiz, c)))) {
    const destinos = [...fs.readFileSync(f, 'utf8').matchAll(PATRON)]
      .map((m) => resolver(f, m[1] ?? m[2], opciones))
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
        if (cuenta(ciclo)) hallados.add([...ciclo.slice(i), ...ciclo.slice(0, i)].join(' → '));
      } else if (!estado.has(d)) visitar(d);
    }
    pila.pop();
    estado.set(n, 'cerrado');
  };
  for (const n of grafo.keys()) if (!estado.has(n)) visitar(n);
  return [...hallados].sort();
}

/** Writes `archivos` (path under the folder → text) into a fresh temporary folder, runs the (synchronous) `prueba` on it, then removes it. */
export function conArbolTemporal<T>(archivos: Record<string, string>, prueba: (raiz: string) => T): T {
  const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'arbol-'));
  try {
    for (const [rel, texto] of Object.entries(archivos)) {
      fs.mkdirSync(path.dirname(path.join(raiz, rel)), { recursive: true });
      fs.writeFileSync(path.join(raiz, rel), texto);
    }
    return prueba(raiz);
  } finally {
    fs.rmSync(raiz, { recursive: true, force: true });
  }
}
