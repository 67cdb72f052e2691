// An asset's thumbnail (shared/lib/miniatura.ts, also the picker's), its size and date as the page shows them.
import { fechaEnEspanol } from '@/shared/lib/zonaHoraria';

export { miniatura } from '@/shared/lib/miniatura';

/** "350 KB", "1,4 MB". */
export function tamanoLegible(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`;
}

/** The programme's time zone (as the admin previews use it). */
const ZONA = 'America/Mexico_City';
/** "sábado 28 de noviembre de 2026, 09:11" in the programme's time zone. */
export const fechaLegible = (iso: string) => fechaEnEspanol(iso, ZONA);
