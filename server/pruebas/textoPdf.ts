// The text a PDF shows, read back the way a viewer's copy and search do: each font's ToUnicode map
// turns the glyph codes of the page content (Identity-H, two bytes a glyph, as pdfkit writes an
// embedded TrueType font) back into characters. A few dozen lines for the PDFs our own server
// writes (uncompressed cross-reference, Flate streams), instead of a parser as a dependency.
import zlib from 'node:zlib';

interface Objeto {
  dict: string;
  flujo: Buffer | null;
}

function objetos(pdf: Buffer): Map<string, Objeto> {
  const texto = pdf.toString('latin1');
  const r = new Map<string, Objeto>();
  for (const m of texto.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const cuerpo = m[2];
    const i = cuerpo.indexOf('stream');
    if (i < 0) {
      r.set(m[1], { dict: cuerpo, flujo: null });
      continue;
    }
    const dict = cuerpo.slice(0, i);
    const inicio = m.index + m[0].indexOf(cuerpo) + i + 'stream'.length + (cuerpo[i + 6] === '\r' ? 2 : 1);
    const largo = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const crudo = pdf.subarray(inicio, inicio + largo);
    r.set(m[1], { dict, flujo: /\/FlateDecode/.test(dict) ? zlib.inflateSync(crudo) : crudo });
  }
  return r;
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function cmap(t: string): Map<string, string> {
  const m = new Map<string, string>();
  // a ligature maps to several code units: <0066 006c> is "fl"
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const b of t.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, de, a] of b[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) m.set(de.toLowerCase(), utf16(a));
  for (const b of t.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, de, hasta, resto] of b[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const inicio = parseInt(de, 16);
      const lista = resto.startsWith('[') ? [...resto.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => utf16(x[1])) : null;
      for (let c = inicio; c <= parseInt(hasta, 16); c++) {
        const clave = c.toString(16).padStart(de.length, '0');
        if (lista) m.set(clave, lista[c - inicio] ?? '');
        else m.set(clave, String.fromCodePoint(parseInt(resto.slice(1, -1), 16) + c - inicio));
      }
    }
  return m;
}

/** The PDF's text, one line per text object (BT … ET), pages in order of their content streams. */
export function textoDePdf(pdf: Buffer): string {
  const objs = objetos(pdf);
  // resource names (/F1) → their font's map
  const fuentes = new Map<string, Map<string, string>>();
  for (const o of objs.values())
    for (const [, nombre, id] of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const tu = /\/ToUnicode (\d+) 0 R/.exec(objs.get(id)?.dict ?? '')?.[1];
      const flujo = tu ? objs.get(tu)?.flujo : null;
      if (flujo) fuentes.set(nombre, cmap(flujo.toString('latin1')));
    }
  const lineas: string[] = [];
  for (const o of objs.values()) {
    if (!/\/Type \/Page\b/.test(o.dict)) continue;
    const contenido = /\/Contents (\d+) 0 R/.exec(o.dict)?.[1];
    const t = contenido ? (objs.get(contenido)?.flujo?.toString('latin1') ?? '') : '';
    for (const bloque of t.matchAll(/BT([\s\S]*?)ET/g)) {
      let fuente = new Map<string, string>();
      let linea = '';
      for (const tok of bloque[1].matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]+)>/g)) {
        if (tok[1]) fuente = fuentes.get(tok[1]) ?? new Map();
        else for (let i = 0; i < tok[2].length; i += 4) linea += fuente.get(tok[2].slice(i, i + 4).toLowerCase()) ?? '';
      }
      lineas.push(linea);
    }
  }
  return lineas.join('\n');
}
