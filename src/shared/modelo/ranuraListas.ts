// The store's slot for the admin lists' visible state (listasAdmin.ts plugs its slice in when an
// area chunk loads a list), so the home page's JS carries only these lines. Kept apart from the
// slice so app/store.ts imports nothing else of the admin kit.
import { ranura } from './ranura';

/** What a QA export shows of one list: "page 3 with five students selected". */
export interface EstadoLista {
  /** The page shown, and the search text it was chosen for (another search starts at page 1). */
  pagina: { n: number; busqueda: string };
  /** The `etiqueta` of each ticked filter ("Solo quienes siguen con la contraseña inicial"). */
  filtros: string[];
  /** The keys (`clave`) of the ticked rows. */
  seleccion: number[];
  /**
   * Ours (issue 43): the chosen value of each select filter and the order (`cuatrimestre`, `anio`,
   * `estado`, `orden`), as in the address (?cuatrimestre=4): a replayed state puts them back there.
   */
  valores?: Record<string, string>;
  /** The date-time typed for a bulk schedule (ZONA_HORARIA wall clock). */
  fechaLote?: string;
  /** The row open in "Edición rápida" (its key), and its fields as typed. */
  edicion?: { clave: number; campos: Record<string, string>; enviando?: boolean; error?: string } | null;
}

/** Keyed by the list's id (its `idLista`, or its `nombreLista`). */
export type ListasAdminState = Record<string, EstadoLista>;

export const ranuraListas = ranura<ListasAdminState>('listasAdmin');
