// The preview of an import (issue 43): the sheet's rows checked one by one with the registration
// funcion's own schema (so the messages are the forms'), plus what only a sheet can get wrong
// (columns, duplicates, image names, past publication dates, statuses), and each distinct image of
// the ZIP that a row names re-encoded once through the image pool. Nothing is written here.
import type { Db } from '@server/db/db';
import type { Subidas } from '@server/imagenes/subidas';
import type { Reencodificada } from '@server/imagenes/imagenes';
import { ErrorApi } from '@server/base/errores';
import { normalizar } from '@server/db/normalizar';
import { aUtc, fechaValida } from '@/shared/lib/zonaHoraria';
import { MENSAJES_IMPORTACION as M, type EntidadImportacion, type ErrorImportacion, type FilaPrevia } from '@/shared/api/contrato/importaciones';
import { entidadDe } from '@server/db/entidades';
import type { Hoja } from './leer';
import { MAPEOS, desescaparCelda, listaCelda, sqlImportacion, type Entorno, type Mapeo } from './columnas';
import { definicion } from './escribir';
import { repoImportaciones } from './repositorio';
import { medioPorNombre } from '@server/imagenes/biblioteca';

export const ESTADOS = ['publicado', 'programado', 'retirado', 'de baja'] as const;

/** A row as kept under the token: its cells by column, and what the preview found. */
export interface FilaGuardada extends FilaPrevia {
  celdas: Record<string, string>;
}

/**
 * The media library's image of that file name (ignoring case and accents; the newest when several):
 * its stored path, or null when the library has none. A sheet naming it reuses the file as it is.
 */
export async function buscarImagenEnBiblioteca(db: Db, nombre: string): Promise<string | null> {
  return (await medioPorNombre(db, nombre))?.ruta ?? null;
}

/** The whole file's problems with its header: missing required columns, unknown ones. */
export function revisarEncabezados(m: Mapeo, encabezados: readonly string[]): void {
  const conocidas = new Set(m.columnas);
  const problemas = [
    ...m.requeridas.filter((c) => !encabezados.includes(c)).map(M.faltaColumna),
    ...encabezados.filter((c) => c !== '' && !conocidas.has(c)).map(M.columnaDesconocida),
  ];
  if (problemas.length) throw new ErrorApi(problemas.join(' '));
}

/** A stored image the site already has under that file name (an export's own names: a round trip reuses them). */
async function rutaExistente(db: Db, m: Mapeo, nombre: string): Promise<string | null> {
  if (!/^[a-zA-Z0-9_-]{8,64}\.(png|jpg|webp|gif)$/.test(nombre)) return null;
  const ruta = `uploads/${m.carpeta}/${nombre}`;
  const columnas = entidadDe(m.bitacora)?.imagenes ?? [];
  return (await repoImportaciones(db).usos(columnas, ruta)) > 0 ? ruta : null;
}

const pausa = () => new Promise<void>((r) => setImmediate(r));

export interface Previa {
  filas: FilaGuardada[];
  /** ZIP images a row names, re-encoded (one per file name). */
  imagenes: Map<string, Reencodificada>;
  /** Names resolved to an image the site already stores. */
  existentes: Map<string, string>;
}

