// An asset's thumbnail: the stored image's smallest webp variant of at least 240 px (variantes.ts)
// when its path follows the naming scheme and it is wider than that, else the stored image itself.
import { imageUrl } from './urlImagen';
import { anchosDe, leerNombre, rutaVariante } from './variantes';

export function miniatura(ruta: string): string {
  const n = leerNombre(ruta);
  if (!n || !ruta.startsWith('uploads/')) return imageUrl(ruta);
  const ancho = anchosDe(n.ancho).find((a) => a >= 240) ?? anchosDe(n.ancho)[0];
  return ancho ? imageUrl(rutaVariante(n.stem, ancho, 'webp')) : imageUrl(ruta);
}
