// Image work: every upload is decoded and encoded again, so what is stored is only pixels:
// rotated upright by its EXIF orientation, every metadata block (EXIF, GPS, XMP, comments)
// dropped, nothing after the image, never larger than MAX_IMAGE_BYTES. Its variants
// (src/shared/lib/variantes.ts) are built after the call that stored it commits, in the
// background, small widths of every waiting photo first; a variant a browser asks for before
// that is built at once (on demand, ahead of the background, one build per variant however many
// ask), and when the pool is saturated the request is redirected to the stored image (app.ts).
// All the sharp work runs in the bounded pool of image processes (pool.ts), never here;
// the queue and on-demand builds are in servicio.ts, the limits in opciones.ts.
import { randomBytes } from 'node:crypto';
import type { Reencodificada } from './trabajo';
import { leerNombre, rutaPrevia } from '@/shared/lib/variantes';

export { AJUSTES, MAX_PIXELES, type Reencodificada, type TipoImagen } from './trabajo';
export { MAX_LADO, NO_IMAGEN, imagenGrande, opcionesDe, type OpcionesImagenes } from './opciones';
export { ServicioImagenes, borrarVariantes, crearVariantes, servicioDe, variantesListas, type Variante } from './servicio';

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
 * The link-preview crop (1200×630 JPEG) of a stored image, as a stored-style relative path
 * ('uploads/…/<stem>.og.jpg'), or null when the path has no variants (old or animated uploads).
 * For og:image: prefix the site's absolute address. It exists once the image's variants are
 * built (right after the upload; at start for older images).
 */
export function vistaPrevia(ruta: string | null | undefined): string | null {
  const n = ruta ? leerNombre(ruta) : null;
  return n && ruta!.startsWith('uploads/') ? rutaPrevia(n.stem) : null;
}
