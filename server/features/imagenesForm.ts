// Helpers shared by the features whose forms send lists of images ({ key, imagen } JSON): the
// payload schema, and removing files that an edit left unreferenced.
import fs from 'node:fs';
import path from 'node:path';
import { esRutaGuardada } from '../uploads';
import { borrarVariantes } from '../imagenes';
import { z } from '../validation';

export const FORMATO_NO_VALIDO = 'Datos con formato no válido.';

const item = z.object(
  {
    key: z.string({ error: FORMATO_NO_VALIDO }).max(40, FORMATO_NO_VALIDO).optional(),
    imagen: z.string({ error: FORMATO_NO_VALIDO }).min(1, FORMATO_NO_VALIDO),
  },
  { error: FORMATO_NO_VALIDO },
);

/** A JSON list of form images: `requerida` when missing or empty, `demasiadas` over `max`. */
export function listaImagenes(requerida: string, max: number, demasiadas: string) {
  return z
    .string({ error: requerida })
    .transform((s, ctx) => {
      if (!s.trim()) return [];
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: FORMATO_NO_VALIDO });
        return z.NEVER;
      }
    })
    .pipe(z.array(item, { error: FORMATO_NO_VALIDO }).min(1, requerida).max(max, demasiadas))
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
      borrarVariantes(uploadsDir, ruta);
    } catch {
      // a file that cannot be removed only wastes space; the data is already consistent
    }
  }
}
