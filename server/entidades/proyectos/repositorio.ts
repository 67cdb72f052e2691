// Student projects' SQL: the project rows, their ordered images and their members.
// Its tables: server/db/migrations/002_proyectos_eventos.sql, 009_eventos_fechas.sql (numbered in one shared order).
import { rutas } from '@/shared/rutas';
import { sql } from 'kysely';
import { normalizar } from '@server/db/normalizar';
import type { Db } from '@server/db/db';
import { repositorio, type Cuenta } from '@server/db/repositorios/repositorio';
import type { Proyecto, ProyectoResumen } from '@/shared/api/contrato/proyectos';
import type { Entidad } from '@server/db/repositorios/entidad';
import { hijos, solo } from '@server/db/repositorios/documento';
import type { ProgramacionGuardada } from '@server/db/repositorios/programacion';
import { revisionProyecto } from './revision';
import { imagenesDeItem } from '@server/db/repositorios/imagenesConAlt';

export type FilaProyecto = Omit<Proyecto, 'img' | 'img_alt' | 'img_decorativa' | 'imgs' | 'miembros'>;
export interface DatosProyecto extends Partial<ProgramacionGuardada> {
  nombre: string;
  cuatrimestre: number;
  descripcion: string;
  enlace: string;
  foto_miembros: string;
  /** The team photo's alternative text (absent: not described). */
  foto_alt?: string | null;
  foto_decorativa?: boolean;
}
const bit = (v: boolean | undefined) => (v ? 1 : 0);