/** Checks every row; `zip` the ZIP's images by file name. */
export async function previsualizar(
  db: Db,
  entidad: EntidadImportacion,
  hoja: Hoja,
  zip: Map<string, Buffer>,
  subidas: Subidas,
  zona: string,
  ahora = Date.now(),
): Promise<Previa> {
  const m = MAPEOS[entidad];
  revisarEncabezados(m, hoja.encabezados);
  const repo = repoImportaciones(db);
  const generaciones = new Map((await repo.generaciones()).map((g) => [g.generacion, String(g.pk_generacion)]));
  const schema = definicion(m.registrar).schema;
  const existentes = new Map<string, string>();
  const faltantes = new Set<string>();
  const delZip = new Set<string>();
  // every name a row uses, resolved once: the ZIP first, then the site's own files, then the library
  const resolver = async (nombre: string) => {
    if (zip.has(nombre)) return void delZip.add(nombre);
    if (existentes.has(nombre) || faltantes.has(nombre)) return;
    const ruta = (await rutaExistente(db, m, nombre)) ?? (await buscarImagenEnBiblioteca(db, nombre));
    if (ruta) existentes.set(nombre, ruta);
    else faltantes.add(nombre);
  };
  const vistos = new Map<string, number>();
  const filas: FilaGuardada[] = [];
  for (const [i, valores] of hoja.filas.entries()) {
    if (i % 100 === 99) await pausa(); // a long sheet never holds the event loop for long
    const linea = i + 2;
    const celdas: Record<string, string> = {};
    hoja.encabezados.forEach((c, n) => c && (celdas[c] = desescaparCelda(valores[n].trim())));
    const titulo = celdas[m.titulo] ?? '';
    const errores: ErrorImportacion[] = [];
    const error = (columna: string, mensaje: string) => {
      if (!errores.some((e) => e.columna === columna)) errores.push({ columna, mensaje });
    };
    const clave = normalizar(titulo);
    if (titulo && vistos.has(clave)) error(m.titulo, M.repetidoHoja(vistos.get(clave)!));
    else if (titulo) vistos.set(clave, linea);
    if (titulo && m.tituloUnico && (await repo.existeNombre(sqlImportacion(m), titulo))) error(m.titulo, M.repetidoSitio);
    for (const { columna, alt } of m.imagenes) {
      const nombres = listaCelda(celdas[columna]);
      for (const n of nombres) {
        await resolver(n);
        if (faltantes.has(n)) error(columna, M.sinImagen(n));
      }
      if ((celdas[alt] ?? '').split('|').filter((s) => s.trim()).length > Math.max(nombres.length, 1)) error(alt, M.alts);
    }
    if ('Generación' in celdas && celdas['Generación'] && !generaciones.has(celdas['Generación'])) error('Generación', M.generacion);
    if ('Estado' in celdas && celdas.Estado && !(ESTADOS as readonly string[]).includes(celdas.Estado.toLowerCase())) error('Estado', M.estado);
    for (const c of ['Publicar el', 'Retirar el', 'Inicio', 'Fin']) {
      const v = (celdas[c] ?? '').replace(' ', 'T');
      if (v && !fechaValida(v)) error(c, M.fecha);
    }
    const publicar = (celdas['Publicar el'] ?? '').replace(' ', 'T');
    if (publicar && fechaValida(publicar) && Date.parse(aUtc(publicar, zona)) <= ahora) error('Publicar el', M.fechaPasada);
    // the form's own rules, with a stand-in for each image (its file is checked above)
    const entorno: Entorno = { ruta: () => `uploads/${m.carpeta}/importacion0000.webp`, generaciones };
    const r = schema.safeParse(m.aDatos(celdas, entorno));
    if (!r.success)
      for (const issue of r.error.issues) {
        const campo = String(issue.path[0] ?? '');
        error(m.columnaDe[campo] ?? '', issue.message);
      }
    filas.push({ linea, titulo, errores, celdas });
  }
  const imagenes = await codificar(zip, delZip, subidas, filas, m);
  return { filas, imagenes, existentes };
}

/** Each distinct ZIP image a row names, re-encoded once (a few at a time: the pool has its own bound); a bad one marks its rows. */
async function codificar(zip: Map<string, Buffer>, nombres: Set<string>, subidas: Subidas, filas: FilaGuardada[], m: Mapeo) {
  const hechas = new Map<string, Reencodificada>();
  const malas = new Map<string, string>();
  const lista = [...nombres];
  for (let i = 0; i < lista.length; i += 4) {
    await Promise.all(
      lista.slice(i, i + 4).map(async (n) => {
        try {
          hechas.set(n, await subidas.reencodificarBytes(zip.get(n)!));
        } catch (e) {
          if (!(e instanceof ErrorApi) || e.status === 503) throw e;
          malas.set(n, `${M.imagenMala(n)}: ${e.mensaje}`);
        }
      }),
    );
  }
  if (malas.size)
    for (const f of filas)
      for (const { columna } of m.imagenes) {
        const mala = listaCelda(f.celdas[columna]).find((n) => malas.has(n));
        if (mala && !f.errores.some((e) => e.columna === columna)) f.errores.push({ columna, mensaje: malas.get(mala)! });
      }
  return hechas;
}
