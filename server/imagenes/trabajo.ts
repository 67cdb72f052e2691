// The image work itself (sharp, libvips), run only inside the image processes (proceso.ts,
// started by poolImagenes.ts): never in the server's process, whose libuv threads serve files and
// hash passwords. Plain data in and out (what crosses the IPC channel), no imports of the server.
import sharp from 'sharp';

export type TipoImagen = 'png' | 'jpg' | 'webp' | 'gif';

export const MAX_PIXELES = 40_000_000;

/** Encoder settings: chosen for a 2-core server (see docs/decisiones/0046-pool-de-procesos-para-imagenes.md). */
export const AJUSTES = {
  jpeg: { quality: 85, mozjpeg: false },
  png: { compressionLevel: 8 },
  webpOriginal: { quality: 85, effort: 4 },
  avif: { quality: 50, effort: 0 },
  webp: { quality: 74, effort: 2 },
  previa: { quality: 82, mozjpeg: false },
} as const;

export const PREVIA = { ancho: 1200, alto: 630 } as const;

export type Tarea =
  | { op: 'reencodificar'; buf: Uint8Array; tipo: TipoImagen; maxBytes: number }
  | { op: 'variante'; fuente: Uint8Array; ancho: number; formato: 'avif' | 'webp' }
  | { op: 'previa'; fuente: Uint8Array };

export interface Reencodificada {
  buf: Buffer;
  ext: TipoImagen;
  ancho: number;
  alto: number;
  animada: boolean;
}

/** A refusal the server turns into its Spanish message (the process only names the reason). */
export class FalloImagen extends Error {
  constructor(readonly codigo: 'no_imagen' | 'grande') {
    super(codigo);
  }
}

const aBuffer = (u: Uint8Array) => (Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength));

const entrada = (src: Buffer, animada = false) => sharp(src, { limitInputPixels: MAX_PIXELES, animated: animada, failOn: 'warning' });

/**
 * Decodes and encodes again in the same format, rotated upright, without metadata, never larger
 * than `maxBytes`: a photo that grows (a JPEG saved at low quality, re-encoded at 85) is encoded
 * again at a lower quality (JPEG/WebP: 75, 65) and then smaller (each time 80 % of the width)
 * until it fits; an animation that does not fit is refused.
 */
export async function reencodificar(original: Uint8Array, tipo: TipoImagen, maxBytes: number): Promise<Reencodificada> {
  const buf = aBuffer(original);
  let meta;
  try {
    meta = await entrada(buf, tipo === 'gif' || tipo === 'webp').metadata();
  } catch {
    throw new FalloImagen('no_imagen');
  }
  const animada = (tipo === 'gif' || tipo === 'webp') && (meta.pages ?? 1) > 1;
  const calidadInicial = tipo === 'jpg' ? AJUSTES.jpeg.quality : AJUSTES.webpOriginal.quality;
  let calidad: number = calidadInicial;
  let ancho: number | undefined;
  for (let intento = 0; intento < 12; intento++) {
    // rotate() without an angle applies the EXIF orientation; sharp writes no metadata unless asked
    let p = animada ? entrada(buf, true) : entrada(buf).rotate();
    if (ancho) p = p.resize({ width: ancho });
    if (tipo === 'jpg') p = p.jpeg({ ...AJUSTES.jpeg, quality: calidad });
    else if (tipo === 'png') p = p.png(AJUSTES.png);
    else if (tipo === 'webp') p = p.webp({ ...AJUSTES.webpOriginal, quality: calidad });
    else p = p.gif();
    let r;
    try {
      r = await p.toBuffer({ resolveWithObject: true });
    } catch {
      throw new FalloImagen('no_imagen');
    }
    const { data, info } = r;
    if (data.length <= maxBytes) {
      const alto = animada ? (info.pageHeight ?? info.height) : info.height;
      return { buf: data, ext: tipo, ancho: info.width, alto, animada };
    }
    if (animada || info.width <= 64) break;
    if ((tipo === 'jpg' || tipo === 'webp') && calidad > calidadInicial - 20) calidad -= 10;
    else ancho = Math.max(64, Math.floor(info.width * 0.8));
  }
  throw new FalloImagen('grande');
}

export async function variante(fuente: Uint8Array, ancho: number, formato: 'avif' | 'webp'): Promise<Buffer> {
  const p = entrada(aBuffer(fuente)).resize({ width: ancho, withoutEnlargement: true });
  return (formato === 'avif' ? p.avif(AJUSTES.avif) : p.webp(AJUSTES.webp)).toBuffer();
}

/** Always exactly 1200×630 (what link-preview crawlers ask for): the one place a small image is enlarged. */
export function previa(fuente: Uint8Array): Promise<Buffer> {
  return entrada(aBuffer(fuente))
    .resize(PREVIA.ancho, PREVIA.alto, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg(AJUSTES.previa)
    .toBuffer();
}

export function ejecutarTarea(t: Tarea): Promise<Reencodificada | Buffer> {
  if (t.op === 'reencodificar') return reencodificar(t.buf, t.tipo, t.maxBytes);
  if (t.op === 'variante') return variante(t.fuente, t.ancho, t.formato);
  return previa(t.fuente);
}