export const repoProyectos = repositorio((db: Db) => {
  const imagenesProyecto = imagenesDeItem(db, { tabla: 'proyecto_imagenes', item: 'fk_proyecto', imagen: 'img_proyecto' });
  // publicos: only what the public sees (published: scheduled publishing, 0054); false: the admins' reader
  const activo = async (pk: number, publicos = false) => {
    const p = await db.una<Omit<FilaProyecto, 'publicado' | 'foto_miembros_decorativa'> & { publicado: number; foto_miembros_decorativa: number }>(
      sql`SELECT pk_proyecto, nombre_proyecto, cuatrimestre, descripcion_proyecto, enlace, foto_miembros, foto_miembros_alt, foto_miembros_decorativa,
                 publicar_en, retirar_en, publicado
            FROM proyectos WHERE pk_proyecto = ${pk} AND activo = 1 ${publicos ? sql`AND publicado = 1` : sql``}`,
    );
    return p && { ...p, publicado: Number(p.publicado) === 1, foto_miembros_decorativa: Number(p.foto_miembros_decorativa) === 1 };
  };
  const imagenes = async (pk: number) =>
    (
      await db.todas<Proyecto['imgs'][number]>(
        sql`SELECT pk_img_proyecto, img_proyecto, alt, decorativa FROM proyecto_imagenes WHERE fk_proyecto = ${pk} ORDER BY orden`,
      )
    ).map((i) => ({ ...i, alt: i.alt ?? null, decorativa: Number(i.decorativa) === 1 }));
  const miembros = (pk: number) =>
    db.todas<Proyecto['miembros'][number]>(
      sql`SELECT pk_miembro_proyecto, nombre_miembro FROM proyecto_miembros WHERE fk_proyecto = ${pk} ORDER BY orden`,
    );

  return {
    /** The list (each cover with its alternative text); publicos: only the published ones (false: the admins', with each one's schedule). */
    resumenActivos: async (publicos = true) =>
      (
        await db.todas<Omit<ProyectoResumen, 'publicado' | 'img_decorativa'> & { publicado?: number; img_decorativa: number }>(
          sql`SELECT p.pk_proyecto, p.nombre_proyecto, p.cuatrimestre, ${publicos ? sql`` : sql`p.publicar_en, p.retirar_en, p.publicado,`}
                     COALESCE(i.img_proyecto, '') AS img, i.alt AS img_alt, COALESCE(i.decorativa, 0) AS img_decorativa
                FROM proyectos p
                LEFT JOIN proyecto_imagenes i ON i.pk_img_proyecto = (SELECT c.pk_img_proyecto FROM proyecto_imagenes c WHERE c.fk_proyecto = p.pk_proyecto ORDER BY c.orden LIMIT 1)
               WHERE p.activo = 1 ${publicos ? sql`AND p.publicado = 1` : sql``} ORDER BY p.cuatrimestre, p.nombre_norm, p.pk_proyecto`,
        )
      ).map(({ publicado, ...r }) => ({
        ...r,
        img_decorativa: Number(r.img_decorativa) === 1,
        ...(publicado === undefined ? {} : { publicado: Number(publicado) === 1 }),
      })),
    /** The stored schedule (an edit without it keeps it). */
    programacion: (pk: number) =>
      db.una<{ publicar_en: string | null; retirar_en: string | null; publicado: number }>(
        sql`SELECT publicar_en, retirar_en, publicado FROM proyectos WHERE pk_proyecto = ${pk}`,
      ),
    /** An active project with its images (the first is the cover) and members; publicos: only a published one. */
    async activo(pk: number, publicos = false): Promise<Proyecto | null> {
      const p = await activo(pk, publicos);
      if (!p) return null;
      const imgs = await imagenes(pk);
      const portada = imgs[0];
      return {
        ...p,
        img: portada?.img_proyecto ?? '',
        img_alt: portada?.alt ?? null,
        img_decorativa: portada?.decorativa ?? false,
        imgs,
        miembros: await miembros(pk),
      };
    },
    existeActivo: async (pk: number) => (await activo(pk)) !== undefined,
    /** Every stored image path the project uses (its images and team photo). */
    async rutasPropias(pk: number): Promise<string[]> {
      const rutas = (await imagenes(pk)).map((i) => i.img_proyecto);
      const f = (await db.una<{ foto_miembros: string }>(sql`SELECT foto_miembros FROM proyectos WHERE pk_proyecto = ${pk}`))?.foto_miembros;
      return f ? [...rutas, f] : rutas;
    },
    pksMiembros: async (pk: number) => (await miembros(pk)).map((m) => m.pk_miembro_proyecto),
    usosDeImagen: async (ruta: string) =>
      (
        await db.una<Cuenta>(
          sql`SELECT (SELECT COUNT(*) FROM proyecto_imagenes WHERE img_proyecto = ${ruta}) + (SELECT COUNT(*) FROM proyectos WHERE foto_miembros = ${ruta}) AS n`,
        )
      )?.n ?? 0,
    insertar: async (d: DatosProyecto) =>
      (await db.una<{ pk_proyecto: number }>(
        sql`INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros, foto_miembros_alt, foto_miembros_decorativa,
                                   publicar_en, retirar_en, publicado)
              VALUES (${d.nombre}, ${normalizar(d.nombre)}, ${d.cuatrimestre}, ${d.descripcion}, ${d.enlace}, ${d.foto_miembros}, ${d.foto_alt ?? null},
                      ${bit(d.foto_decorativa)}, ${d.publicarEn ?? null}, ${d.retirarEn ?? null}, ${d.publicado === false ? 0 : 1}) RETURNING pk_proyecto`,
      ))!.pk_proyecto,
    actualizar: async (pk: number, d: DatosProyecto) =>
      void (await db.ejecutar(
        sql`UPDATE proyectos SET nombre_proyecto = ${d.nombre}, nombre_norm = ${normalizar(d.nombre)}, cuatrimestre = ${d.cuatrimestre},
                   descripcion_proyecto = ${d.descripcion}, enlace = ${d.enlace}, foto_miembros = ${d.foto_miembros},
                   foto_miembros_alt = ${d.foto_alt ?? null}, foto_miembros_decorativa = ${bit(d.foto_decorativa)},
                   publicar_en = ${d.publicarEn ?? null}, retirar_en = ${d.retirarEn ?? null}, publicado = ${d.publicado === false ? 0 : 1}, editado = ${db.ahora()}
             WHERE pk_proyecto = ${pk}`,
      )),
    /** The team photo's stored alternative text (an edit sent without one keeps it). */
    altFoto: async (pk: number) => {
      const f = await activo(pk);
      return f?.foto_miembros ? { ruta: f.foto_miembros, alt: f.foto_miembros_alt, decorativa: f.foto_miembros_decorativa } : undefined;
    },
    /** Replaces the project's images by `imgs`, in order (the first is the cover); an image sent without alt keeps its stored one. */
    ponerImagenes: imagenesProyecto.poner,
    insertarMiembro: async (pk: number, nombre: string, orden: number) =>
      void (await db.ejecutar(sql`INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (${pk}, ${nombre}, ${orden})`)),
    actualizarMiembro: async (pk: number, pkMiembro: number, nombre: string, orden: number) =>
      void (await db.ejecutar(
        sql`UPDATE proyecto_miembros SET nombre_miembro = ${nombre}, orden = ${orden} WHERE pk_miembro_proyecto = ${pkMiembro} AND fk_proyecto = ${pk}`,
      )),
    borrarMiembro: async (pkMiembro: number) => void (await db.ejecutar(sql`DELETE FROM proyecto_miembros WHERE pk_miembro_proyecto = ${pkMiembro}`)),
    /**
     * A copy of an active project named `nombre`, as a draft (publicado 0, no schedule: absent from every
     * public read until "Publicar el"), with its members, images and alternative texts; the image rows name
     * the same stored files (no new file). Its pk, or null when no active project had that key.
     */
    async duplicar(pk: number, nombre: string): Promise<number | null> {
      const copia = await db.una<{ pk_proyecto: number }>(
        sql`INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros, foto_miembros_alt,
                                   foto_miembros_decorativa, publicar_en, retirar_en, publicado)
            SELECT CAST(${nombre} AS TEXT), CAST(${normalizar(nombre)} AS TEXT), cuatrimestre, descripcion_proyecto, enlace, foto_miembros, foto_miembros_alt,
                   foto_miembros_decorativa, NULL, NULL, 0
              FROM proyectos WHERE pk_proyecto = ${pk} AND activo = 1 RETURNING pk_proyecto`,
      );
      if (!copia) return null;
      const id = Number(copia.pk_proyecto);
      await imagenesProyecto.copiar(pk, id);
      await db.ejecutar(
        sql`INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden)
            SELECT CAST(${id} AS INTEGER), nombre_miembro, orden FROM proyecto_miembros WHERE fk_proyecto = ${pk} ORDER BY orden, pk_miembro_proyecto`,
      );
      return id;
    },
    /** False when no active project had that key. */
    darBaja: async (pk: number) => (await db.ejecutar(sql`UPDATE proyectos SET activo = 0 WHERE pk_proyecto = ${pk} AND activo = 1`)) > 0,
  };
});

