// Two revisions compared field by field, as data the comparison draws: texts by words (jsdiff's
// diffWords, a kept library rather than diff code of our own), images and list items (a project's
// members) each marked kept, removed or added. Pure: the tests read it directly.
import { diffWords } from 'diff';
import type { CampoRevision, ImagenRevision } from '@/shared/api/contrato/revisiones';

/** A piece of a text, an image or a list item, and what happened to it between the two revisions. */
export type Estado = 'igual' | 'quitado' | 'agregado';
export interface Parte<T> {
  valor: T;
  estado: Estado;
}

interface Base {
  clave: string;
  etiqueta: string;
  cambio: boolean;
}

/** One field: what the older side shows (kept and removed) and what the newer shows (kept and added). */
export type CampoComparado =
  | (Base & { tipo: 'texto'; antes: Parte<string>[]; despues: Parte<string>[] })
  | (Base & { tipo: 'imagenes'; antes: Parte<ImagenRevision>[]; despues: Parte<ImagenRevision>[] })
  | (Base & { tipo: 'lista'; antes: Parte<string>[]; despues: Parte<string>[] });

function texto(a: string, b: string): { antes: Parte<string>[]; despues: Parte<string>[]; cambio: boolean } {
  if (a === b) return { antes: [{ valor: a, estado: 'igual' }], despues: [{ valor: b, estado: 'igual' }], cambio: false };
  const cambios = diffWords(a, b);
  const antes: Parte<string>[] = [];
  const despues: Parte<string>[] = [];
  for (const c of cambios) {
    if (c.removed) antes.push({ valor: c.value, estado: 'quitado' });
    else if (c.added) despues.push({ valor: c.value, estado: 'agregado' });
    else {
      antes.push({ valor: c.value, estado: 'igual' });
      despues.push({ valor: c.value, estado: 'igual' });
    }
  }
  return { antes, despues, cambio: true };
}

/** Items kept, removed and added, by `clave` (an image's path, a name), counting repeats. */
function elementos<T>(a: T[], b: T[], clave: (x: T) => string): { antes: Parte<T>[]; despues: Parte<T>[]; cambio: boolean } {
  const cuenta = (xs: T[]) => xs.reduce((m, x) => m.set(clave(x), (m.get(clave(x)) ?? 0) + 1), new Map<string, number>());
  const enB = cuenta(b);
  const enA = cuenta(a);
  const marcar = (xs: T[], otro: Map<string, number>, si: Estado): Parte<T>[] =>
    xs.map((x) => {
      const n = otro.get(clave(x)) ?? 0;
      if (n > 0) otro.set(clave(x), n - 1);
      return { valor: x, estado: n > 0 ? 'igual' : si };
    });
  const antes = marcar(a, enB, 'quitado');
  const despues = marcar(b, enA, 'agregado');
  const orden = (xs: T[]) => xs.map(clave).join('\n');
  return { antes, despues, cambio: orden(a) !== orden(b) };
}

const vacio = (c: CampoRevision): CampoRevision['valor'] => (c.tipo === 'texto' ? '' : []);

/**
 * The fields of `antes` and `despues` side by side, in the newer revision's order (a field only one
 * of them has is empty in the other).
 */
export function comparar(antes: CampoRevision[], despues: CampoRevision[]): CampoComparado[] {
  const previos = new Map(antes.map((c) => [c.clave, c]));
  const claves = new Set(despues.map((c) => c.clave));
  const todos = [...despues, ...antes.filter((c) => !claves.has(c.clave))];
  return todos.map((c): CampoComparado => {
    const p = previos.get(c.clave);
    const va = p && p.tipo === c.tipo ? p.valor : vacio(c);
    const vb = claves.has(c.clave) ? c.valor : vacio(c);
    const base = { clave: c.clave, etiqueta: c.etiqueta };
    if (c.tipo === 'texto') return { ...base, tipo: 'texto', ...texto(va as string, vb as string) };
    if (c.tipo === 'imagenes') return { ...base, tipo: 'imagenes', ...elementos(va as ImagenRevision[], vb as ImagenRevision[], (i) => i.ruta) };
    return { ...base, tipo: 'lista', ...elementos(va as string[], vb as string[], (x) => x) };
  });
}
