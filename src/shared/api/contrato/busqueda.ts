// Site search (/buscar): one public read over the search index the server keeps in the same
// transaction as the content (server/busqueda/).

import type { ENTIDADES_CONTRATO } from './entidades.generado';

/**
 * The kinds of result: every contract's ENTIDAD_<X> with `busqueda` (its words beside each result, sent
 * by the server as `nombreTipo`) is one, and has its source in server/busqueda/fuentes.ts, which its
 * `Entidad.busqueda` declares (the curriculum's subjects are `materia`). A type only here: the
 * visitor's search page reads the words from the answer, so the contract files, with their forms'
 * schemas, stay out of a visitor's download.
 */
export type TipoResultado = Extract<(typeof ENTIDADES_CONTRATO)[number], { busqueda: string }>['clave'];

/** A piece of a title or snippet; `marca`: one of the searched words (the page highlights it as text). */
export interface Trozo {
  texto: string;
  marca?: true;
}

export interface ResultadoBusqueda {
  tipo: TipoResultado;
  /** Ours (issue 47): the kind in the page's words (its ENTIDAD_<X>.busqueda: 'Empresa de estadías'). */
  nombreTipo: string;
  pk: number;
  enlace: string;
  titulo: Trozo[];
  fragmento: Trozo[];
}

export interface RespuestaBusqueda {
  q: string;
  pagina: number;
  porPagina: number;
  total: number;
  resultados: ResultadoBusqueda[];
  /** Ours (issue 44), only when nothing was found: up to 3 queries of the closest indexed words ("¿Quiso decir…?"). */
  sugerencias?: string[];
}

export interface ContratoBusqueda {
  buscar: { pide: { q: string; pagina?: string }; responde: RespuestaBusqueda };
}

export const MIN_BUSQUEDA = 2;
export const MAX_BUSQUEDA = 200;
export const POR_PAGINA_BUSQUEDA = 10;

export const MENSAJES_BUSQUEDA = {
  corta: `Escribe al menos ${MIN_BUSQUEDA} letras o números para buscar.`,
  larga: `La búsqueda es demasiado larga (máximo ${MAX_BUSQUEDA} caracteres).`,
  pagina: 'Página no válida.',
  ninguno: 'No se encontró nada con esas palabras. Prueba con otras o con menos palabras.',
} as const;
