// Duplicating a project or an event (issue 43, docs/decisiones/0059-duplicar-y-atajos.md): the copy
// is "Copia de <título>", unpublished (a draft: absent from every public place until staff give it
// "Publicar el"), with every field, member and alternative text, and the same stored image files.
import type { RespuestaComun } from './comun';

export interface ContratoDuplicar {
  duplicarProyecto: { pide: { pk: string }; responde: RespuestaComun & { pk: number } };
  duplicarEvento: { pide: { pk: string }; responde: RespuestaComun & { pk: number } };
}

export const MENSAJES_DUPLICAR = {
  proyecto: 'Copia del proyecto creada sin publicar: revísela y, cuando esté lista, indique «Publicar el».',
  evento: 'Copia del evento creada sin publicar: revísela y, cuando esté lista, indique «Publicar el».',
} as const;

const PREFIJO = 'Copia de ';

/**
 * "Copia de <título>" within `max` characters: a title too long for it is cut at its last space in
 * the room left (or mid-word when that space is too early) and ends in "…".
 */
export function nombreDeCopia(titulo: string, max: number): string {
  const completo = `${PREFIJO}${titulo.trim()}`;
  if (completo.length <= max) return completo;
  let cabe = titulo.trim().slice(0, max - PREFIJO.length - 1);
  // never half of a surrogate pair (an emoji)
  if (/[\uD800-\uDBFF]$/.test(cabe)) cabe = cabe.slice(0, -1);
  const espacio = cabe.lastIndexOf(' ');
  const base = (espacio > cabe.length / 2 ? cabe.slice(0, espacio) : cabe).replace(/[\s,.;:—–-]+$/, '');
  return `${PREFIJO}${base}…`;
}
