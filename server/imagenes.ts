// Image processing with sharp (libvips). Every upload is decoded and encoded again, so what is
// stored is only pixels: rotated upright by its EXIF orientation, every metadata block (EXIF, GPS,
// XMP, comments) dropped, nothing after the image. Its variants (src/shared/lib/variantes.ts) are
// built after the call that stored it commits, one image at a time in the background; until then
// a request for one is redirected to the stored image (app.ts), which is always valid.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ErrorApi } from './errors';
import { FORMATOS, PREVIA, anchosDe, leerNombre, origenDeVariante, rutaPrevia, rutaVariante, variantesDe } from '../src/shared/lib/variantes';

export type TipoImagen = 'png' | 'jpg' | 'webp' | 'gif';

export const MAX_LADO = 8000;
export const MAX_PIXELES = 40_000_000;
export const NO_IMAGEN = 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.';

// one upload at a time is the common case: libvips' operation cache only holds memory here
sharp.cache(false);

/** Encoder settings: chosen for a 2-core server (see README, Performance). */
export const AJUSTES = {
  jpeg: { quality: 85, mozjpeg: false },
  png: { compressionLevel: 8 },
  webpOriginal: { quality: 85, effort: 4 },
  avif: { quality: 50, effort: 0 },
  webp: { quality: 74, effort: 2 },
  previa: { quality: 82, mozjpeg: false },
} as const;

const entrada = (src: Buffer | string, animada = false) => sharp(src, { limitInputPixels: MAX_PIXELES, animated: animada, failOn: 'warning' });

export interface Reencodificada {
  buf: Buffer;
  ext: TipoImagen;
  ancho: number;
  alto: number;
  animada: boolean;
}

/**
 * Decodes and encodes again in the same format. Throws the Spanish "not valid" message when
 * libvips cannot decode it (truncated, corrupt, a structure that only looked like an image).
 */
export async function reencodificar(buf: Buffer, tipo: TipoImagen): Promise<Reencodificada> {
  try {
    const puedeAnimar = tipo === 'gif' || tipo === 'webp';
    const meta = await entrada(buf, puedeAnimar).metadata();
    const animada = puedeAnimar && (meta.pages ?? 1) > 1;
    // rotate() without an angle applies the EXIF orientation; sharp writes no metadata unless asked
    let p = animada ? entrada(buf, true) : entrada(buf).rotate();
    if (tipo === 'jpg') p = p.jpeg(AJUSTES.jpeg);
    else if (tipo === 'png') p = p.png(AJUSTES.png);
    else if (tipo === 'webp') p = p.webp(AJUSTES.webpOriginal);
    else p = p.gif();
    const { data, info } = await p.toBuffer({ resolveWithObject: true });
    const alto = animada ? (info.pageHeight ?? info.height) : info.height;
    return { buf: data, ext: tipo, ancho: info.width, alto, animada };
  } catch (e) {
    if (e instanceof ErrorApi) throw e;
    throw new ErrorApi(NO_IMAGEN);
  }
}

/**
 * A new file name: `<16 hex>_<ancho>x<alto>.<ext>` (the variants' scheme). Random, never reused,
 * so its URL and its variants' are immutable. Animations keep today's scheme: their variants
 * would be still images.
 */
export function nombreNuevo(r: Pick<Reencodificada, 'ext' | 'ancho' | 'alto' | 'animada'>): string {
  if (r.animada) return `${randomBytes(16).toString('hex')}.${r.ext}`;
  return `${randomBytes(8).toString('hex')}_${r.ancho}x${r.alto}.${r.ext}`;
}

/** The stored image's absolute path from its relative one ('uploads/…'). */
export const rutaAbsoluta = (uploadsDir: string, ruta: string) => path.join(uploadsDir, ruta.slice('uploads/'.length));

