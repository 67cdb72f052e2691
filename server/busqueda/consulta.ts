// A search, on either engine: the query's words (texto.ts) become stems; a longer word the index
// does not hold also matches the indexed words one typo away, and the indexed stems one typo from
// its stem (both found through busqueda_variantes, in one query);
// the engine's full-text index finds the items holding any of the words (SQLite FTS5 MATCH, PostgreSQL
// tsvector @@ tsquery) and they rank by how many typed words they hold as written (plural folded:
// `formas`), then by how many they hold by stem (`terminos`: «integrante» shares «integradores»'
// stem, not the word), then by the engine's relevance (bm25, ts_rank): an item holding every word
// typed comes before one holding some; on a tie the programme's own pages, subjects and FAQ entries
// come before dated items (`programa`). Terms are letters and digits only, so no query can carry
// the engines' own syntax (quotes, *, NEAR, OR are separators).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/db';
import { LARGO_TOLERANTE, aUnaEdicion, analizar, conErrorPosible, deRaiz, esRaiz, forma, marcar, raiz, variantes } from './texto';
import type { ResultadoBusqueda, TipoResultado } from '@/shared/api/contrato/busqueda';
import { TIPOS_RESULTADO } from './fuentes';

/** One loose word: the stems any of which it matches. */
type Alternativas = string[];

/** What a typed word may be in an item: its stems (any matches it) and its written forms (any holds it as typed). */
interface Parte {
  raices: string[];
  formas: string[];
}

/** What the vocabulary is asked about one typed word: its deletions, and its stem's when long enough. */
function preguntas(p: string): string[] {
  const r = raiz(p);
  return r.length >= LARGO_TOLERANTE ? [...variantes(p), ...variantes(r).map(deRaiz)] : variantes(p);
}

/**
 * For each longer word the index does not hold, the indexed stems it may mean with one typo: the
 * stems of the indexed words one edit from it, and the indexed stems one edit from its own stem (a
 * plural or other form typed with a typo, "invernadros" → "invernadr", finds "invernader", though
 * the word is two edits from "invernadero"). A word the index holds is taken as typed; a stem the
 * index holds is not corrected either (its word's other corrections still count). One query.
 */
async function cercanas(db: Db, sueltas: string[]): Promise<Map<string, Parte>> {
  const largas = conErrorPosible(sueltas);
  const m = new Map<string, Parte>();
  if (!largas.length) return m;
  const todas = [...new Set(largas.flatMap(preguntas))];
  const filas = await db.todas(
    sql<{ variante: string; palabra: string }>`SELECT variante, palabra FROM busqueda_variantes WHERE variante IN (${sql.join(todas)})`,
  );
  for (const p of largas) {
    const propias = new Set(preguntas(p));
    const halladas = new Set(filas.filter((f) => propias.has(f.variante)).map((f) => f.palabra));
    // a word the index holds is taken as typed: no typo to correct
    if (halladas.has(p)) continue;
    const r = raiz(p);
    const raices = new Set<string>();
    const escritas = new Set<string>();
    for (const h of halladas) {
      if (!esRaiz(h)) {
        if (!aUnaEdicion(p, h)) continue;
        raices.add(raiz(h));
        escritas.add(forma(h));
      } else if (!halladas.has(deRaiz(r)) && aUnaEdicion(r, h.slice(1))) raices.add(h.slice(1));
    }
    m.set(p, { raices: [...raices], formas: [...escritas] });
  }
  return m;
}

function expresionSqlite(sueltas: Alternativas[], frases: string[][]): string {
  const termino = (t: string) => `"${t}"`;
  const partes = sueltas.map((alts) => (alts.length > 1 ? `(${alts.map(termino).join(' OR ')})` : termino(alts[0])));
  for (const f of frases) partes.push(`"${f.join(' ')}"`);
  return partes.join(' OR ');
}

function expresionPostgres(sueltas: Alternativas[], frases: string[][]): string {
  const termino = (t: string) => `'${t}'`;
  const partes = sueltas.map((alts) => `(${alts.map(termino).join(' | ')})`);
  for (const f of frases) partes.push(`(${f.map(termino).join(' <-> ')})`);
  return partes.join(' | ');
}

/**
 * How many of the typed words (and phrases) a row holds, each counted once: for each, whether
 * its column (` a b c `) contains any of its alternatives between spaces. A number on both engines.
 */
function cuantas(motor: Db['motor'], columna: string, partes: string[][]): RawBuilder<number> {
  const contiene = (t: string) =>
    motor === 'sqlite' ? sql`instr(${sql.ref(columna)}, ${` ${t} `}) > 0` : sql`strpos(${sql.ref(columna)}, ${` ${t} `}) > 0`;
  const una = (alts: string[]) => sql`(${sql.join(alts.map(contiene), sql` OR `)})`;
  return motor === 'sqlite'
    ? sql<number>`(${sql.join(partes.map(una), sql` + `)})`
    : sql<number>`(${sql.join(
        partes.map((a) => sql`${una(a)}::int`),
        sql` + `,
      )})`;
}

