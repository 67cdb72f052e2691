// Reading an import's files (issue 43): the spreadsheet (CSV, comma or semicolon, with or without
// BOM, through csv-parse, fed a slice at a time; XLSX through exceljs) into rows of text cells, and the ZIP of images
// (yauzl) into its files by name. Every refusal is a Spanish ErrorApi about the whole file. A ZIP
// (an XLSX is one too) is walked entry by entry before anything is inflated into memory: at most
// MAX_ENTRADAS_ZIP entries, their declared sizes at most MAX_MB_DESCOMPRIMIDO in all, and the bytes
// actually inflated counted as they stream (a lying header stops at the limit, never after it).
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { ErrorApi } from '@server/base/errores';
import { MAX_ENTRADAS_ZIP, MAX_FILAS_IMPORTACION, MAX_MB_DESCOMPRIMIDO, MENSAJES_IMPORTACION as M } from '@/shared/api/contrato/importaciones';

const MAX_DESCOMPRIMIDO = MAX_MB_DESCOMPRIMIDO * 1024 * 1024;

/** A sheet: its header cells and its rows (each as long as the header, missing cells ''). */
export interface Hoja {
  encabezados: string[];
  filas: string[][];
}

const esZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;

/** The bytes of a data URL (or of plain base64). */
export function bytesDe(valor: string): Buffer {
  const coma = valor.startsWith('data:') ? valor.indexOf(',') : -1;
  return Buffer.from(coma >= 0 ? valor.slice(coma + 1) : valor, 'base64');
}

