// Helpers shared by the features whose forms send images ({ key, imagen, alt, decorativa } JSON, or
// one image with sibling <campo>_alt / <campo>_decorativa fields): the payload schemas, the
// alternative text rule, and removing files that an edit left unreferenced.
import { esRutaGuardada, type Subidas } from '../imagenes/subidas';
import { lista, z } from '../api/validacion';
import { ErrorApi } from '@server/base/errores';
import { imagenes, siNo, textoAlt, altCompleto } from '@/shared/api/contrato/campos';
import { ALT_REQUERIDO, FORMATO_NO_VALIDO } from '@/shared/api/contrato/comun';
import { borrarVariantes } from '../imagenes/imagenes';
import { claveDe, type Almacen } from '../imagenes/almacen';
import type { Db } from '../db/db';
import { repoRevisiones } from '../db/repositorios/revisiones';
import { repoMedios } from '../entidades/medios/repositorio';
import { usosTotales } from '@server/db/repositorios/usosImagenes';
import { conAlt, conservarAlt, type ImagenConAlt } from '@server/db/repositorios/imagenesConAlt';

export { conAlt, conservarAlt, type ImagenConAlt };

/** A JSON list of form images (contract/campos.ts `imagenes`), as the images with their alternative text. */
export function listaImagenes(requerida: string, max: number, demasiadas: string, formato?: string) {
  return lista(imagenes(requerida, max, demasiadas, formato), requerida, formato).transform((l) =>
    l.map((i): ImagenConAlt => ({ imagen: i.imagen, alt: i.decorativa ? '' : (i.alt ?? null), decorativa: i.decorativa ?? false })),
  );
}

/** The sibling fields of a single image field `campo`: `<campo>_alt` and `<campo>_decorativa` (both optional). */
export const camposAlt = <C extends string>(campo: C) =>
  ({ [`${campo}_alt`]: textoAlt(), [`${campo}_decorativa`]: siNo(FORMATO_NO_VALIDO).optional() }) as {
    [K in `${C}_alt`]: ReturnType<typeof textoAlt>;
  } & { [K in `${C}_decorativa`]: z.ZodOptional<ReturnType<typeof siNo>> };

/** A single image's alternative text as sent (ALT_REQUERIDO when it carries an empty one and is not decorative). */
export function altUnica(
  imagen: string,
  alt: string | undefined,
  decorativa: boolean | undefined,
  /** The calls' images: a picked asset (`medio:<pk>`) sent without text takes the asset's. */
  subidas?: Subidas,
): Omit<ImagenConAlt, 'imagen'> {
  if (imagen && !altCompleto({ alt, decorativa })) throw new ErrorApi(ALT_REQUERIDO);
  const elegida = alt === undefined && !decorativa ? subidas?.textoDe(imagen) : undefined;
  if (elegida) return { alt: elegida.decorativa ? '' : elegida.alt, decorativa: elegida.decorativa };
  return { alt: decorativa ? '' : (alt ?? null), decorativa: decorativa ?? false };
}

/**
 * Writes a form's images (new ones stored in `carpeta`, stored ones checked against `propias`), one
 * after the other, and answers them with their stored paths and their texts as sent.
 */
export async function guardarImagenesConAlt(
  subidas: Subidas,
  imgs: readonly ImagenConAlt[],
  carpeta: string,
  propias: ReadonlySet<string>,
): Promise<ImagenConAlt[]> {
  const rutas = await subidas.guardarTodas(
    imgs.map((i) => i.imagen),
    carpeta,
    propias,
  );
  // a picked asset sent without text takes the asset's (issue 43)
  return imgs.map((i, n) => ({ ...i, ...(i.alt === null && !i.decorativa ? subidas.textoDe(i.imagen) : undefined), imagen: rutas[n] }));
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
    if (!esRutaGuardada(ruta) || (await referencias(ruta)) > 0 || (await usosTotales(db, ruta)) > 0 || (await repoRevisiones(db).usaImagen(ruta)))
      continue;
    await repoMedios(db).borrarFormulario(ruta);
    try {
      await almacen.borrar(claveDe(ruta));
      await borrarVariantes(almacen, ruta);
    } catch {
      // a file that cannot be removed only wastes space; the data is already consistent
    }
  }
}
