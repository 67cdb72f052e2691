// `npm run imagenes` (also run in the background at every server start): upgrades the images of
// an existing database. An upload stored before images were re-encoded (old name, maybe with
// EXIF) is decoded and encoded again under the new naming scheme, and every row pointing to it
// moves to the new path in one transaction; the old file stays, so pages and caches that still
// name it keep working. Then every image gets its missing variants. Idempotent: a second run finds
// every name in the scheme and every variant on disk, and only checks that files exist.
import path from 'node:path';
import type { Db } from '../db/db';
import { esRutaGuardada } from '../imagenes/subidas';
import { identificarImagen } from '../imagenes/formatos';
import { nombreNuevo, servicioDe } from '../imagenes/imagenes';
import { readConfig } from '../config';
import { almacenDe, claveDe } from '../imagenes/almacen';
import { leerNombre } from '@/shared/lib/variantes';
import { moverRuta, rutasGuardadas } from '@server/db/repositorios/imagenesGuardadas';

export interface Actualizacion {
  revisadas: number;
  renombradas: number;
  variantes: number;
  /** Rows naming a file that is not on disk, or a file that is not a valid image: left as they are. */
  sinArreglo: string[];
}

export async function actualizarImagenes(db: Db, donde: Parameters<typeof almacenDe>[0]): Promise<Actualizacion> {
  const almacen = almacenDe(donde);
  // the same bounded pool of image processes as the server's (IMAGE_WORKERS…), never this process's threads
  const config = readConfig();
  const imagenes = servicioDe(almacen);
  const r: Actualizacion = { revisadas: 0, renombradas: 0, variantes: 0, sinArreglo: [] };
  for (const ruta of await rutasGuardadas(db)) {
    if (!esRutaGuardada(ruta)) continue; // not ours to touch (another server's address)
    r.revisadas++;
    let actual = ruta;
    if (!leerNombre(ruta)) {
      const buf = await almacen.leer(claveDe(ruta));
      let tipo;
      try {
        tipo = buf ? identificarImagen(buf)?.tipo : undefined;
      } catch {
        tipo = undefined; // too many scans: not an image we decode
      }
      if (!buf || !tipo) {
        r.sinArreglo.push(ruta);
        continue;
      }
      let nueva;
      try {
        nueva = await imagenes.reencodificar(buf, tipo, config.maxImageBytes, 'fondo');
      } catch {
        r.sinArreglo.push(ruta);
        continue;
      }
      if (nueva.animada) continue; // animations keep their name and have no variants
      actual = `${path.posix.dirname(ruta)}/${nombreNuevo(nueva)}`;
      await almacen.crear(claveDe(actual), nueva.buf);
      if ((await moverRuta(db, ruta, actual)) === 0) {
        await almacen.borrar(claveDe(actual)); // the rows changed meanwhile: nothing uses it
        continue;
      }
      r.renombradas++;
    }
    r.variantes += await imagenes.crearVariantes(actual);
  }
  return r;
}

export function resumen(r: Actualizacion): string {
  const partes = [`${r.revisadas} imágenes revisadas`, `${r.renombradas} recodificadas con nombre nuevo`, `${r.variantes} variantes creadas`];
  if (r.sinArreglo.length) partes.push(`${r.sinArreglo.length} sin archivo válido (se dejan igual): ${r.sinArreglo.slice(0, 5).join(', ')}`);
  return `Imágenes: ${partes.join('; ')}.`;
}

if (require.main === module) {
  void (async () => {
    const { readConfig } = await import('../config');
    const { abrirSqlite } = await import('@server/abrir');
    const config = readConfig();
    const db = abrirSqlite(config.databasePath);
    try {
      console.log(resumen(await actualizarImagenes(db, config)));
    } finally {
      await db.cerrar();
    }
  })().catch((e) => {
    console.error('No se pudieron actualizar las imágenes:', e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