/** Active projects: in the audit trail, the search (with their members) and the sitemap (each one's page, dated by its last edit). */
export const entidadProyecto: Entidad = {
  entidad: 'proyecto',
  baja: {
    reactivar: { reactivarProyecto: (pk) => sql`UPDATE proyectos SET activo = 1 WHERE pk_proyecto = ${pk} AND activo = 0` },
    lista: {
      nombre: 'proyectos',
      filas: () => sql`SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, 'Cuatrimestre ' || cuatrimestre AS detalle, nombre_norm AS buscable
                         FROM proyectos WHERE activo = 0`,
      orden: sql`x.pk DESC`,
    },
  },
  tabla: { tabla: 'proyectos', pk: 'pk_proyecto', nombre: 'nombre_proyecto' },
  lote: { programable: true },
  revision: revisionProyecto,
  editor: rutas.admin.proyectos.editar,
  importacion: {
    lista: sql`SELECT pk_proyecto AS pk, activo, publicado, publicar_en, retirar_en FROM proyectos ORDER BY cuatrimestre, nombre_norm, pk_proyecto`,
    existe: (n) => sql`SELECT 1 AS uno FROM proyectos WHERE nombre_norm = ${n} AND activo = 1`,
    borrar: (pk) => [
      sql`DELETE FROM proyecto_imagenes WHERE fk_proyecto = ${pk}`,
      sql`DELETE FROM proyecto_miembros WHERE fk_proyecto = ${pk}`,
      sql`DELETE FROM proyectos WHERE pk_proyecto = ${pk}`,
    ],
  },
  imagenes: [
    {
      tabla: 'proyecto_imagenes',
      columna: 'img_proyecto',
      uso: {
        tipo: 'Proyecto',
        pk: 'pk_proyecto',
        nombre: 'nombre_proyecto',
        item: { tabla: 'proyectos', fk: 'fk_proyecto' },
        alt: 'alt',
        decorativa: 'decorativa',
        editar: rutas.admin.proyectos.editar,
        sinAlt: { orden: 1, detalle: (o, n) => (o === 0 ? `Portada (imagen 1 de ${n})` : `Imagen ${o + 1} de ${n}`) },
      },
    },
    {
      tabla: 'proyectos',
      columna: 'foto_miembros',
      uso: {
        tipo: 'Proyecto (foto del equipo)',
        pk: 'pk_proyecto',
        nombre: 'nombre_proyecto',
        alt: 'foto_miembros_alt',
        decorativa: 'foto_miembros_decorativa',
        editar: rutas.admin.proyectos.editar,
        sinAlt: { clave: 'foto_proyecto', entidad: 'Proyecto', detalle: 'Foto del equipo', orden: 2 },
      },
    },
  ],
  // previos: the undo of a bulk schedule (accionEnLote), each item's previous dates (up to 2,000)
  camposGrandes: ['imgs_proyecto', 'foto_miembros', 'previos'],
  async busqueda(db, pk) {
    const filas = await db.todas(
      sql<{
        pk: number;
        nombre: string;
        descripcion: string;
      }>`SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, descripcion_proyecto AS descripcion
        FROM proyectos WHERE activo = 1 AND publicado = 1 ${solo('pk_proyecto', pk)}`,
    );
    const miembros = await hijos(
      db,
      sql`SELECT m.fk_proyecto AS padre, m.nombre_miembro AS texto FROM proyecto_miembros m JOIN proyectos p ON p.pk_proyecto = m.fk_proyecto
        WHERE p.activo = 1 AND p.publicado = 1 ${solo('p.pk_proyecto', pk)} ORDER BY m.fk_proyecto, m.orden`,
    );
    return filas.map((f) => {
      const m = miembros.get(f.pk) ?? [];
      const texto = m.length ? `${f.descripcion} Integrantes: ${m.join(', ')}.` : f.descripcion;
      return { tipo: 'proyecto', pk: f.pk, titulo: f.nombre, texto, enlace: `/proyectos_estudiantes/${f.pk}` };
    });
  },
  mapa: {
    ruta: '/proyectos_estudiantes',
    ultimoCambio: async (db) =>
      (await db.una<{ m: string | null }>(sql`SELECT MAX(COALESCE(editado, creado)) AS m FROM proyectos WHERE activo = 1 AND publicado = 1`))?.m ??
      null,
    paginas: async (db) =>
      (
        await db.todas<{ pk: number; fecha: string }>(
          sql`SELECT pk_proyecto AS pk, COALESCE(editado, creado) AS fecha FROM proyectos WHERE activo = 1 AND publicado = 1 ORDER BY pk_proyecto`,
        )
      ).map((p) => ({ ruta: `/proyectos_estudiantes/${p.pk}`, fecha: p.fecha })),
  },
};
