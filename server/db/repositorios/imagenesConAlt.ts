// An image with its alternative text as a repository stores it (funciones/imagenesForm.ts writes
// the form's images): in the db layer, so a repository needs nothing from funciones/
// (docs/decisiones/0068-capas-del-servidor.md). imagenesDeItem writes an item's ordered image rows.
import { sql } from 'kysely';
import type { Db } from '../db';
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

/** An item's ordered image rows (evento_imagenes, proyecto_imagenes): the table, its item's key column and its image's column. */
export interface TablaImagenes {
  tabla: string;
  item: string;
  imagen: string;
}

/** Writing an item's images: replace them in order, or copy another item's (the same stored files). */
export function imagenesDeItem(db: Db, t: TablaImagenes) {
  const [tabla, item, imagen] = [sql.table(t.tabla), sql.ref(t.item), sql.ref(t.imagen)];
  return {
    /** Replaces the item's images by `imgs`, in order; an image sent without alt keeps its stored one. */
    poner: async (pk: number, imgs: readonly (ImagenConAlt | string)[]) => {
      const filas = await db.todas<{ imagen: string; alt: string | null; decorativa: number }>(
        sql`SELECT ${imagen} AS imagen, alt, decorativa FROM ${tabla} WHERE ${item} = ${pk}`,
      );
      const antes = new Map(filas.map((i) => [i.imagen, { alt: i.alt, decorativa: Number(i.decorativa) === 1 }]));
      await db.ejecutar(sql`DELETE FROM ${tabla} WHERE ${item} = ${pk}`);
      for (const [orden, img] of imgs.entries()) {
        const i = conAlt(img);
        const { alt, decorativa } = conservarAlt(i, antes.get(i.imagen));
        await db.ejecutar(
          sql`INSERT INTO ${tabla} (${item}, ${imagen}, orden, alt, decorativa) VALUES (${pk}, ${i.imagen}, ${orden}, ${alt}, ${decorativa ? 1 : 0})`,
        );
      }
    },
    /** Gives item `a` the images of item `de` with their alternative texts, in order. */
    copiar: async (de: number, a: number) =>
      void (await db.ejecutar(
        sql`INSERT INTO ${tabla} (${item}, ${imagen}, orden, alt, decorativa)
            SELECT CAST(${a} AS INTEGER), ${imagen}, orden, alt, decorativa FROM ${tabla} WHERE ${item} = ${de} ORDER BY orden`,
      )),
  };
}
