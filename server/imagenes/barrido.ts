// The orphan sweep (issue 46): the stored images no row names any more — an upload whose call died
// between its write and its commit, a file left by a removal the store refused — found by listing the
// store (a folder or a bucket, by prefix) and asking the database. An image is kept while an item, a
// kept revision or the media library (any asset, a pending change's too) names it, and while it is
// younger than `edadMinimaMs` (an upload may be between its write and its commit right now). A variant
// goes with its original, or alone when its original is gone. Files that are not stored images
// (another naming scheme) are never touched. `npm run barrer-huerfanas` (server/cli/barrerHuerfanas.ts).
import path from 'node:path';
import type { Db } from '../db/db';
import { repoRevisiones } from '../db/repositorios/revisiones';
import { usosTotales } from '@server/db/repositorios/usosImagenes';
import { repoMedios } from '../entidades/medios/repositorio';
import { origenDeVariante } from '@/shared/lib/variantes';
import type { Almacen } from './almacenTipos';
import { esRutaGuardada } from './guardadas';

export interface Barrido {
  /** Stored images looked at (originals; their variants not counted). */
  revisadas: number;
  /** Orphans found: their paths ('uploads/…'), and the variants with no original. */
  huerfanas: string[];
  variantesSueltas: string[];
  /** Orphans spared because they are younger than the minimum age. */
  recientes: number;
  /** Bytes the orphans and their variants take. */
  bytes: number;
  borradas: boolean;
}

export const DIA_MS = 24 * 60 * 60 * 1000;

/** Lists the orphans; with `borrar`, removes them and their variants. */
export async function barrerHuerfanas(
  db: Db,
  almacen: Almacen,
  { borrar = false, edadMinimaMs = DIA_MS, ahora = Date.now() }: { borrar?: boolean; edadMinimaMs?: number; ahora?: number } = {},
): Promise<Barrido> {
  const originales = new Map<string, { clave: string; bytes: number; modificado?: Date }>();
  const variantes: { clave: string; bytes: number; stem: string }[] = [];
  for await (const o of almacen.listar('')) {
    const dir = path.posix.dirname(o.clave);
    const v = origenDeVariante(path.posix.basename(o.clave));
    if (v) variantes.push({ ...o, stem: `${dir}/${v.stem}` });
    else if (esRutaGuardada(`uploads/${o.clave}`)) originales.set(o.clave, o);
  }
  const [revisiones, medios] = [repoRevisiones(db), repoMedios(db)];
  const r: Barrido = { revisadas: originales.size, huerfanas: [], variantesSueltas: [], recientes: 0, bytes: 0, borradas: borrar };
  const vivos = new Set<string>(); // stems of the originals that stay
  for (const o of originales.values()) {
    const ruta = `uploads/${o.clave}`;
    const stem = o.clave.replace(/\.[a-z]+$/, '');
    // an item, a kept revision, or any asset of the library (a form's upload, a pending change's `medio:<pk>`)
    if ((await usosTotales(db, ruta)) > 0 || (await revisiones.usaImagen(ruta)) || (await medios.porRuta(ruta))) {
      vivos.add(stem);
    } else if (o.modificado && ahora - o.modificado.getTime() < edadMinimaMs) {
      r.recientes++;
      vivos.add(stem);
    } else {
      r.huerfanas.push(ruta);
      r.bytes += o.bytes;
    }
  }
  const sueltas = variantes.filter((v) => !vivos.has(v.stem));
  for (const v of sueltas) {
    r.bytes += v.bytes;
    if (!r.huerfanas.some((h) => h.startsWith(`uploads/${v.stem}.`))) r.variantesSueltas.push(`uploads/${v.clave}`);
  }
  if (borrar)
    for (const clave of [...r.huerfanas.map((h) => h.slice('uploads/'.length)), ...sueltas.map((v) => v.clave)]) await almacen.borrar(clave);
  r.huerfanas.sort();
  r.variantesSueltas.sort();
  return r;
}
