// Events' SQL: the event rows and their ordered images.
// Its tables: server/db/migrations/002_proyectos_eventos.sql, 009_eventos_fechas.sql (numbered in one shared order).
import { rutas } from '@/shared/rutas';
import { sql } from 'kysely';
import { normalizar } from '@server/db/normalizar';
import type { Db } from '@server/db/db';
import { repositorio, type Cuenta } from '@server/db/repositorios/repositorio';
import type { CuandoEvento, Evento, ImagenEvento } from '@/shared/api/contrato/eventos';
import type { Entidad } from '@server/db/repositorios/entidad';
import { solo } from '@server/db/repositorios/documento';
import type { ProgramacionGuardada } from '@server/db/repositorios/programacion';
import { revisionEvento } from './revision';
import { imagenesDeItem } from '@server/db/repositorios/imagenesConAlt';

export type FilaEvento = Omit<Evento, 'imgs' | 'zona'> &
  Omit<CuandoEvento, 'zona'> &
  Required<Pick<Evento, 'publicar_en' | 'retirar_en' | 'publicado'>>;
/** When and where, as stored (UTC times, or dates when todoElDia). */
export interface CuandoGuardado {
  inicio: string | null;
  fin: string | null;
  todoElDia: boolean;
  lugar: string;
  enlaceEnLinea: string;
  cancelado: boolean;
}
export interface DatosEvento extends Partial<CuandoGuardado>, Partial<ProgramacionGuardada> {
  nombre: string;
  descripcion: string;
}

const COLUMNAS = sql`pk_evento, nombre_evento, descripcion_evento, inicio, fin, todo_el_dia, lugar, enlace_en_linea, cancelado, secuencia,
  COALESCE(editado, creado) AS editado, publicar_en, retirar_en, publicado`;
type Cruda = Omit<FilaEvento, 'todo_el_dia' | 'cancelado' | 'publicado'> & { todo_el_dia: number; cancelado: number; publicado: number };
const fila = (c: Cruda): FilaEvento => ({ ...c, todo_el_dia: c.todo_el_dia === 1, cancelado: c.cancelado === 1, publicado: c.publicado === 1 });
const bit = (v: boolean | undefined) => (v ? 1 : 0);

