// Stored image paths are relative (docs/SPEC.md §3): the configured base is prefixed; data URLs,
// blob URLs and absolute addresses are used as they are.
import { IMG_BASE } from '../config';
import { leerNombre, rutaPrevia } from './variantes';

export function imageUrl(ruta: string): string {
  if (!ruta) return '';
  if (/^(data:|blob:|https?:\/\/|\/)/.test(ruta)) return ruta;
  return IMG_BASE + ruta;
}

/**
 * The link-preview image (og:image) of a stored image: its 1200×630 crop (`<stem>.og.jpg`, built
 * on the server beside the upload; until it exists the server redirects to the stored image), or
 * the stored image itself when its path has no variants (older uploads, another api.php).
 */
export function imagenVistaPrevia(ruta: string): string {
  const n = leerNombre(ruta);
  return imageUrl(n && ruta.startsWith('uploads/') ? rutaPrevia(n.stem) : ruta);
}
