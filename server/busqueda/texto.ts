// The search's text rules, in JS so both engines index and query the same words: lower case, no
// accents, Spanish Snowball stems (@orama/stemmers), the one-typo neighbourhood of a word, a
// query's words and phrases, and the snippet with the searched words marked.
import { stemmer } from '@orama/stemmers/spanish';
import { normalizar } from '@/shared/lib/normalizar';
import type { Trozo } from '@/shared/api/contrato/busqueda';

const PALABRA = /[\p{L}\p{N}]+/gu;
/** A word this long or longer may carry one typo (shorter ones would match too much). */
export const LARGO_TOLERANTE = 5;

/**
 * What one query may cost (issue 33: 200 Hangul syllables, one word of ~600 letters once accents
 * are folded, cost 27–35 ms a query; the Spanish stemmer takes ~0.8–4.7 ms on such a word against
 * ~0.01 ms on a Spanish one, and its typo lookup listed 1,188 values). A query keeps at most
 * MAX_SUELTAS loose words and MAX_FRASES phrases of MAX_PALABRAS_FRASE words, each word cut to
 * MAX_LETRAS letters (the longest Spanish words have about 25), so at most 14 words are stemmed;
 * only the first MAX_CON_ERROR words of LARGO_TOLERANTE to MAX_TOLERANTE letters are looked up for
 * a typo (at most 3 × 42 values).
 */
export const COSTO_CONSULTA = {
  maxLetras: 30,
  maxSueltas: 8,
  maxFrases: 2,
  maxPalabrasFrase: 3,
  maxTolerante: 20,
  maxConError: 3,
} as const;
/** Words a query skips (they are in almost every item); kept when the query has nothing else. */
const VACIAS = new Set(
  'a al algo como con de del desde e el en entre es esta este hay la las le les lo los mas me mi muy no o para pero por que se si sin sobre su sus un una uno unos y ya'.split(
    ' ',
  ),
);

/** The words of a text as the index holds them: lower case, accents stripped. */
export function palabras(texto: string): string[] {
  return normalizar(texto).match(PALABRA) ?? [];
}

export const raiz = (palabra: string): string => stemmer(palabra);

/**
 * The index's terms of one item: its title's stems twice (a title match ranks higher), then the
 * text's; between spaces, so a stem is found in them as ` stem ` (consulta.ts counts which typed
 * words an item holds).
 */
export function terminos(titulo: string, texto: string): string {
  const t = palabras(titulo).map(raiz);
  return ` ${[...t, ...t, ...palabras(texto).map(raiz)].join(' ')} `;
}

const VOCALES = new Set('aeiou');

/**
 * A word as written, its plural folded: a final -s dropped, then an -e after a consonant, and a
 * final -z read as -c, so a singular and its plural meet («proyectos» and «proyecto», «integradores»
 * and «integrador», «redes» and «red», «luces» and «luz») while words the stemmer joins stay apart
 * («integrante» is not «integrador»). Ranks a result holding the typed word above one holding only
 * another word of its family.
 */
export function forma(p: string): string {
  let f = p;
  if (f.length > 3 && f.endsWith('s')) f = f.slice(0, -1);
  if (f.length > 3 && f.endsWith('e') && !VOCALES.has(f[f.length - 2])) f = f.slice(0, -1);
  return f.endsWith('z') ? `${f.slice(0, -1)}c` : f;
}

/** An item's words as written (forma), in order, between spaces: the index's `formas`. */
export const formas = (titulo: string, texto: string): string => ` ${palabras(`${titulo} ${texto}`).map(forma).join(' ')} `;

/** The word and each form of it with one letter removed: two words one typo apart share one of these. */
export function variantes(palabra: string): string[] {
  const v = new Set([palabra]);
  for (let i = 0; i < palabra.length; i++) v.add(palabra.slice(0, i) + palabra.slice(i + 1));
  return [...v];
}

/**
 * The typo vocabulary's key of a stem (`busqueda_variantes`): the stem behind a sign no word has
 * (words are letters and digits), so a stem's entries and their deletions never meet a word's.
 */
export const deRaiz = (r: string): string => `#${r}`;
export const esRaiz = (entrada: string): boolean => entrada.startsWith('#');

