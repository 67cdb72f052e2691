// What every generator shares: the repository's root, listing a folder by convention, and writing
// a generated module only when its text changes (webpack's and tsc's watchers then stay quiet).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RAIZ = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const AVISO = '// Generado por `npm run generar` (herramientas/generadores): no lo edites, no está en git.\n';

/** The files of a folder whose name matches, sorted (the generated order is stable). */
export function archivos(carpeta, patron) {
  const ruta = join(RAIZ, carpeta);
  if (!existsSync(ruta)) return [];
  return readdirSync(ruta)
    .filter((f) => patron.test(f))
    .sort();
}

/** Writes `texto` to `ruta` (relative to the root) only if it differs from what is there. */
export function escribir(ruta, texto) {
  const completa = join(RAIZ, ruta);
  if (existsSync(completa) && readFileSync(completa, 'utf8') === texto) return false;
  writeFileSync(completa, texto);
  return true;
}

/**
 * The names a folder's modules export under a convention: for each non-test `.ts` file whose name
 * matches `patron`, the names the regular expression `exportacion` (global, one capture group: the
 * name) finds in its text. Files exporting none are left out. Sorted by file name, then by position.
 */
export function exportaciones(carpeta, patron, exportacion) {
  return archivos(carpeta, patron)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.includes('.generado.'))
    .map((f) => ({
      archivo: f,
      modulo: f.replace(/\.ts$/, ''),
      nombres: [...readFileSync(join(RAIZ, carpeta, f), 'utf8').matchAll(exportacion)].map((m) => m[1]),
    }))
    .filter((e) => e.nombres.length > 0);
}

/**
 * The names each entity folder's `server/entidades/<x>/<archivo>` exports under a convention (as
 * `exportaciones`, one file per folder): `modulo` is the folder's name. Folders without that
 * file, or exporting none, are left out.
 */
export function porEntidad(archivo, exportacion) {
  const carpeta = 'server/entidades';
  if (!existsSync(join(RAIZ, carpeta))) return [];
  return readdirSync(join(RAIZ, carpeta))
    .sort()
    .filter((x) => existsSync(join(RAIZ, carpeta, x, archivo)))
    .map((x) => ({
      archivo: `${x}/${archivo}`,
      modulo: x,
      nombres: [...readFileSync(join(RAIZ, carpeta, x, archivo), 'utf8').matchAll(exportacion)].map((m) => m[1]),
    }))
    .filter((e) => e.nombres.length > 0);
}

/** `import { a, b } from './modulo';` (or `import type`), one line, as prettier writes it. */
export const importar = (nombres, modulo, tipo = false) => `import ${tipo ? 'type ' : ''}{ ${nombres.join(', ')} } from './${modulo}';\n`;

/** A generator module exports `generar()`; this one only shares helpers. */
export function generar() {}
