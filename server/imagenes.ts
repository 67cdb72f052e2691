// Image processing with sharp (libvips). Every upload is decoded and encoded again, so what is
// stored is only pixels: rotated upright by its EXIF orientation, every metadata block (EXIF, GPS,
// XMP, comments) dropped, nothing after the image. Its variants (src/shared/lib/variantes.ts) are
// built after the call that stored it commits, one image at a time in the background; until then
// a request for one is redirected to the stored image (app.ts), which is always valid.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ErrorApi } from './errors';
import { claveDe, type Almacen } from './almacen';
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

/**
 * Builds the variants of one stored image that are missing from the store; returns how many it
 * wrote. Nothing for a path outside the scheme or whose file is gone.
 */
export async function crearVariantes(almacen: Almacen, ruta: string): Promise<number> {
  const n = leerNombre(ruta);
  if (!n) return 0;
  const faltan: string[] = [];
  for (const v of variantesDe(ruta)) if (!(await almacen.existe(claveDe(v)))) faltan.push(v);
  if (!faltan.length) return 0;
  const fuente = await almacen.leer(claveDe(ruta));
  if (!fuente) return 0;
  const trabajos = new Map<string, () => Promise<Buffer>>();
  for (const ancho of anchosDe(n.ancho)) {
    for (const formato of FORMATOS) {
      const p = () => entrada(fuente).resize({ width: ancho, withoutEnlargement: true });
      trabajos.set(rutaVariante(n.stem, ancho, formato), () => (formato === 'avif' ? p().avif(AJUSTES.avif) : p().webp(AJUSTES.webp)).toBuffer());
    }
  }
  // always exactly 1200×630 (what link-preview crawlers ask for): the one place a small image is enlarged
  trabajos.set(rutaPrevia(n.stem), () =>
    entrada(fuente)
      .resize(PREVIA.ancho, PREVIA.alto, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg(AJUSTES.previa)
      .toBuffer(),
  );
  let escritas = 0;
  for (const destino of faltan) {
    const codificar = trabajos.get(destino);
    if (!codificar) continue;
    if (!(await almacen.poner(claveDe(destino), await codificar()))) break;
    escritas++;
  }
  // the image was deleted while its variants were encoded: they would be orphans
  if (!(await almacen.existe(claveDe(ruta)))) await borrarVariantes(almacen, ruta);
  return escritas;
}

/** Removes the variants of a stored image (when the image itself is deleted). */
export async function borrarVariantes(almacen: Almacen, ruta: string): Promise<void> {
  for (const v of variantesDe(ruta)) await almacen.borrar(claveDe(v));
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
const enCola = new WeakMap<Almacen, Set<string>>();

/** Queues building the missing variants of these stored images (each at most once at a time). */
export function encolarVariantes(almacen: Almacen, rutas: Iterable<string>): void {
  let deAlmacen = enCola.get(almacen);
  if (!deAlmacen) enCola.set(almacen, (deAlmacen = new Set()));
  const cola = deAlmacen;
  for (const ruta of rutas) {
    if (!leerNombre(ruta) || cola.has(ruta)) continue;
    cola.add(ruta);
    cadena = cadena
      .then(() => crearVariantes(almacen, ruta))
      .then(
        () => undefined,
        (e: unknown) => console.error(`No se pudieron crear las variantes de ${ruta}:`, e instanceof Error ? e.message : e),
      )
      .finally(() => cola.delete(ruta));
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
export async function imagenDeVariante(almacen: Almacen, url: string): Promise<string | null> {
  const m = /^\/uploads\/([a-z_]{1,30})\/([^/]+)$/.exec(url);
  const o = m ? origenDeVariante(m[2]) : null;
  if (!m || !o) return null;
  for (const ext of ['jpg', 'png', 'webp']) {
    const ruta = `uploads/${m[1]}/${o.stem}.${ext}`;
    if (await almacen.existe(claveDe(ruta))) {
      if (o.ancho !== 'og' && !anchosDe(leerNombre(ruta)!.ancho).includes(o.ancho)) return null;
      encolarVariantes(almacen, [ruta]);
      return `/${ruta}`;
    }
  }
  return null;
}