/** Writes a variant whole or not at all; false when its folder is gone (the image was deleted). */
function escribirAtomico(destino: string, datos: Buffer): boolean {
  const tmp = `${destino}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, datos);
    fs.renameSync(tmp, destino); // a variant that exists is complete (a crash leaves only a .tmp)
    return true;
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

/**
 * Builds the variants of one stored image that are missing on disk; returns how many it wrote.
 * Nothing for a path outside the scheme or whose file is gone.
 */
export async function crearVariantes(uploadsDir: string, ruta: string): Promise<number> {
  const n = leerNombre(ruta);
  if (!n) return 0;
  const origen = rutaAbsoluta(uploadsDir, ruta);
  const falta = (r: string) => !fs.existsSync(rutaAbsoluta(uploadsDir, r));
  if (!variantesDe(ruta).some(falta) || !fs.existsSync(origen)) return 0;
  const fuente = fs.readFileSync(origen);
  const trabajos: [string, () => Promise<Buffer>][] = [];
  for (const ancho of anchosDe(n.ancho)) {
    for (const formato of FORMATOS) {
      const p = () => entrada(fuente).resize({ width: ancho, withoutEnlargement: true });
      trabajos.push([rutaVariante(n.stem, ancho, formato), () => (formato === 'avif' ? p().avif(AJUSTES.avif) : p().webp(AJUSTES.webp)).toBuffer()]);
    }
  }
  // always exactly 1200×630 (what link-preview crawlers ask for): the one place a small image is enlarged
  trabajos.push([
    rutaPrevia(n.stem),
    () =>
      entrada(fuente)
        .resize(PREVIA.ancho, PREVIA.alto, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#ffffff' })
        .jpeg(AJUSTES.previa)
        .toBuffer(),
  ]);
  let escritas = 0;
  for (const [destino, codificar] of trabajos) {
    if (!falta(destino)) continue;
    if (!escribirAtomico(rutaAbsoluta(uploadsDir, destino), await codificar())) break;
    escritas++;
  }
  // the image was deleted while its variants were encoded: they would be orphans
  if (!fs.existsSync(origen)) borrarVariantes(uploadsDir, ruta);
  return escritas;
}

/** Removes the variants of a stored image (when the image itself is deleted). */
export function borrarVariantes(uploadsDir: string, ruta: string): void {
  for (const v of variantesDe(ruta)) fs.rmSync(rutaAbsoluta(uploadsDir, v), { force: true });
}

/**
 * The link-preview crop (1200×630 JPEG) of a stored image, as a stored-style relative path
 * ('uploads/…/<stem>.og.jpg'), or null when the path has no variants (old or animated uploads).
 * For og:image: prefix the site's absolute address. It exists once the image's variants are
 * built (right after the upload; at start for older images).
 */
export function vistaPrevia(ruta: string | null | undefined): string | null {
  const n = ruta ? leerNombre(ruta) : null;
  return n && ruta!.startsWith('uploads/') ? rutaPrevia(n.stem) : null;
}

// ---- background queue: one image at a time, after the call that stored it committed ----------

let cadena: Promise<void> = Promise.resolve();
const enCola = new Set<string>();

/** Queues building the missing variants of these stored images (each at most once at a time). */
export function encolarVariantes(uploadsDir: string, rutas: Iterable<string>): void {
  for (const ruta of rutas) {
    const clave = `${uploadsDir}\0${ruta}`;
    if (!leerNombre(ruta) || enCola.has(clave)) continue;
    enCola.add(clave);
    cadena = cadena
      .then(() => crearVariantes(uploadsDir, ruta))
      .then(
        () => undefined,
        (e: unknown) => console.error(`No se pudieron crear las variantes de ${ruta}:`, e instanceof Error ? e.message : e),
      )
      .finally(() => enCola.delete(clave));
  }
}

/** Resolves once every queued variant is built (tests, the upgrade command, the bench). */
export async function variantesListas(): Promise<void> {
  let antes: Promise<void>;
  do {
    antes = cadena;
    await antes;
  } while (antes !== cadena);
}

/**
 * A variant URL that is not built yet ('/uploads/<carpeta>/<stem>.<ancho>.avif'): the stored
 * image's URL to redirect to (and its variants are queued), or null when there is no such image.
 */
export function imagenDeVariante(uploadsDir: string, url: string): string | null {
  const m = /^\/uploads\/([a-z_]{1,30})\/([^/]+)$/.exec(url);
  const o = m ? origenDeVariante(m[2]) : null;
  if (!m || !o) return null;
  for (const ext of ['jpg', 'png', 'webp']) {
    const ruta = `uploads/${m[1]}/${o.stem}.${ext}`;
    if (fs.existsSync(rutaAbsoluta(uploadsDir, ruta))) {
      if (o.ancho !== 'og' && !anchosDe(leerNombre(ruta)!.ancho).includes(o.ancho)) return null;
      encolarVariantes(uploadsDir, [ruta]);
      return `/${ruta}`;
    }
  }
  return null;
}
