// An image with its alternative text as a repository stores it (funciones/imagenesForm.ts writes
// the form's images): in the db layer, so a repository needs nothing from funciones/
// (docs/decisiones/0068-capas-del-servidor.md).
/** An image with its alternative text as stored: `alt` null when not described yet. */
export interface ImagenConAlt {
  imagen: string;
  alt: string | null;
  decorativa: boolean;
}

/** A stored path alone is an image not described yet. */
export const conAlt = (i: ImagenConAlt | string): ImagenConAlt => (typeof i === 'string' ? { imagen: i, alt: null, decorativa: false } : i);

/**
 * What an edit keeps of the stored text: an item sent without `alt` (an older client) keeps the
 * text its image already had, so a client that knows nothing of alt texts does not erase them.
 */
export function conservarAlt<T extends { alt: string | null; decorativa: boolean }>(
  nuevo: T,
  antes: { alt?: string | null; decorativa?: boolean } | undefined,
): T {
  return nuevo.alt === null && !nuevo.decorativa && antes ? { ...nuevo, alt: antes.alt ?? null, decorativa: antes.decorativa ?? false } : nuevo;
}
