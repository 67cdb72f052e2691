// Ours: what was "dado de baja" can be seen and brought back. Every list with a
// deactivation has a "Dados de baja" view (mostrarDadosDeBaja; the super admin's admins:
// mostrarUsuariosDeBaja) and each entity a reactivar* funcion, which is also the "Deshacer" of
// its "Dar de baja". Each entity's contract declares its own: its reactivar* call and messages,
// and its list here, by adding it to ListasBaja (`declare module './bajas'`, as proyectos.ts does).

/**
 * The lists with a "Dados de baja" view, each added by its entity's contract (graduates are
 * deleted, not deactivated). The server's lists are its entities' (server/db/entidades.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each contract's `declare module`
export interface ListasBaja {}
export type EntidadBaja = keyof ListasBaja;

/** One deactivated item as the view lists it. */
export interface DadoDeBaja {
  pk: number;
  nombre: string;
  /** A second line: the term, the company, the matrícula, the login… */
  detalle: string;
}

/** Deactivated rows a page at a time (a programme's thousands of deactivated students were one 1.3 MB answer). */
export const POR_PAGINA_BAJAS = 50;

/** One page of a "Dados de baja" view: the rows whose name (or matrícula) holds every word of `q`. */
export interface PaginaBajas {
  filas: DadoDeBaja[];
  total: number;
  pagina: number;
  porPagina: number;
}

export interface ContratoBajas {
  mostrarDadosDeBaja: { pide: { entidad: EntidadBaja; pkEmpresa?: string; pagina?: string; q?: string }; responde: PaginaBajas };
  mostrarUsuariosDeBaja: { pide: Record<string, never>; responde: DadoDeBaja[] };
}

export const MENSAJES_BAJAS = {
  entidad: 'Lista de dados de baja no válida.',
  pagina: 'Página no válida.',
  busqueda: 'La búsqueda es demasiado larga (máximo 100 caracteres).',
  pk: 'Identificador no válido.',
} as const;
