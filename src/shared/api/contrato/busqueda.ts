// Site search (/buscar): one public read over the search index the server keeps in the same
// transaction as the content (server/busqueda/).
import { TIPOS_DECLARADOS } from './busqueda.generado';

/**
 * The kinds of result, in the words the page shows beside each one: each entity the search shows
 * declares its own in its contract (`ENTIDAD_<X>.busqueda`, gathered by
 * herramientas/generadores/entidades.mjs; the curriculum's subjects are `materia`).
 */
export const TIPOS_RESULTADO = TIPOS_DECLARADOS;
export type TipoResultado = keyof typeof TIPOS_RESULTADO;

/** A piece of a title or snippet; `marca`: one of the searched words (the page highlights it as text). */
export interface Trozo {
  texto: string;
  marca?: true;
}

export interface ResultadoBusqueda {
  tipo: TipoResultado;
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
