// The entries of the forum's 'Preguntas frecuentes' topic (docs/SPEC.md §2, §9; editable since issue 32):
// anyone reads them, admins save the whole list at once (add, edit, remove and reorder are one
// save: one transaction, one audit entry, one reindex). A visitor's page imports only types from
// here: the schemas at the end load zod.
import type { RespuestaComun } from './comun';
import { z, texto } from './campos';

/** Its name in the audit trail, its cache tag and kind of search result… (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_PREGUNTA_FRECUENTE = {
  clave: 'pregunta_frecuente',
  bitacora: 'Preguntas frecuentes',
  busqueda: 'Pregunta frecuente',
  seccion: 'paginas',
} as const;

/** One entry, in its place on the page. */
export interface EntradaFaq {
  pk_pregunta_frecuente: number;
  pregunta: string;
  respuesta: string;
}

/** An entry as the editor sends it (its position is its place in the list). */
export interface EntradaFaqNueva {
  pregunta: string;
  respuesta: string;
}

export interface ContratoPreguntasFrecuentes {
  /** Public: the entries in their order. */
  traerPreguntasFrecuentes: { pide: Record<string, never>; responde: EntradaFaq[] };
  /** Admins: the whole list, in order, as JSON (EntradaFaqNueva[]); it replaces the stored one. */
  guardarPreguntasFrecuentes: { pide: { entradas: string }; responde: RespuestaComun };
}

export const MAX_PREGUNTA_FRECUENTE = 300;
export const MAX_RESPUESTA_FRECUENTE = 2000;
export const MAX_ENTRADAS_FAQ = 50;

export const MENSAJES_FAQ = {
  pregunta: 'Se necesita la pregunta.',
  respuesta: 'Se necesita la respuesta.',
  entradas: 'Las preguntas frecuentes tienen un formato no válido.',
  demasiadas: `Puede haber como máximo ${MAX_ENTRADAS_FAQ} preguntas frecuentes.`,
  guardadas: 'Preguntas frecuentes guardadas.',
  vacia: 'Aún no hay preguntas frecuentes.',
} as const;

// Its zod schemas: the editor checks its values with them, api.php the same rules.
const M = MENSAJES_FAQ;
export const entradaFaq = z.object(
  { pregunta: texto(M.pregunta, MAX_PREGUNTA_FRECUENTE), respuesta: texto(M.respuesta, MAX_RESPUESTA_FRECUENTE) },
  { error: M.entradas },
);
export const entradasFaq = z.array(entradaFaq, { error: M.entradas }).max(MAX_ENTRADAS_FAQ, M.demasiadas);
/** The editor's values: each entry with the random key the list keys it by. */
export const formPreguntasFrecuentes = z.object({ entradas: entradasFaq });
