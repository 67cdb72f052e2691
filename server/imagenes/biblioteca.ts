// The media library's entry points for the rest of the server: every stored image becomes an asset
// (registrarSubidas, after any funcion that stored some; sincronizarMedios for the images stored
// before the library), and the imports find an asset by its original file name (medioPorNombre)
// or register a path they stored (registrarMedio). A service below api/ (the pipeline registers
// every upload here), so it lives in imagenes/, not in entidades/medios/ (decision 0068).
import type { Db } from '@server/db/db';
import type { Almacen } from './almacen';
import { claveDe } from './almacen';
import { rutasGuardadas } from '@server/db/repositorios/imagenesGuardadas';
import { leerNombre } from '@/shared/lib/variantes';
import { repoMedios, type FilaMedio, type NuevoMedio } from '@server/entidades/medios/repositorio';
import { usosDe } from '@server/db/repositorios/usosImagenes';

export type { FilaMedio, NuevoMedio };

/** The newest asset uploaded with that file name, ignoring case (and accents); undefined when none. */
export const medioPorNombre = (db: Db, nombre: string): Promise<FilaMedio | undefined> => repoMedios(db).porNombre(nombre);

/**
 * Registers a stored path as an asset (nothing when it has one already) and answers its pk. Its alt
 * text, when not given, is the one an item using it has.
 */
export async function registrarMedio(db: Db, m: NuevoMedio): Promise<number> {
  const dims = leerNombre(m.ruta);
  let { alt, decorativa } = m;
  if (alt === undefined && decorativa === undefined) {
    const uso = (await usosDe(db, [m.ruta])).get(m.ruta)?.find((u) => u.alt !== null || u.decorativa);
    alt = uso?.alt ?? null;
    decorativa = uso?.decorativa ?? false;
  }
  return repoMedios(db).registrar({ ...m, alt, decorativa, ancho: m.ancho ?? dims?.ancho ?? null, alto: m.alto ?? dims?.alto ?? null });
}

/** What Subidas stored in one call (its path, size and pixels). */
export interface Guardada {
  ruta: string;
  bytes: number;
  ancho: number;
  alto: number;
}

/** The images a funcion stored through a form: each an asset (uploaded through a form), with the text its item gave it. */
export async function registrarSubidas(db: Db, guardadas: readonly Guardada[], pkUsuario: number | null): Promise<void> {
  for (const g of guardadas) await registrarMedio(db, { ...g, origen: 'formulario', pkUsuario });
}

/**
 * The images already on the site (demo content, a site upgraded to the library) that have no
 * asset yet, from every entity's image columns: each registered with its size (read from the
 * store when given) and its item's text. Answers how many it registered. Idempotent.
 */
export async function sincronizarMedios(db: Db, almacen?: Almacen): Promise<number> {
  const faltan = await repoMedios(db).sinMedio((await rutasGuardadas(db)).filter((r) => r.startsWith('uploads/')));
  for (const ruta of faltan) {
    const bytes = almacen ? ((await almacen.leer(claveDe(ruta)).catch(() => null))?.length ?? 0) : 0;
    await registrarMedio(db, { ruta, bytes });
  }
  return faltan.length;
}
