// The store's slot for the media library's picker (issue 43: "Elegir de la biblioteca" in every
// image field of the admin forms). The slice (shared/admin/medios/biblioteca.ts) plugs in with the
// admin chunk, so the home page's JS carries only these lines; a QA export replays the dialog: which
// field it is open for, its search text and its page (decision 0009).
import { ranura } from './ranura';

export interface BibliotecaState {
  /** The image field the dialog is open for (its id), or null: closed. */
  campo: string | null;
  q: string;
  pagina: number;
}

export const ranuraBiblioteca = ranura<Partial<BibliotecaState>>('biblioteca');
