// Stored image paths are relative (SPEC.md §3): the configured base is prefixed; data URLs,
// blob URLs and absolute addresses are used as they are.
import { IMG_BASE } from '../config';

export function imageUrl(ruta: string): string {
  if (!ruta) return '';
  if (/^(data:|blob:|https?:\/\/|\/)/.test(ruta)) return ruta;
  return IMG_BASE + ruta;
}

/**
 * The link-preview image (og:image) of a stored image: today the stored image itself. The 1200×630
 * preview crop derived on the server (issue 11, images) plugs in here, and only here.
 */
export function imagenVistaPrevia(ruta: string): string {
  return imageUrl(ruta);
}
