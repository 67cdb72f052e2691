// Event types, the form's state, and the public page's paging constants (docs/SPEC.md §9).
import type { ImagenForm } from '@/shared/api/contrato';

export type { Evento, DatosEvento } from '@/shared/api/contrato/eventos';

// docs/SPEC.md §9's limits live beside the contract (contract/limites.ts)
export { MAX_IMAGENES_EVENTO, EVENTOS_POR_PAGINA, INCREMENTO_EVENTOS } from '@/shared/api/contrato/limites';

export const SIN_EVENTOS = 'Aún no hay eventos registrados.';
export const NINGUN_EVENTO = 'Ningún evento encontrado.';

export interface FormEvento {
  nombreEvento: string;
  descripcion: string;
  imgs: ImagenForm[];
  /** The zone's wall clock: 'YYYY-MM-DDTHH:MM' (datetime-local), or 'YYYY-MM-DD' when todoElDia; '' for none. */
  inicio: string;
  fin: string;
  todoElDia: boolean;
  lugar: string;
  enlaceEnLinea: string;
  cancelado: boolean;
  /** Scheduled publishing (0054): the zone's wall clock, 'YYYY-MM-DDTHH:MM'; '' for none (absent in a draft kept from before). */
  publicarEn?: string;
  retirarEn?: string;
}
