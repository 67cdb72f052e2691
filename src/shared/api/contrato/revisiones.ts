// Ours (issue 37): every write of a content item keeps the whole item after it, with who and when.
// The edit pages' "Historial" lists them, compares any two field by field and restores one (a
// restore is one more revision: history is never rewritten). Server: server/funciones/revisiones.ts.
import type { RespuestaComun } from './comun';
import { ENTIDADES_CONTRATO } from './entidades.generado';

/**
 * A contract's ENTIDAD_<X> with `historial` has a history: its wire name is its `clave` (or
 * `historial.clave`), "Cambios por revisar" names it `historial.tipo` (or its `bitacora`).
 */
interface Historial {
  clave: string;
  bitacora: string;
  historial: { clave?: string; tipo?: string };
}
type ConHistorial = Extract<(typeof ENTIDADES_CONTRATO)[number], { historial: object }>;
type ClaveRevision<E> = E extends { historial: { clave: infer C extends string } } ? C : E extends { clave: infer C extends string } ? C : never;

/** The items with a history (the wire's `entidad`): `enlace` and `plan` are one item each (no pk). */
export type EntidadRevision = ClaveRevision<ConHistorial>;
const CON_HISTORIAL = (ENTIDADES_CONTRATO as readonly object[]).filter((e): e is Historial => 'historial' in e);
export const ENTIDADES_REVISION = CON_HISTORIAL.map((e) => e.historial.clave ?? e.clave) as [EntidadRevision, ...EntidadRevision[]];
/** How "Cambios por revisar" names an item's kind. */
export const TIPO_CAMBIO = Object.fromEntries(CON_HISTORIAL.map((e) => [e.historial.clave ?? e.clave, e.historial.tipo ?? e.bitacora])) as Readonly<
  Record<EntidadRevision, string>
>;
/** 'a, b o c' (the refusal messages that list the wire's keys). */
export const enPalabras = (l: readonly string[]) => `${l.slice(0, -1).join(', ')} o ${l[l.length - 1]}`;

/** One image of a revision: its stored path and, when authored, its alternative text. */
export interface ImagenRevision {
  ruta: string;
  alt?: string;
  /** Marked "Imagen decorativa" (its alt is ''). */
  decorativa?: boolean;
}

/** One field of an item as the history compares it: a text (by words), images (added/removed), a list of names (added/removed). */
export type CampoRevision =
  | { clave: string; etiqueta: string; tipo: 'texto'; valor: string }
  | { clave: string; etiqueta: string; tipo: 'imagenes'; valor: ImagenRevision[] }
  | { clave: string; etiqueta: string; tipo: 'lista'; valor: string[] };

/** A revision in the item's list, newest first. */
export interface RevisionResumen {
  pk_revision: number;
  /** Its number in the item's one sequence (issue 48): the `version` its edit page shows and sends back. */
  numero?: number;
  /** ISO 8601 UTC. */
  fecha: string;
  usuario: string;
  /** One line: what changed against the revision before it ("Cambió: Descripción, Imágenes"). */
  resumen: string;
}

/** The stored content of one revision. */
export interface Revision extends RevisionResumen {
  entidad: EntidadRevision;
  /** The item's pk (0: the enrolment link, the curriculum). */
  pk: number;
  campos: CampoRevision[];
}

export interface ContratoRevisiones {
  traerRevisiones: { pide: { entidad: EntidadRevision; pk?: string }; responde: RevisionResumen[] };
  mostrarRevision: { pide: { pkRevision: string }; responde: Revision };
  restaurarRevision: { pide: { pkRevision: string }; responde: RespuestaComun };
}

export const MENSAJES_REVISION = {
  entidad: `Indique qué tipo de contenido: ${enPalabras(ENTIDADES_REVISION)}.`,
  pk: 'Indique qué elemento.',
  pkRevision: 'Indique qué versión.',
  noExiste: 'La versión no existe.',
  restaurada: 'Versión restaurada correctamente.',
  sinCambios: 'Esa versión es igual al contenido actual; no hay nada que restaurar.',
  primera: 'Primera versión guardada.',
  igual: 'Guardado sin cambios en el contenido.',
  /** Issue 45: an account's saves past GUARDADOS_POR_MINUTO (429). */
  demasiados: 'Demasiados guardados en poco tiempo. Espere un minuto e inténtelo de nuevo.',
  noRestaurable: 'Esta versión no se puede restaurar: las experiencias de estadía no se editan, solo se validan o se descartan.',
} as const;

export type { ConVersion } from './comun';

export const MENSAJES_VERSION = {
  conflicto: 'Otra persona guardó cambios mientras usted editaba. Revise la versión actual antes de guardar.',
  invalida: 'La versión indicada no es válida: vuelva a abrir el elemento.',
  noExiste: 'La versión indicada no existe: vuelva a abrir el elemento.',
  original: 'Versión original',
} as const;
