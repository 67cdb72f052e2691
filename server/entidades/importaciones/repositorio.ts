// Imports' SQL (issue 43): the previews kept under their token (server/db/migrations/024_importaciones.sql),
// their re-encoded images; what the export lists of an entity, a name already on the site and what an
// undo deletes are each entity's own SQL (its repository's `Entidad.importacion`), run here.
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import { normalizar } from '@server/db/normalizar';
import type { EntidadImportacion } from '@/shared/api/contrato/importaciones';
import type { Entidad, ImportacionEntidad } from '@server/db/repositorios/entidad';

export interface Importacion {
  pk_importacion: number;
  entidad: EntidadImportacion;
  fk_usuario: number;
  expira: number;
  filas: string;
  creados: string | null;
  deshecha: number | null;
}

export interface ImagenImportada {
  nombre: string;
  ext: string;
  ancho: number;
  alto: number;
  animada: number;
  datos: string;
}

export const repoImportaciones = repositorio((db: Db) => ({
  crear: async (d: { token: string; entidad: EntidadImportacion; usuario: number; creada: number; expira: number; filas: string }) =>
    (await db.una<{ pk_importacion: number }>(
      sql`INSERT INTO importaciones (token, entidad, fk_usuario, creada, expira, filas)
            VALUES (${d.token}, ${d.entidad}, ${d.usuario}, ${d.creada}, ${d.expira}, ${d.filas}) RETURNING pk_importacion`,
    ))!.pk_importacion,
  ponerImagen: async (pk: number, i: ImagenImportada) =>
    void (await db.ejecutar(
      sql`INSERT INTO importacion_imagenes (fk_importacion, nombre, ext, ancho, alto, animada, datos)
            VALUES (${pk}, ${i.nombre}, ${i.ext}, ${i.ancho}, ${i.alto}, ${i.animada}, ${i.datos})`,
    )),
  /** The import of that token, made by that admin (whatever its state). */
  deToken: (token: string, usuario: number) =>
    db.una<Importacion>(
      sql`SELECT pk_importacion, entidad, fk_usuario, expira, filas, creados, deshecha FROM importaciones WHERE token = ${token} AND fk_usuario = ${usuario}`,
    ),
  imagenes: (pk: number) =>
    db.todas<ImagenImportada>(sql`SELECT nombre, ext, ancho, alto, animada, datos FROM importacion_imagenes WHERE fk_importacion = ${pk}`),
  /** Confirmed: the preview's images are no longer needed, only what it created. */
  confirmar: async (pk: number, creados: string, expira: number) => {
    await db.ejecutar(sql`DELETE FROM importacion_imagenes WHERE fk_importacion = ${pk}`);
    return (
      (await db.ejecutar(sql`UPDATE importaciones SET creados = ${creados}, expira = ${expira} WHERE pk_importacion = ${pk} AND creados IS NULL`)) > 0
    );
  },
  deshacer: async (pk: number, ahora: number) =>
    (await db.ejecutar(sql`UPDATE importaciones SET deshecha = ${ahora} WHERE pk_importacion = ${pk} AND deshecha IS NULL`)) > 0,
  /** Previews never confirmed and past their time go (with their images); confirmed ones stay as a record. */
  purgar: async (ahora: number) => {
    await db.ejecutar(
      sql`DELETE FROM importacion_imagenes WHERE fk_importacion IN (SELECT pk_importacion FROM importaciones WHERE creados IS NULL AND expira < ${ahora})`,
    );
    await db.ejecutar(sql`DELETE FROM importaciones WHERE creados IS NULL AND expira < ${ahora}`);
  },
  lista: (e: ImportacionEntidad) => db.todas(e.lista),
  existeNombre: async (e: ImportacionEntidad, nombre: string) => (await db.una(e.existe(normalizar(nombre)))) !== undefined,
  generaciones: () => db.todas<{ pk_generacion: number; generacion: string }>(sql`SELECT pk_generacion, generacion FROM generaciones`),
  /** How many rows of `columnas` hold that stored path. */
  async usos(columnas: readonly { tabla: string; columna: string }[], ruta: string): Promise<number> {
    let n = 0;
    for (const c of columnas)
      n += Number((await db.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM ${sql.table(c.tabla)} WHERE ${sql.ref(c.columna)} = ${ruta}`))?.n ?? 0);
    return n;
  },
  /** The item's newest revision (0: none): another one after the import's means someone edited it. */
  ultimaRevision: async (clave: string, pk: number) =>
    Number((await db.una<{ n: number | null }>(sql`SELECT MAX(pk_revision) AS n FROM revisiones WHERE entidad = ${clave} AND pk = ${pk}`))?.n ?? 0),
  /** An undone item never existed: its history goes with it (its entries in the audit trail stay). */
  borrarRevisiones: async (clave: string, pk: number) =>
    void (await db.ejecutar(sql`DELETE FROM revisiones WHERE entidad = ${clave} AND pk = ${pk}`)),
  /** How many rows elsewhere need the item (0: none, or the entity declares no such rows). */
  enUso: async (e: ImportacionEntidad, pk: number) => (e.enUso ? Number((await db.una(e.enUso(pk)))?.n ?? 0) : 0),
  async borrar(e: ImportacionEntidad, pk: number) {
    for (const q of e.borrar(pk)) await db.ejecutar(q);
  },
}));

/** The import itself: only its large fields (the files, base64) for the body limits (server/http/cuerpo.ts). */
export const entidadImportacion: Entidad = {
  entidad: 'importacion',
  camposGrandes: ['archivo', 'imagenes'],
};