export const repoEventos = repositorio((db: Db) => {
  const imagenesEvento = imagenesDeItem(db, { tabla: 'evento_imagenes', item: 'fk_evento', imagen: 'img_evento' });
  const activo = async (pk: number) => {
    const c = await db.una<Cruda>(sql`SELECT ${COLUMNAS} FROM eventos WHERE pk_evento = ${pk} AND activo = 1`);
    return c && fila(c);
  };

  /** The events with their images, in one query for all of them. */
  async function conImagenes(eventos: FilaEvento[]): Promise<(FilaEvento & Pick<Evento, 'imgs'>)[]> {
    if (!eventos.length) return [];
    const porEvento = new Map<number, ImagenEvento[]>(eventos.map((e) => [e.pk_evento, []]));
    const imgs = await db.todas<ImagenEvento & { fk_evento: number }>(
      sql`SELECT fk_evento, pk_img_evento, img_evento, alt, decorativa FROM evento_imagenes
           WHERE fk_evento IN (${sql.join(eventos.map((e) => e.pk_evento))}) ORDER BY fk_evento, orden`,
    );
    for (const { fk_evento, ...img } of imgs) porEvento.get(fk_evento)?.push({ ...img, decorativa: Number(img.decorativa) === 1 });
    return eventos.map((e) => ({ ...e, imgs: porEvento.get(e.pk_evento) ?? [] }));
  }

  const lista = async (publicos: boolean) =>
    conImagenes(
      (
        await db.todas<Cruda>(
          sql`SELECT ${COLUMNAS} FROM eventos WHERE activo = 1 ${publicos ? sql`AND publicado = 1` : sql``} ORDER BY pk_evento DESC`,
        )
      ).map(fila),
    );

  return {
    /** What the public sees: active and published (publicarEn come, retirarEn not yet). */
    activos: () => lista(true),
    /** The admins' list: every active event, scheduled and retired ones too (a reader that ignores the schedule). */
    activosConProgramados: () => lista(false),
    /** Every dated event, deactivated ones too (a calendar must hear that they are off), for the feeds. */
    fechados: async () =>
      (
        await db.todas<Cruda & { activo: number; creado: string }>(
          sql`SELECT ${COLUMNAS}, activo, creado FROM eventos WHERE inicio IS NOT NULL ORDER BY pk_evento`,
        )
      ).map((c) => ({ ...fila(c), activo: c.activo === 1, creado: c.creado })),
    async activo(pk: number): Promise<(FilaEvento & Pick<Evento, 'imgs'>) | undefined> {
      const e = await activo(pk);
      return e && (await conImagenes([e]))[0];
    },
    /** An event the public sees (active and published), with its images. */
    async publicado(pk: number): Promise<(FilaEvento & Pick<Evento, 'imgs'>) | undefined> {
      const e = await activo(pk);
      return e?.publicado ? (await conImagenes([e]))[0] : undefined;
    },
    existeActivo: async (pk: number) => (await activo(pk)) !== undefined,
    rutasImagenes: async (pk: number) =>
      (await db.todas<{ img_evento: string }>(sql`SELECT img_evento FROM evento_imagenes WHERE fk_evento = ${pk}`)).map((r) => r.img_evento),
    usosDeImagen: async (ruta: string) => (await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM evento_imagenes WHERE img_evento = ${ruta}`))?.n ?? 0,
    insertar: async (d: DatosEvento) =>
      (await db.una<{ pk_evento: number }>(
        sql`INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento, inicio, fin, todo_el_dia, lugar, enlace_en_linea, cancelado,
                                publicar_en, retirar_en, publicado)
            VALUES (${d.nombre}, ${normalizar(d.nombre)}, ${d.descripcion}, ${d.inicio ?? null}, ${d.fin ?? null}, ${bit(d.todoElDia)},
                    ${d.lugar ?? ''}, ${d.enlaceEnLinea ?? ''}, ${bit(d.cancelado)}, ${d.publicarEn ?? null}, ${d.retirarEn ?? null},
                    ${bit(d.publicado ?? true)}) RETURNING pk_evento`,
      ))!.pk_evento,
    /** The whole event (dates and place as `d` has them), one more in its sequence, edited now. */
    actualizar: async (pk: number, d: DatosEvento & CuandoGuardado & ProgramacionGuardada) =>
      void (await db.ejecutar(
        sql`UPDATE eventos SET nombre_evento = ${d.nombre}, nombre_norm = ${normalizar(d.nombre)}, descripcion_evento = ${d.descripcion},
              inicio = ${d.inicio}, fin = ${d.fin}, todo_el_dia = ${bit(d.todoElDia)}, lugar = ${d.lugar}, enlace_en_linea = ${d.enlaceEnLinea},
              cancelado = ${bit(d.cancelado)}, publicar_en = ${d.publicarEn}, retirar_en = ${d.retirarEn}, publicado = ${bit(d.publicado)},
              secuencia = secuencia + 1, editado = ${db.ahora()}
            WHERE pk_evento = ${pk}`,
      )),
    /**
     * A copy of an active event named `nombre`, as a draft (publicado 0, no schedule: absent from every public
     * read and calendar until "Publicar el"), with its dates, place and images with their alternative texts;
     * the image rows name the same stored files. Its pk, or null when no active event had that key.
     */
    async duplicar(pk: number, nombre: string): Promise<number | null> {
      const copia = await db.una<{ pk_evento: number }>(
        sql`INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento, inicio, fin, todo_el_dia, lugar, enlace_en_linea, cancelado,
                                publicar_en, retirar_en, publicado)
            SELECT CAST(${nombre} AS TEXT), CAST(${normalizar(nombre)} AS TEXT), descripcion_evento, inicio, fin, todo_el_dia, lugar, enlace_en_linea, cancelado, NULL, NULL, 0
              FROM eventos WHERE pk_evento = ${pk} AND activo = 1 RETURNING pk_evento`,
      );
      if (!copia) return null;
      const id = Number(copia.pk_evento);
      await imagenesEvento.copiar(pk, id);
      return id;
    },
    /** Replaces the event's images by `imgs`, in order; an image sent without alt keeps its stored one. */
    ponerImagenes: imagenesEvento.poner,
    /** False when no active event had that key. */
    darBaja: async (pk: number) =>
      (await db.ejecutar(
        sql`UPDATE eventos SET activo = 0, secuencia = secuencia + 1, editado = ${db.ahora()} WHERE pk_evento = ${pk} AND activo = 1`,
      )) > 0,
  };
});

/** Active events: in the audit trail, the search and the sitemap (the list, dated by the last edit of any row). */
export const entidadEvento: Entidad = {
  entidad: 'evento',
  revision: revisionEvento,
  editor: rutas.admin.eventos.editar,
  importacion: {
    lista: sql`SELECT pk_evento AS pk, activo, publicado, publicar_en, retirar_en FROM eventos ORDER BY pk_evento DESC`,
    existe: (n) => sql`SELECT 1 AS uno FROM eventos WHERE nombre_norm = ${n} AND activo = 1`,
    borrar: (pk) => [sql`DELETE FROM evento_imagenes WHERE fk_evento = ${pk}`, sql`DELETE FROM eventos WHERE pk_evento = ${pk}`],
  },
  baja: {
    // a reactivated event is a change its subscribers must hear (iCalendar SEQUENCE)
    reactivar: {
      reactivarEvento: (pk, db) =>
        sql`UPDATE eventos SET activo = 1, secuencia = secuencia + 1, editado = ${db.ahora()} WHERE pk_evento = ${pk} AND activo = 0`,
    },
    lista: {
      nombre: 'eventos',
      filas: () => sql`SELECT pk_evento AS pk, nombre_evento AS nombre, substr(descripcion_evento, 1, 90) AS detalle, nombre_norm AS buscable
                         FROM eventos WHERE activo = 0`,
      orden: sql`x.pk DESC`,
    },
  },
  tabla: { tabla: 'eventos', pk: 'pk_evento', nombre: 'nombre_evento' },
  lote: { programable: true, extra: sql`, secuencia = secuencia + 1` },
  imagenes: [
    {
      tabla: 'evento_imagenes',
      columna: 'img_evento',
      uso: {
        tipo: 'Evento',
        pk: 'pk_evento',
        nombre: 'nombre_evento',
        item: { tabla: 'eventos', fk: 'fk_evento' },
        alt: 'alt',
        decorativa: 'decorativa',
        editar: rutas.admin.eventos.editar,
        sinAlt: { orden: 3 },
      },
    },
  ],
  // previos: the undo of a bulk schedule (accionEnLote), each item's previous dates (up to 2,000)
  camposGrandes: ['imgs', 'previos'],
  async busqueda(db, pk) {
    const filas = await db.todas(
      sql<{ pk: number; nombre: string; descripcion: string }>`SELECT pk_evento AS pk, nombre_evento AS nombre, descripcion_evento AS descripcion
        FROM eventos WHERE activo = 1 AND publicado = 1 ${solo('pk_evento', pk)}`,
    );
    return filas.map((f) => ({ tipo: 'evento', pk: f.pk, titulo: f.nombre, texto: f.descripcion, enlace: '/eventos' }));
  },
  mapa: {
    ruta: '/eventos',
    // events record their last edit (a deactivation too, which changes the list): every row's counts
    ultimoCambio: async (db) => (await db.una<{ m: string | null }>(sql`SELECT MAX(COALESCE(editado, creado)) AS m FROM eventos`))?.m ?? null,
  },
};
