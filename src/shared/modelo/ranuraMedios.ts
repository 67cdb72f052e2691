// The store's slot for the media library (issue 43; features/medios/modelo.ts plugs its slice in when
// the admin chunk loads the page), so the home page's JS carries only these lines. Everything the page
// shows lives here (a QA export replays it): the upload queue (each file's name, size, alt text,
// progress and result) and the asset being described in place. The chosen File objects cannot be
// serialized: the page keeps them in a module map keyed by the queue item's id (decision 0009).
import { ranura } from './ranura';

export type EstadoSubida = 'pendiente' | 'subiendo' | 'subida' | 'rechazada';

export interface ArchivoEnCola {
  id: string;
  nombre: string;
  tamano: number;
  /** A blob: URL of the chosen file, for its thumbnail ('' where the browser has none). */
  vista: string;
  alt: string;
  decorativa: boolean;
  /** 0–100 while sending or sent; null before. */
  progreso: number | null;
  estado: EstadoSubida;
  /** The refusal shown beside the file (the missing alt text, or the server's message). */
  error: string | null;
}

export interface EdicionMedio {
  pk: number;
  alt: string;
  decorativa: boolean;
  error: string | null;
}

export interface MediosState {
  cola: ArchivoEnCola[];
  /** The asset whose alt text is being edited in place. */
  edicion: EdicionMedio | null;
  /** Files are being dragged over the page: the drop zone shows. */
  arrastrando: boolean;
}

export const ranuraMedios = ranura<Partial<MediosState>>('medios');
