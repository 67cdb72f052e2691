// The limits and settings of the image work, and its refusal messages (subidas.ts, servicio.ts).
import type { AppConfig } from '../config';
import type { OpcionesPool } from './pool';

export const MAX_LADO = 8000;
export const NO_IMAGEN = 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.';
const tamano = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);
export const imagenGrande = (maxBytes: number) =>
  `La imagen ocupa demasiado aun después de comprimirla (máximo ${tamano(maxBytes)}). Redúzcala e inténtelo de nuevo.`;

export interface OpcionesImagenes extends OpcionesPool {
  /** Most photos waiting for their variants in the background; the rest are built on demand or by `npm run imagenes`. */
  maxFondo: number;
}

export const opcionesDe = (c: Pick<AppConfig, 'imageWorkers' | 'imageTimeLimitMs' | 'imageQueue' | 'imageBackgroundMax'>): OpcionesImagenes => ({
  procesos: c.imageWorkers,
  limiteMs: c.imageTimeLimitMs,
  maxCola: c.imageQueue,
  maxFondo: c.imageBackgroundMax,
});
