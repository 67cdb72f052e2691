// An asset's thumbnail: the stored image's smallest webp variant (160 px, shared/lib/variantes.ts)
// when its path follows the naming scheme and it is wider than that, else the stored image itself.
import { imageUrl } from '@/shared/lib/urlImagen';
import { fechaEnEspanol } from '@/shared/lib/zonaHoraria';
import { anchosDe, leerNombre, rutaVariante } from '@/shared/lib/variantes';

export function miniatura(ruta: string): string {
  const n = leerNombre(ruta);
  if (!n || !ruta.startsWith('uploads/')) return imageUrl(ruta);
  const ancho = anchosDe(n.ancho).find((a) => a >= 240) ?? anchosDe(n.ancho)[0];
  return ancho ? imageUrl(rutaVariante(n.stem, ancho, 'webp')) : imageUrl(ruta);
}

/** "350 KB", "1,4 MB". */
export function tamanoLegible(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`;
}

/** The programme's time zone (as the admin previews use it). */
const ZONA = 'America/Mexico_City';
/** "sábado 28 de noviembre de 2026, 09:11" in the programme's time zone. */
export const fechaLegible = (iso: string) => fechaEnEspanol(iso, ZONA);