/**
 * The vocabulary rows (variante, palabra) of one indexed word: the word under itself and each of
 * its one-letter deletions, and, when its stem is long enough, the stem's likewise (deRaiz). A typed plural or other form two edits from every
 * indexed word may still be one edit from an indexed stem ("invernadros": "invernadr" against
 * "invernader").
 */
export function vocabulario(palabra: string): [variante: string, palabra: string][] {
  const filas = variantes(palabra).map((v): [string, string] => [v, palabra]);
  const r = raiz(palabra);
  if (r.length >= LARGO_TOLERANTE) for (const v of variantes(r)) filas.push([deRaiz(v), deRaiz(r)]);
  return filas;
}

/** Whether two words are at most one edit apart (a letter changed, added, removed, or two swapped). */
export function aUnaEdicion(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface Consulta {
  /** Loose words (stop words dropped unless nothing else is left). */
  sueltas: string[];
  /** Each "quoted phrase" as its words, in order. */
  frases: string[][];
}

/** The words of a query's text, each cut to COSTO_CONSULTA.maxLetras letters. */
const acotadas = (texto: string) => palabras(texto).map((p) => (p.length > COSTO_CONSULTA.maxLetras ? p.slice(0, COSTO_CONSULTA.maxLetras) : p));

/**
 * A typed query as words and phrases; every other sign (FTS syntax included) is only a separator.
 * Bounded by COSTO_CONSULTA: words past the limits are not searched.
 */
export function analizar(q: string): Consulta {
  const frases: string[][] = [];
  const resto = q.replace(/"([^"]*)"/g, (_m, f: string) => {
    const p = acotadas(f);
    if (p.length > 1 && frases.length < COSTO_CONSULTA.maxFrases) frases.push(p.slice(0, COSTO_CONSULTA.maxPalabrasFrase));
    return p.length === 1 ? ` ${p[0]} ` : ' ';
  });
  const todas = acotadas(resto);
  const llenas = todas.filter((p) => !VACIAS.has(p));
  return { sueltas: [...new Set(llenas.length || frases.length ? llenas : todas)].slice(0, COSTO_CONSULTA.maxSueltas), frases };
}

/** The loose words looked up for a typo: the first few of a tolerant length. */
export const conErrorPosible = (sueltas: readonly string[]): string[] =>
  sueltas.filter((p) => p.length >= LARGO_TOLERANTE && p.length <= COSTO_CONSULTA.maxTolerante).slice(0, COSTO_CONSULTA.maxConError);

const ANCHO = 90;

/** A text as trozos, the words whose stem is searched marked; `recortar`: a window around the first one. */
export function marcar(texto: string, raices: ReadonlySet<string>, recortar = false): Trozo[] {
  const unaLinea = texto.replace(/\s+/g, ' ').trim();
  const marcas: [number, number][] = [];
  for (const m of unaLinea.matchAll(PALABRA)) {
    const p = palabras(m[0])[0];
    if (p && raices.has(raiz(p))) marcas.push([m.index, m.index + m[0].length]);
  }
  let desde = 0;
  let hasta = unaLinea.length;
  if (recortar) {
    const centro = marcas[0]?.[0] ?? 0;
    desde = Math.max(0, centro - ANCHO / 2);
    if (desde > 0) desde = unaLinea.indexOf(' ', desde) + 1 || desde;
    hasta = Math.min(unaLinea.length, desde + 2 * ANCHO);
    if (hasta < unaLinea.length) hasta = unaLinea.lastIndexOf(' ', hasta) > desde ? unaLinea.lastIndexOf(' ', hasta) : hasta;
  }
  const trozos: Trozo[] = [];
  let i = desde;
  const poner = (t: string, marca = false) => t && trozos.push(marca ? { texto: t, marca: true } : { texto: t });
  if (desde > 0) poner('… ');
  for (const [a, b] of marcas) {
    if (a < desde || b > hasta) continue;
    poner(unaLinea.slice(i, a));
    poner(unaLinea.slice(a, b), true);
    i = b;
  }
  poner(unaLinea.slice(i, hasta));
  if (hasta < unaLinea.length) poner(' …');
  return trozos;
}
