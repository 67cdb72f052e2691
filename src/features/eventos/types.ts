// Event types, the form's state, and the public page's paging constants (SPEC.md §9).
import type { ImagenForm } from '../../shared/api/contract';

export type { Evento, DatosEvento } from '../../shared/api/contract/eventos';

export { MAX_IMAGENES_EVENTO } from '../../shared/api/contract/eventos';
/** Events shown at first, and added by each 'Ver mas'. */
export const EVENTOS_POR_PAGINA = 3;
export const INCREMENTO_EVENTOS = 3;

export const SIN_EVENTOS = 'Aún no hay eventos registrados.';
export const NINGUN_EVENTO = 'Ningún evento encontrado.';

export interface FormEvento {
  nombreEvento: string;
  descripcion: string;
  imgs: ImagenForm[];
}
