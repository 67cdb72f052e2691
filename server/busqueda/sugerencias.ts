// "¿Quiso decir…?" of a search that found nothing (issue 44): for each loose word the index does not
// hold (the first few, COSTO_CONSULTA), the indexed words closest to it: those sharing a one- or
// two-letter deletion with it (busqueda_variantes holds each indexed word's one-letter deletions, so
// a word's two-letter deletions meet them up to about three edits away) or starting with its first
// four letters; ranked by edit distance, the nearest within 40 % of the word's length. Each suggestion
// is the query with its unknown words replaced (the 1st, 2nd and 3rd nearest): every suggested word is
// an indexed word, so each suggestion finds something. Bounded: at most 3 words, ~60 lookups each,
// one query, a few dozen rows.
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { COSTO_CONSULTA, esRaiz, variantes } from './texto';

const MIN_LARGO = 4;
const MAX_SUGERENCIAS = 3;
const FILAS = 200;

/** Levenshtein distance (small words: a row at a time). */
export function distancia(a: string, b: string): number {
  let previa = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const fila = [i];
    for (let j = 1; j <= b.length; j++) fila[j] = Math.min(previa[j] + 1, fila[j - 1] + 1, previa[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previa = fila;
  }
  return previa[b.length];
}

/** A word's one- and two-letter deletions (with itself). */
const dosBorrados = (p: string) => [...new Set(variantes(p).flatMap(variantes))];

/** The next string after every one starting with `prefijo` (its range's end). */
const despues = (prefijo: string) => prefijo.slice(0, -1) + String.fromCharCode(prefijo.charCodeAt(prefijo.length - 1) + 1);

/** Up to three queries to try instead of `sueltas` (the query's loose words, as analizar gives them). */
export async function sugerir(db: Db, sueltas: readonly string[]): Promise<string[]> {
  const dudosas = sueltas.filter((p) => p.length >= MIN_LARGO && p.length <= COSTO_CONSULTA.maxTolerante).slice(0, COSTO_CONSULTA.maxConError);
  if (!dudosas.length) return [];
  const buscadas = [...new Set(dudosas.flatMap(dosBorrados))];
  const prefijos = dudosas.map((p) => p.slice(0, MIN_LARGO));
  const filas = await db.todas(
    sql<{ palabra: string }>`SELECT DISTINCT palabra FROM busqueda_variantes
      WHERE variante IN (${sql.join(buscadas)})
         OR ${sql.join(
           prefijos.map((f) => sql`(variante >= ${f} AND variante < ${despues(f)})`),
           sql` OR `,
         )}
      LIMIT ${FILAS}`,
  );
  const indexadas = filas.map((f) => f.palabra).filter((p) => !esRaiz(p));
  const cercanas = new Map<string, string[]>();
  for (const p of dudosas) {
    const tope = Math.max(1, Math.floor(p.length * 0.4));
    const lista = indexadas
      .filter((w) => w !== p)
      .map((w) => ({ w, d: distancia(p, w) }))
      .filter((x) => x.d <= tope)
      .sort((x, y) => x.d - y.d || Math.abs(x.w.length - p.length) - Math.abs(y.w.length - p.length) || x.w.localeCompare(y.w))
      .map((x) => x.w);
    if (lista.length) cercanas.set(p, lista);
  }
  if (!cercanas.size) return [];
  const sugerencias = new Set<string>();
  for (let k = 0; k < MAX_SUGERENCIAS; k++) {
    // the unknown words replaced by their k-th nearest (or their nearest when they have fewer); a word with none is left out
    const palabras = sueltas.flatMap((p) => {
      const l = cercanas.get(p);
      if (l) return [l[Math.min(k, l.length - 1)]];
      return dudosas.includes(p) ? [] : [p];
    });
    if (palabras.length) sugerencias.add(palabras.join(' '));
  }
  return [...sugerencias];
}
