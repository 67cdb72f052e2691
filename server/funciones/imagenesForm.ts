// Helpers shared by the features whose forms send lists of images ({ key, imagen } JSON): the
// payload schema, and removing files that an edit left unreferenced.
import { esRutaGuardada } from '../imagenes/subidas';
import { lista } from '../api/validacion';
import { imagenes } from '@/shared/api/contrato/campos';
import { borrarVariantes } from '../imagenes/imagenes';
import { claveDe, type Almacen } from '../imagenes/almacen';
import type { Db } from '../db/db';
import { repoRevisiones } from '../db/repositorios/revisiones';

/** A JSON list of form images (contract/campos.ts `imagenes`), as the list of the images themselves. */
export function listaImagenes(requerida: string, max: number, demasiadas: string, formato?: string) {
  return lista(imagenes(requerida, max, demasiadas, formato), requerida, formato).transform((l) => l.map((i) => i.imagen));
}

/**
 * After a committed edit: deletes the files of `quitadas` that no row references any more.
 * `referencias` counts the rows still using a path; a path a kept revision uses stays too (`db`,
 * the database outside the write: the history can restore it).
 */
export async function borrarHuerfanas(
  almacen: Almacen,
  quitadas: Iterable<string>,
  referencias: (ruta: string) => Promise<number>,
  db: Db,
): Promise<void> {
  for (const ruta of quitadas) {
    if (!esRutaGuardada(ruta) || (await referencias(ruta)) > 0 || (await repoRevisiones(db).usaImagen(ruta))) continue;
    try {
      await almacen.borrar(claveDe(ruta));
      await borrarVariantes(almacen, ruta);
    } catch {
      // a file that cannot be removed only wastes space; the data is already consistent
    }
  }
}
