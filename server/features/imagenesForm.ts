// Helpers shared by the features whose forms send lists of images ({ key, imagen } JSON): the
// payload schema, and removing files that an edit left unreferenced.
import fs from 'node:fs';
import path from 'node:path';
import { esRutaGuardada } from '../uploads';
import { z } from '../validation';

export const FORMATO_NO_VALIDO = 'Datos con formato no válido.';

/**
 * A form item's random key (SPEC.md §9: five decimals), as a string or a number: the server never
 * stores it, so a client sending `0.12345` is as good as one sending "0.12345".
 */
export const clave = (formato: string) => z.union([z.string().max(40), z.number().finite()], { error: formato }).optional();

const item = (formato: string) =>
  z.object(
    {
      key: clave(formato),
      imagen: z.string({ error: formato }).min(1, formato),
    },
    { error: formato },
  );

/**
 * A JSON list of form images: `requerida` when missing or empty, `demasiadas` over `max`, `formato`
 * (naming the field: "Las imágenes del proyecto tienen un formato no válido.") when malformed.
 */
export function listaImagenes(requerida: string, max: number, demasiadas: string, formato = FORMATO_NO_VALIDO) {
  return z
    .string({ error: requerida })
    .transform((s, ctx) => {
      if (!s.trim()) return [];
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: formato });
        return z.NEVER;
      }
    })
    .pipe(z.array(item(formato), { error: formato }).min(1, requerida).max(max, demasiadas))
    .transform((lista) => lista.map((i) => i.imagen));
}

/**
 * After a committed edit: deletes the files of `quitadas` that no row references any more.
 * `referencias` counts the rows still using a path.
 */
export function borrarHuerfanas(uploadsDir: string, quitadas: Iterable<string>, referencias: (ruta: string) => number): void {
  for (const ruta of quitadas) {
    if (!esRutaGuardada(ruta) || referencias(ruta) > 0) continue;
    try {
      fs.rmSync(path.join(uploadsDir, ruta.slice('uploads/'.length)), { force: true });
    } catch {
      // a file that cannot be removed only wastes space; the data is already consistent
    }
  }
}