interface Fila {
  tipo: TipoResultado;
  pk: number;
  titulo: string;
  texto: string;
  enlace: string;
}

export interface Hallazgo {
  total: number;
  resultados: ResultadoBusqueda[];
}

/**
 * The programme's own standing content (its pages, the curriculum's subjects, the FAQ entries): on a tie
 * of words held it comes before dated items (projects, events…), so «admisión» lists /admisiones before
 * a project named «Asistente de Admisiones», and «proyectos integradores» the subjects before an event
 * of the same name. 0 for those kinds, 1 for the rest; the same SQL on both engines.
 */
const PROGRAMA: readonly TipoResultado[] = ['pagina', 'materia', 'pregunta_frecuente'];
const programa = (columna: string): RawBuilder<number> =>
  sql<number>`CASE WHEN ${sql.ref(columna)} IN (${sql.join(PROGRAMA.map((t) => sql.lit(t)))}) THEN 0 ELSE 1 END`;

/** Items matching `q` (any loose word or phrase), those holding the most of them first; page `pagina` of `porPagina`. */
export async function buscarEnIndice(db: Db, q: string, pagina: number, porPagina: number): Promise<Hallazgo> {
  const { sueltas, frases } = analizar(q);
  if (!sueltas.length && !frases.length) return { total: 0, resultados: [] };
  const tipos = await cercanas(db, sueltas);
  const alternativas = sueltas.map((p) => [...new Set([raiz(p), ...(tipos.get(p)?.raices ?? [])])]);
  const frasesRaiz = frases.map((f) => f.map(raiz));
  // per typed word or phrase: its stems (terminos) and its written forms (formas), as the columns hold them
  const porRaiz = [...alternativas, ...frasesRaiz.map((f) => [f.join(' ')])];
  const porForma = [...sueltas.map((p) => [...new Set([forma(p), ...(tipos.get(p)?.formas ?? [])])]), ...frases.map((f) => [f.map(forma).join(' ')])];
  const desde = (pagina - 1) * porPagina;
  let total: number;
  let filas: Fila[];
  if (db.motor === 'sqlite') {
    const e = expresionSqlite(alternativas, frasesRaiz);
    total = Number((await db.una(sql<{ n: number }>`SELECT COUNT(*) AS n FROM busqueda_fts WHERE busqueda_fts MATCH ${e}`))?.n ?? 0);
    // the page ranked first over narrow rows (words held, rank, kind, pk), then only its items' text
    // joined: the text of every match is not carried through the sort; ties by kind and pk, as before
    filas = await db.todas(
      sql<Fila>`SELECT b.tipo, b.pk, b.titulo, b.texto, b.enlace FROM (SELECT x.id, ${cuantas('sqlite', 'x.formas', porForma)} AS e,
        ${cuantas('sqlite', 'x.terminos', porRaiz)} AS m, ${programa('x.tipo')} AS k, f.rank AS r, x.tipo AS t, x.pk AS p FROM busqueda_fts f
        JOIN busqueda x ON x.id = f.rowid WHERE busqueda_fts MATCH ${e} ORDER BY e DESC, m DESC, k, f.rank, x.tipo, x.pk LIMIT ${porPagina} OFFSET ${desde}) o
        JOIN busqueda b ON b.id = o.id ORDER BY o.e DESC, o.m DESC, o.k, o.r, o.t, o.p`,
    );
  } else {
    const e = expresionPostgres(alternativas, frasesRaiz);
    total = Number((await db.una(sql<{ n: number }>`SELECT COUNT(*) AS n FROM busqueda WHERE vector @@ to_tsquery('simple', ${e})`))?.n ?? 0);
    // the same shape: the page ranked first, then only its items' text
    filas = await db.todas(
      sql<Fila>`SELECT b.tipo, b.pk, b.titulo, b.texto, b.enlace FROM (SELECT id, ${cuantas('postgres', 'formas', porForma)} AS e,
        ${cuantas('postgres', 'terminos', porRaiz)} AS m, ${programa('tipo')} AS k, ts_rank(vector, c) AS r, tipo AS t, pk AS p
        FROM busqueda, to_tsquery('simple', ${e}) c WHERE vector @@ c ORDER BY e DESC, m DESC, k, r DESC, tipo, pk LIMIT ${porPagina} OFFSET ${desde}) o
        JOIN busqueda b ON b.id = o.id ORDER BY o.e DESC, o.m DESC, o.k, o.r DESC, o.t, o.p`,
    );
  }
  const raices = new Set([...alternativas.flat(), ...frasesRaiz.flat()]);
  return {
    total,
    resultados: filas.map((f) => ({
      tipo: f.tipo,
      nombreTipo: TIPOS_RESULTADO[f.tipo],
      pk: Number(f.pk),
      enlace: f.enlace,
      titulo: marcar(f.titulo, raices),
      fragmento: marcar(f.texto, raices, true),
    })),
  };
}
