// The CSV reader of the student import: bytes → text (UTF-8, or Windows-1252 as Excel saves it,
// BOM dropped) → rows (RFC 4180 quotes, `;` or `,` or tab separators, CRLF) → { alumno, matricula }
// rows with their line numbers. A header row is recognised by its words and may put the columns
// in either order. Pure functions, no DOM.
import { normalizar } from '@/shared/lib/normalizar';
import type { FilaImportacion } from './tipos';

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252; without a leading BOM. */
export function decodificar(bytes: Uint8Array): string {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    texto = new TextDecoder('windows-1252').decode(bytes);
  }
  return texto.charCodeAt(0) === 0xfeff ? texto.slice(1) : texto;
}

/** The separator used in the first line, outside quotes: `;`, tab or `,` (the default). */
export function detectarSeparador(texto: string): ';' | ',' | '\t' {
  const cuenta = { ';': 0, ',': 0, '\t': 0 };
  let enComillas = false;
  for (const c of texto) {
    if (c === '"') enComillas = !enComillas;
    else if (!enComillas && (c === '\n' || c === '\r')) break;
    else if (!enComillas && c in cuenta) cuenta[c as keyof typeof cuenta]++;
  }
  if (cuenta[';'] > cuenta[','] && cuenta[';'] >= cuenta['\t']) return ';';
  if (cuenta['\t'] > cuenta[',']) return '\t';
  return ',';
}

/** Rows of cells. Quoted cells may hold separators, newlines and doubled quotes (""). */
export function parsearCsv(entrada: string, separador: string = detectarSeparador(entrada)): string[][] {
  const texto = entrada.charCodeAt(0) === 0xfeff ? entrada.slice(1) : entrada;
  const filas: string[][] = [];
  let fila: string[] = [];
  let celda = '';
  let enComillas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (enComillas) {
      if (c === '"') {
        if (texto[i + 1] === '"') {
          celda += '"';
          i++;
        } else enComillas = false;
      } else celda += c;
    } else if (c === '"' && celda.trim() === '') {
      celda = '';
      enComillas = true;
    } else if (c === separador) {
      fila.push(celda);
      celda = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && texto[i + 1] === '\n') i++;
      fila.push(celda);
      filas.push(fila);
      fila = [];
      celda = '';
    } else celda += c;
  }
  if (celda !== '' || fila.length) {
    fila.push(celda);
    filas.push(fila);
  }
  return filas;
}

export interface LecturaAlumnos {
  filas: FilaImportacion[];
  /** Line of the file (1-based, header counted) of each row, to point at it in the preview. */
  lineas: number[];
  encabezado: boolean;
}

const esNombre = (c: string) => /\b(nombre|nombres|alumno|alumna|estudiante)\b/.test(c);
const esMatricula = (c: string) => /\b(matricula|matriculas|id|numero de control|no\. de control)\b/.test(c);

/** Reads student rows: columns name, matricula (or as a header names them); blank rows skipped. */
export function leerAlumnos(texto: string): LecturaAlumnos {
  const crudas = parsearCsv(texto);
  let colNombre = 0;
  let colMatricula = 1;
  let encabezado = false;
  const primera = crudas.find((f) => f.some((c) => c.trim()));
  if (primera) {
    const norm = primera.map((c) => normalizar(c));
    const n = norm.findIndex(esNombre);
    const m = norm.findIndex(esMatricula);
    if (n >= 0 || m >= 0) {
      encabezado = true;
      if (n >= 0) colNombre = n;
      if (m >= 0) colMatricula = m;
      if (n < 0) colNombre = colMatricula === 0 ? 1 : 0;
      if (m < 0) colMatricula = colNombre === 0 ? 1 : 0;
    }
  }
  const filas: FilaImportacion[] = [];
  const lineas: number[] = [];
  let saltada = !encabezado;
  crudas.forEach((f, i) => {
    if (!f.some((c) => c.trim())) return;
    if (!saltada) {
      saltada = true;
      return;
    }
    filas.push({ alumno: (f[colNombre] ?? '').trim().replace(/\s+/g, ' '), matricula: (f[colMatricula] ?? '').trim() });
    lineas.push(i + 1);
  });
  return { filas, lineas, encabezado };
}
