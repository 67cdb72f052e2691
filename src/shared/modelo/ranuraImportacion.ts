// The store's slot for the import page (issue 43; features/importar/modelo.ts plugs its slice in when
// the admin chunk loads it), so the home page's JS carries only these lines. Everything the page
// shows lives here (a QA export replays it); the chosen files themselves cannot be serialized: the
// store keeps their names and sizes, the page keeps the File objects in a ref (decision 0057).
import type { EntidadImportacion, FilaPrevia } from '@/shared/api/contrato/importaciones';
import { ranura } from './ranura';

export interface ArchivoElegido {
  nombre: string;
  tamano: number;
}

export type PasoImportacion = 'eligiendo' | 'previsualizando' | 'previa' | 'confirmando' | 'importada' | 'deshaciendo' | 'deshecha';

export interface ImportacionState {
  paso: PasoImportacion;
  entidad: EntidadImportacion;
  hoja: ArchivoElegido | null;
  imagenes: ArchivoElegido | null;
  token: string | null;
  filas: FilaPrevia[];
  validas: number;
  conErrores: number;
  /** The result of the confirmation: its message and the items created. */
  /** `editores`: each created item's editor, as the answer names them. */
  resultado: { mensaje: string; pks: number[]; editores?: (string | null)[] } | null;
  /** The "Deshacer importación" confirmation is open. */
  confirmarDeshacer: boolean;
  /** The last refusal, shown above the form. */
  error: string | null;
  /** The last success notice (the undo's). */
  aviso: string | null;
}

export const ranuraImportacion = ranura<Partial<ImportacionState>>('importacion');
