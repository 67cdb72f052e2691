// What an uploaded file is, read from its bytes alone: PNG, JPEG, WebP or GIF, structure walked,
// dimensions bounded (cheap refusals before any decoding; subidas.ts then has sharp re-encode it).
import zlib from 'node:zlib';
import { ErrorApi } from '@server/base/errores';
import type { TipoImagen } from './trabajo';

export interface Dimensiones {
  tipo: TipoImagen;
  ancho: number;
  alto: number;
}

function png(buf: Buffer): Dimensiones | null {
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (buf.length < 45 || !buf.subarray(0, 8).equals(sig)) return null;
  let off = 8;
  let ancho = 0;
  let alto = 0;
  let idat = false;
  while (off + 12 <= buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    if (off + 12 + len > buf.length) return null;
    const crc = buf.readUInt32BE(off + 8 + len);
    if (zlib.crc32(buf.subarray(off + 4, off + 8 + len)) !== crc) return null;
    if (off === 8) {
      if (type !== 'IHDR' || len !== 13) return null;
      ancho = buf.readUInt32BE(off + 8);
      alto = buf.readUInt32BE(off + 12);
    }
    if (type === 'IDAT') idat = true;
    off += 12 + len;
    if (type === 'IEND') return idat && off === buf.length ? { tipo: 'png', ancho, alto } : null;
  }
  return null;
}

/**
 * Most scans a JPEG may have. A baseline JPEG has 1 (or one per component, 3–4); libjpeg's and
 * libjpeg-turbo's standard progressive script writes 10 for a colour photo (6 for greyscale), and
 * mozjpeg's optimised scripts stay under 20 (they pick among a few dozen candidate scans, then keep
 * one set). Every scan of a progressive JPEG makes the decoder walk the whole coefficient buffer
 * again, so an 8000×5000 image with 20,001 nearly empty scans (1.4 MB) kept libjpeg busy ≈ 95 s.
 * At 100 no photo of a camera, phone or editor is refused, and the worst case costs ≤ 100 passes.
 */
export const MAX_ESCANEOS_JPEG = 100;

export const DEMASIADOS_ESCANEOS = 'La imagen JPEG no es válida: tiene demasiadas capas progresivas. Vuelva a guardarla con un editor de imágenes.';

function jpeg(buf: Buffer): Dimensiones | null {
  if (buf.length < 20 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let end = buf.length;
  while (end > 2 && buf[end - 1] === 0x00) end--; // some encoders pad after EOI
  if (buf[end - 2] !== 0xff || buf[end - 1] !== 0xd9) return null;
  let off = 2;
  let dims: Dimensiones | null = null;
  let escaneos = 0;
  while (off + 2 <= end) {
    if (buf[off] !== 0xff) return null;
    const marker = buf[off + 1];
    if (marker === 0xff) {
      off++;
      continue;
    }
    if (marker === 0xd9) return off + 2 === end && dims && escaneos > 0 ? dims : null; // EOI: the end, nothing after it
    if (off + 4 > end) return null;
    const len = buf.readUInt16BE(off + 2);
    if (len < 2 || off + 2 + len > end) return null;
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof) {
      if (len < 7) return null;
      dims = { tipo: 'jpg', alto: buf.readUInt16BE(off + 5), ancho: buf.readUInt16BE(off + 7) };
    }
    off += 2 + len;
    if (marker === 0xda) {
      // start of scan: entropy-coded data follows, up to the next marker that is neither a stuffed
      // 0xFF00 nor a restart marker (0xFFD0–D7)
      if (!dims) return null;
      if (++escaneos > MAX_ESCANEOS_JPEG) throw new ErrorApi(DEMASIADOS_ESCANEOS);
      for (;;) {
        off = buf.indexOf(0xff, off);
        if (off < 0 || off + 1 >= end) return null;
        const sig = buf[off + 1];
        if (sig === 0x00 || (sig >= 0xd0 && sig <= 0xd7)) off += 2;
        else if (sig === 0xff) off++;
        else break;
      }
    }
  }
  return null;
}

function gif(buf: Buffer): Dimensiones | null {
  const head = buf.toString('latin1', 0, 6);
  if (buf.length < 14 || (head !== 'GIF87a' && head !== 'GIF89a')) return null;
  if (buf[buf.length - 1] !== 0x3b) return null;
  return { tipo: 'gif', ancho: buf.readUInt16LE(6), alto: buf.readUInt16LE(8) };
}

function webp(buf: Buffer): Dimensiones | null {
  if (buf.length < 30 || buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WEBP') return null;
  if (buf.readUInt32LE(4) + 8 !== buf.length) return null;
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null;
    return { tipo: 'webp', ancho: buf.readUInt16LE(26) & 0x3fff, alto: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (buf[20] !== 0x2f) return null;
    const bits = buf.readUInt32LE(21);
    return { tipo: 'webp', ancho: (bits & 0x3fff) + 1, alto: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { tipo: 'webp', ancho: buf.readUIntLE(24, 3) + 1, alto: buf.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Identifies an image by its bytes; null when it is not a well-formed PNG, JPEG, GIF or WebP. */
export function identificarImagen(buf: Buffer): Dimensiones | null {
  return png(buf) ?? jpeg(buf) ?? gif(buf) ?? webp(buf);
}
