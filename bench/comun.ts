// Shared bench helpers: building, serving and sizing what a browser downloads.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const RAIZ = path.resolve(__dirname, '..');

export function webpack(args: string[], env: NodeJS.ProcessEnv = {}): void {
  execFileSync(process.execPath, [path.join(RAIZ, 'node_modules/webpack-cli/bin/cli.js'), ...args], {
    cwd: RAIZ,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

export const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export interface Medicion {
  nombre: string;
  valor: number;
  unidad: string;
  presupuesto?: string;
  ok?: boolean;
  /** A timing on a shared machine: reported beside its budget, gated only with --estricto. */
  tiempo?: boolean;
  nota?: string;
}

export function tabla(filas: Medicion[]): string {
  const cab = ['figura', 'valor', 'presupuesto', 'resultado'];
  const datos = filas.map((f) => [
    f.nombre,
    `${Number.isInteger(f.valor) ? f.valor : f.valor.toFixed(2)} ${f.unidad}`.trim(),
    f.presupuesto ?? '–',
    f.ok === undefined ? '–' : f.ok ? 'ok' : f.tiempo ? 'fuera (tiempo)' : 'FUERA',
  ]);
  const anchos = cab.map((c, i) => Math.max(c.length, ...datos.map((d) => d[i].length)));
  const linea = (l: string[]) => '| ' + l.map((c, i) => c.padEnd(anchos[i])).join(' | ') + ' |';
  return [linea(cab), '|' + anchos.map((a) => '-'.repeat(a + 2)).join('|') + '|', ...datos.map(linea)].join('\n');
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A write with some extra row against the same write without it, as the ratio of the medians of
 * `con` and `sin` (ms, measured interleaved in one run): gated at ≤ `tope`× (1.15 unless given; a timing: --estricto).
 */
export function razonDeMedianas(
  nombre: string,
  con: number[],
  sin: number[],
  que: { con: string; sin: string; detalle: string },
  tope = 1.15,
): Medicion {
  const razon = mediana(con) / mediana(sin);
  return {
    nombre,
    valor: Math.round(razon * 100) / 100,
    unidad: '×',
    presupuesto: `≤ ${tope.toFixed(2)}×`,
    ok: razon <= tope,
    tiempo: true,
    nota: `medianas ${mediana(con).toFixed(2)} ms ${que.con}, ${mediana(sin).toFixed(2)} ms ${que.sin} (${que.detalle})`,
  };
}

/** The per-account save limit (GUARDADOS_POR_MINUTO, 60, issue 45) raised out of a bench's reach:
 * a bench that saves thousands of times a minute as one admin would get 429s past the 60th. Still
 * counted on every save, so its cost stays in the figures. */
export const SIN_TOPE_DE_GUARDADOS = { GUARDADOS_POR_MINUTO: '100000000' };
