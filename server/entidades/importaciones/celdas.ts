// The cells of each entity's spreadsheet: the shape of a mapping and the helpers the mappings share (celdas.ts),
// and the columns of each entity's spreadsheet (issue 43; listed in docs/contenido.md): one mapping per
// entity between a row of cells and the payload of its registration funcion — the same payload its
// revision's `datos` holds (server/entidades/<x>/revision.ts). The export reads an item's revision
// content and writes it with `aCeldas`; the import turns cells back with `aDatos` and runs the
// registration funcion on it: a round trip goes through the same two functions and changes nothing.
// Images are named by file name (`;` between several); their alternative texts follow in another
// column in the same order, separated by `|` (empty: not described yet; ALT_DECORATIVA: decorative).
import type { EntidadImportacion } from '@/shared/api/contrato/importaciones';
import type { EntidadBitacora } from '@/shared/api/contrato/bitacora';
import type { Funcion } from '@/shared/api/contrato';

/** A cell a spreadsheet would take for a formula (=, +, -, @, tab, CR), behind any `'` already there, gets one `'` more; the import takes one off. */
export const FORMULA = /^'*[=+\-@\t\r]/;
export const escaparCelda = (v: string) => (FORMULA.test(v) ? `'${v}` : v);
export const desescaparCelda = (v: string) => (v.startsWith("'") && FORMULA.test(v) ? v.slice(1) : v);

export const ALT_DECORATIVA = '(decorativa)';
type Campos = Record<string, string>;

/** An image of a payload: stored path (or, in the import, the resolved value) and its text. */
interface ImagenDatos {
  key?: string;
  imagen: string;
  alt?: string;
  decorativa?: boolean;
}

/** What a mapping needs from outside: a file name → the value the payload carries (stored path), and the generations. */
export interface Entorno {
  ruta(nombre: string): string;
  generaciones: ReadonlyMap<string, string>;
}

export interface Mapeo {
  entidad: EntidadImportacion;
  bitacora: EntidadBitacora;
  carpeta: string;
  registrar: Funcion;
  /** Its "Dar de baja" (Estado «de baja»): none for graduates, which are deleted. */
  baja?: Funcion;
  columnas: readonly string[];
  requeridas: readonly string[];
  /** The column that names the item (the preview's title, duplicates). */
  titulo: string;
  /** Titles must be unique on the site (companies): one that exists is refused. */
  tituloUnico?: boolean;
  /** The image columns (file names), each with its alt column. */
  imagenes: readonly { columna: string; alt: string }[];
  /** The payload field → the column its error belongs to. */
  columnaDe: Readonly<Record<string, string>>;
  aCeldas(d: Campos, generaciones: ReadonlyMap<string, string>): Campos;
  aDatos(c: Campos, e: Entorno): Campos;
  ejemplo: Campos;
}

export const listaCelda = (v: string | undefined) =>
  (v ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
export const base = (ruta: string) => ruta.split('/').pop() ?? '';
export const altCelda = (i: { alt?: string | null; decorativa?: boolean | string }) =>
  i.decorativa === true || i.decorativa === '1' ? ALT_DECORATIVA : (i.alt ?? '');
export const fechaCelda = (v: string | undefined) => (v ?? '').replace('T', ' ');
export const fechaDatos = (v: string | undefined) => (v ?? '').trim().replace(' ', 'T');

/** A list of images (JSON, as the forms send it) as two cells: names and texts. */
export function celdasImagenes(json: string | undefined): [string, string] {
  const l = JSON.parse(json || '[]') as ImagenDatos[];
  return [l.map((i) => base(i.imagen)).join('; '), l.some((i) => i.alt !== undefined || i.decorativa) ? l.map(altCelda).join(' | ') : ''];
}
/** One image's text as the form's sibling fields. */
export function altDatos(campo: string, texto: string | undefined, hay: boolean): Campos {
  const t = (texto ?? '').trim();
  if (!hay || !t) return {};
  return t === ALT_DECORATIVA ? { [`${campo}_alt`]: '', [`${campo}_decorativa`]: '1' } : { [`${campo}_alt`]: t, [`${campo}_decorativa`]: '0' };
}
/** Two cells back into the JSON list of form images. */
export function datosImagenes(nombres: string | undefined, textos: string | undefined, e: Entorno): string {
  const alts = (textos ?? '').split('|').map((s) => s.trim());
  return JSON.stringify(
    listaCelda(nombres).map((n, i): ImagenDatos => {
      const alt = alts[i] ?? '';
      const item: ImagenDatos = { key: `i${i}`, imagen: e.ruta(n) };
      return alt === ALT_DECORATIVA ? { ...item, alt: '', decorativa: true } : alt ? { ...item, alt, decorativa: false } : item;
    }),
  );
}

/** A gallery's two columns (projects, events): the payload's JSON list of images as names and texts, and back. */
export const GALERIA = { columna: 'Imágenes', alt: 'Textos alternativos' } as const;
export function celdasGaleria(json: string | undefined): Campos {
  const [nombres, textos] = celdasImagenes(json);
  return { Imágenes: nombres, 'Textos alternativos': textos };
}
export const datosGaleria = (c: Campos, e: Entorno) => datosImagenes(c['Imágenes'], c['Textos alternativos'], e);

/** Scheduled publishing's two columns (projects, events): payload field → column, and both ways. */
export const COLUMNAS_PROGRAMACION = { publicarEn: 'Publicar el', retirarEn: 'Retirar el' } as const;
export const celdasProgramacion = (d: Campos): Campos => ({ 'Publicar el': fechaCelda(d.publicarEn), 'Retirar el': fechaCelda(d.retirarEn) });
export const datosProgramacion = (c: Campos): Campos => ({ publicarEn: fechaDatos(c['Publicar el']), retirarEn: fechaDatos(c['Retirar el']) });

export const siNo = (v: string | undefined) =>
  /^(s[ií]|1|verdadero|true)$/i.test((v ?? '').trim()) ? '1' : /^(no|0|falso|false)?$/i.test((v ?? '').trim()) ? '0' : 'x';
