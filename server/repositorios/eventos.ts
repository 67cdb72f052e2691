// Events' SQL: the event rows and their ordered images.
import { normalizar, type Db } from '../db/open';
import { repositorio, type Cuenta } from './repositorio';
import type { Evento, ImagenEvento } from '../../src/shared/api/contract/eventos';

export type FilaEvento = Omit<Evento, 'imgs'>;
export interface DatosEvento {
  nombre: string;
  descripcion: string;
}

const COLUMNAS = 'pk_evento, nombre_evento, descripcion_evento';

export const repoEventos = repositorio((db: Db) => {
  const activos = db.prepare<[], FilaEvento>(`SELECT ${COLUMNAS} FROM eventos WHERE activo = 1 ORDER BY pk_evento DESC`);
  const activo = db.prepare<[number], FilaEvento>(`SELECT ${COLUMNAS} FROM eventos WHERE pk_evento = ? AND activo = 1`);
  const imagenesDeVarios = db.prepare<[string], ImagenEvento & { fk_evento: number }>(
    `SELECT fk_evento, pk_img_evento, img_evento FROM evento_imagenes
     WHERE fk_evento IN (SELECT value FROM json_each(?)) ORDER BY fk_evento, orden`,
  );
  const rutas = db.prepare<[number], { img_evento: string }>('SELECT img_evento FROM evento_imagenes WHERE fk_evento = ?');
  const usos = db.prepare<[string], Cuenta>('SELECT COUNT(*) AS n FROM evento_imagenes WHERE img_evento = ?');
  const insertar = db.prepare<[string, string, string]>('INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento) VALUES (?, ?, ?)');
  const actualizar = db.prepare<[string, string, string, number]>(
    'UPDATE eventos SET nombre_evento = ?, nombre_norm = ?, descripcion_evento = ? WHERE pk_evento = ?',
  );
  const borrarImagenes = db.prepare<[number]>('DELETE FROM evento_imagenes WHERE fk_evento = ?');
  const insertarImagen = db.prepare<[number, string, number]>('INSERT INTO evento_imagenes (fk_evento, img_evento, orden) VALUES (?, ?, ?)');
  const baja = db.prepare<[number]>('UPDATE eventos SET activo = 0 WHERE pk_evento = ? AND activo = 1');

  /** The events with their images, in one query for all of them. */
  function conImagenes(eventos: FilaEvento[]): Evento[] {
    if (!eventos.length) return [];
    const porEvento = new Map<number, ImagenEvento[]>(eventos.map((e) => [e.pk_evento, []]));
    for (const { fk_evento, ...img } of imagenesDeVarios.all(JSON.stringify(eventos.map((e) => e.pk_evento)))) porEvento.get(fk_evento)?.push(img);
    return eventos.map((e) => ({ ...e, imgs: porEvento.get(e.pk_evento) ?? [] }));
  }

  return {
    activos: () => conImagenes(activos.all()),
    activo(pk: number): Evento | undefined {
      const e = activo.get(pk);
      return e && conImagenes([e])[0];
    },
    existeActivo: (pk: number) => activo.get(pk) !== undefined,
    rutasImagenes: (pk: number) => rutas.all(pk).map((r) => r.img_evento),
    usosDeImagen: (ruta: string) => usos.get(ruta)?.n ?? 0,
    insertar: (d: DatosEvento) => Number(insertar.run(d.nombre, normalizar(d.nombre), d.descripcion).lastInsertRowid),
    actualizar: (pk: number, d: DatosEvento) => void actualizar.run(d.nombre, normalizar(d.nombre), d.descripcion, pk),
    /** Replaces the event's images by `rutas`, in order. */
    ponerImagenes(pk: number, rutas: string[]) {
      borrarImagenes.run(pk);
      rutas.forEach((ruta, orden) => insertarImagen.run(pk, ruta, orden));
    },
    /** False when no active event had that key. */
    darBaja: (pk: number) => baja.run(pk).changes > 0,
  };
});