/** A ZIP's entries as (name, bytes), refused when it is a bomb or names a path outside itself; `quiere` picks the entries read (`guardar` false: counted, not kept). */
export function leerZip(
  buf: Buffer,
  quiere: (nombre: string) => boolean = () => true,
  danado: string = M.zipDanado,
  guardar = true,
): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false }, (err, zip) => {
      if (err || !zip) return reject(new ErrorApi(danado));
      const archivos = new Map<string, Buffer>();
      let entradas = 0;
      let declarados = 0;
      let inflados = 0;
      let terminado = false;
      const fallar = (e: ErrorApi) => {
        if (terminado) return;
        terminado = true;
        zip.close();
        reject(e);
      };
      zip.on('error', () => fallar(new ErrorApi(danado)));
      // the central directory says how many entries there are: too many is refused before reading one
      if (zip.entryCount > MAX_ENTRADAS_ZIP) return fallar(new ErrorApi(M.bomba));
      zip.on('end', () => {
        if (terminado) return;
        terminado = true;
        resolve(archivos);
      });
      zip.on('entry', (e: yauzl.Entry) => {
        const nombre = (e.fileName as unknown as Buffer).toString('utf8');
        entradas += 1;
        declarados += e.uncompressedSize;
        if (entradas > MAX_ENTRADAS_ZIP || declarados > MAX_DESCOMPRIMIDO) return fallar(new ErrorApi(M.bomba));
        if (/^[/\\]|^[a-zA-Z]:|(^|[/\\])\.\.([/\\]|$)/.test(nombre)) return fallar(new ErrorApi(M.rutaZip));
        if (nombre.endsWith('/') || !quiere(nombre)) return zip.readEntry();
        zip.openReadStream(e, (err2, flujo) => {
          if (err2 || !flujo) return fallar(new ErrorApi(danado));
          const trozos: Buffer[] = [];
          flujo.on('data', (t: Buffer) => {
            inflados += t.length;
            if (inflados > MAX_DESCOMPRIMIDO) {
              flujo.destroy();
              return fallar(new ErrorApi(M.bomba));
            }
            if (guardar) trozos.push(t);
          });
          flujo.on('error', () => fallar(new ErrorApi(danado)));
          flujo.on('end', () => {
            if (guardar) archivos.set(nombre, Buffer.concat(trozos));
            // the next entry after a turn of the event loop: a large ZIP never holds it for long
            setImmediate(() => !terminado && zip.readEntry());
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The images of the ZIP by their file name (folders inside it ignored; macOS' metadata skipped). */
export async function leerImagenes(buf: Buffer): Promise<Map<string, Buffer>> {
  if (!esZip(buf)) throw new ErrorApi(M.tipoZip);
  const todos = await leerZip(buf, (n) => !/(^|\/)__MACOSX\//.test(n) && !/(^|\/)\./.test(n.split('/').pop() ?? ''));
  const porNombre = new Map<string, Buffer>();
  for (const [n, b] of todos) porNombre.set(n.split('/').pop()!, b);
  return porNombre;
}

const recortar = (filas: string[][]): string[][] => filas.filter((f) => f.some((c) => c.trim() !== ''));

function hojaDe(filas: string[][]): Hoja {
  const todas = recortar(filas);
  if (todas.length < 2) throw new ErrorApi(M.vacia);
  if (todas.length - 1 > MAX_FILAS_IMPORTACION) throw new ErrorApi(M.demasiadas);
  const encabezados = todas[0].map((c) => c.trim());
  const ancho = encabezados.length;
  return { encabezados, filas: todas.slice(1).map((f) => Array.from({ length: ancho }, (_, i) => f[i] ?? '')) };
}

/** The CSV parser fed in slices of this many characters, a turn of the event loop between them. */
const TROZO = 64 * 1024;

/** A CSV in UTF-8 (with or without BOM), comma or semicolon separated (the first line decides). */
export async function leerCsv(buf: Buffer): Promise<Hoja> {
  if (buf.includes(0)) throw new ErrorApi(M.tipoHoja);
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw new ErrorApi(M.codificacion);
  }
  if (texto.charCodeAt(0) === 0xfeff) texto = texto.slice(1);
  const primera = texto.slice(0, texto.search(/\r?\n|$/));
  const delimiter = (primera.match(/;/g)?.length ?? 0) > (primera.match(/,/g)?.length ?? 0) ? ';' : ',';
  const filas: string[][] = [];
  const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: true, to: MAX_FILAS_IMPORTACION + 2 });
  let error: unknown = null;
  parser.on('readable', () => {
    let f: string[] | null;
    while ((f = parser.read() as string[] | null) !== null) filas.push(f);
  });
  parser.on('error', (e) => (error ??= e));
  const fin = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()));
  for (let i = 0; i < texto.length && !error && filas.length <= MAX_FILAS_IMPORTACION + 1; i += TROZO) {
    parser.write(texto.slice(i, i + TROZO));
    await new Promise<void>((r) => setImmediate(r)); // a large sheet never holds the event loop for long
  }
  parser.end();
  await fin;
  if (error) {
    const linea = (error as { lines?: number }).lines;
    throw new ErrorApi(linea ? `${M.csvDanado} ${linea}.` : `${M.csvDanado}s.`);
  }
  return hojaDe(filas);
}

const dos = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text: dates as 'AAAA-MM-DD HH:MM' (Excel's dates have no zone: read as written), formulas by their result. */
function textoCelda(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const f = `${v.getUTCFullYear()}-${dos(v.getUTCMonth() + 1)}-${dos(v.getUTCDate())}`;
    return v.getUTCHours() || v.getUTCMinutes() ? `${f} ${dos(v.getUTCHours())}:${dos(v.getUTCMinutes())}` : f;
  }
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return textoCelda(v.result);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

/** The first worksheet of an XLSX, after the ZIP checks. */
export async function leerXlsx(buf: Buffer): Promise<Hoja> {
  await leerZip(buf, () => true, M.xlsxDanado, false); // inflates every entry, counting its bytes, keeping none
  const libro = new ExcelJS.Workbook();
  try {
    await libro.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw new ErrorApi(M.xlsxDanado);
  }
  const hoja = libro.worksheets[0];
  if (!hoja) throw new ErrorApi(M.vacia);
  if (hoja.rowCount > MAX_FILAS_IMPORTACION + 1 + 100) throw new ErrorApi(M.demasiadas);
  const filas: string[][] = [];
  hoja.eachRow({ includeEmpty: false }, (fila) => {
    const celdas: string[] = [];
    fila.eachCell({ includeEmpty: true }, (celda, n) => {
      celdas[n - 1] = textoCelda(celda.value);
    });
    filas.push(Array.from(celdas, (c) => c ?? ''));
  });
  return hojaDe(filas);
}

/** The spreadsheet, CSV or XLSX by its bytes (a ZIP's signature is an XLSX). */
export async function leerHoja(buf: Buffer): Promise<Hoja> {
  return esZip(buf) ? leerXlsx(buf) : await leerCsv(buf);
}
