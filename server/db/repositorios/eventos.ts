// Events' SQL: the event rows and their ordered images.
import { sql } from 'kysely';
import { normalizar } from '../normalizar';
import type { Db } from '../db';
import { repositorio, type Cuenta } from './repositorio';
import type { Evento, ImagenEvento } from '@/shared/api/contrato/eventos';

export type FilaEvento = Omit<Evento, 'imgs'>;
export interface DatosEvento {
  nombre: string;
  descripcion: string;
}

export const repoEventos = repositorio((db: Db) => {
  const activo = (pk: number) =>
    db.una<FilaEvento>(sql`SELECT pk_evento, nombre_evento, descripcion_evento FROM eventos WHERE pk_evento = ${pk} AND activo = 1`);

  /** The events with their images, in one query for all of them. */
  async function conImagenes(eventos: FilaEvento[]): Promise<Evento[]> {
    if (!eventos.length) return [];
    const porEvento = new Map<number, ImagenEvento[]>(eventos.map((e) => [e.pk_evento, []]));
    const imgs = await db.todas<ImagenEvento & { fk_evento: number }>(
      sql`SELECT fk_evento, pk_img_evento, img_evento FROM evento_imagenes
           WHERE fk_evento IN (${sql.join(eventos.map((e) => e.pk_evento))}) ORDER BY fk_evento, orden`,
    );
    for (const { fk_evento, ...img } of imgs) porEvento.get(fk_evento)?.push(img);
    return eventos.map((e) => ({ ...e, imgs: porEvento.get(e.pk_evento) ?? [] }));
  }

  return {
    activos: async () =>
      conImagenes(
        await db.todas<FilaEvento>(sql`SELECT pk_evento, nombre_evento, descripcion_evento FROM eventos WHERE activo = 1 ORDER BY pk_evento DESC`),
      ),
    async activo(pk: number): Promise<Evento | undefined> {
      const e = await activo(pk);
      return e && (await conImagenes([e]))[0];
    },
    existeActivo: async (pk: number) => (await activo(pk)) !== undefined,
    rutasImagenes: async (pk: number) =>
      (await db.todas<{ img_evento: string }>(sql`SELECT img_evento FROM evento_imagenes WHERE fk_evento = ${pk}`)).map((r) => r.img_evento),
    usosDeImagen: async (ruta: string) => (await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM evento_imagenes WHERE img_evento = ${ruta}`))?.n ?? 0,
    insertar: async (d: DatosEvento) =>
      (await db.una<{ pk_evento: number }>(
        sql`INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento) VALUES (${d.nombre}, ${normalizar(d.nombre)}, ${d.descripcion}) RETURNING pk_evento`,
      ))!.pk_evento,
    actualizar: async (pk: number, d: DatosEvento) =>
      void (await db.ejecutar(
        sql`UPDATE eventos SET nombre_evento = ${d.nombre}, nombre_norm = ${normalizar(d.nombre)}, descripcion_evento = ${d.descripcion} WHERE pk_evento = ${pk}`,
      )),
    /** Replaces the event's images by `rutas`, in order. */
    async ponerImagenes(pk: number, rutas: string[]) {
      await db.ejecutar(sql`DELETE FROM evento_imagenes WHERE fk_evento = ${pk}`);
      for (const [orden, ruta] of rutas.entries()) {
        await db.ejecutar(sql`INSERT INTO evento_imagenes (fk_evento, img_evento, orden) VALUES (${pk}, ${ruta}, ${orden})`);
      }
    },
    /** False when no active event had that key. */
    darBaja: async (pk: number) => (await db.ejecutar(sql`UPDATE eventos SET activo = 0 WHERE pk_evento = ${pk} AND activo = 1`)) > 0,
  };
});
