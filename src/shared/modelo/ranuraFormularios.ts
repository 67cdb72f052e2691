// The store's slot for the small forms outside the admin kit (the forum's question and answer
// forms): formularios.ts plugs its slice in when a page that has one loads, so the home page's JS
// carries only these lines.
import { ranura } from './ranura';

/** One form as the person sees it: what is typed in each field, and the message under each. */
export interface EstadoFormulario {
  valores: Record<string, string>;
  errores: Record<string, string | null>;
}

/** Keyed by the form and what it is about ("pregunta:2", "respuesta:17"). */
export type FormulariosState = Record<string, EstadoFormulario>;

export const ranuraFormularios = ranura<FormulariosState>('formularios');
