// Student projects' SQL: the project rows, their ordered images and their members.
// Its tables: server/db/migrations/002_proyectos_eventos.sql, 009_eventos_fechas.sql (numbered in one shared order).
import { sql } from 'kysely';
import { normalizar } from '@server/db/normalizar';
import type { Db } from '@server/db/db';
import { repositorio, type Cuenta } from '@server/db/repositorios/repositorio';
import type { Proyecto, ProyectoResumen } from '@/shared/api/contrato/proyectos';
import type { Entidad } from '@server/db/repositorios/entidad';
import { hijos, solo } from '@server/busqueda/documento';
import { revisionProyecto } from './revision';

export type FilaProyecto = Omit<Proyecto, 'img' | 'imgs' | 'miembros'>;
export interface DatosProyecto {
  nombre: string;
  cuatrimestre: number;
  descripcion: string;
  enlace: string;
  foto_miembros: string;
}

export const repoProyectos = repositorio((db: Db) => {
  const activo = (pk: number) =>
    db.una<FilaProyecto>(
      sql`SELECT pk_proyecto, nombre_proyecto, cuatrimestre, descripcion_proyecto, enlace, foto_miembros
            FROM proyectos WHERE pk_proyecto = ${pk} AND activo = 1`,
    );
  const imagenes = (pk: number) =>
    db.todas<Proyecto['imgs'][number]>(sql`SELECT pk_img_proyecto, img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ${pk} ORDER BY orden`);
  const miembros = (pk: number) =>
    db.todas<Proyecto['miembros'][number]>(
      sql`SELECT pk_miembro_proyecto, nombre_miembro FROM proyecto_miembros WHERE fk_proyecto = ${pk} ORDER BY orden`,
    );

  return {
    resumenActivos: () =>
      db.todas<ProyectoResumen>(
        sql`SELECT p.pk_proyecto, p.nombre_proyecto, p.cuatrimestre,
                   COALESCE((SELECT i.img_proyecto FROM proyecto_imagenes i WHERE i.fk_proyecto = p.pk_proyecto ORDER BY i.orden LIMIT 1), '') AS img
              FROM proyectos p WHERE p.activo = 1 ORDER BY p.cuatrimestre, p.nombre_norm, p.pk_proyecto`,
      ),
    /** An active project with its images (the first is the cover) and members. */
    async activo(pk: number): Promise<Proyecto | null> {
      const p = await activo(pk);
      if (!p) return null;
      const imgs = await imagenes(pk);
      return { ...p, img: imgs[0]?.img_proyecto ?? '', imgs, miembros: await miembros(pk) };
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
        sql`INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros)
              VALUES (${d.nombre}, ${normalizar(d.nombre)}, ${d.cuatrimestre}, ${d.descripcion}, ${d.enlace}, ${d.foto_miembros}) RETURNING pk_proyecto`,
      ))!.pk_proyecto,
    actualizar: async (pk: number, d: DatosProyecto) =>
      void (await db.ejecutar(
        sql`UPDATE proyectos SET nombre_proyecto = ${d.nombre}, nombre_norm = ${normalizar(d.nombre)}, cuatrimestre = ${d.cuatrimestre},
                   descripcion_proyecto = ${d.descripcion}, enlace = ${d.enlace}, foto_miembros = ${d.foto_miembros}, editado = ${db.ahora()}
             WHERE pk_proyecto = ${pk}`,
      )),
    /** Replaces the project's images by `rutas`, in order (the first is the cover). */
    async ponerImagenes(pk: number, rutas: string[]) {
      await db.ejecutar(sql`DELETE FROM proyecto_imagenes WHERE fk_proyecto = ${pk}`);
      for (const [orden, ruta] of rutas.entries()) {
        await db.ejecutar(sql`INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (${pk}, ${ruta}, ${orden})`);
      }
    },
    insertarMiembro: async (pk: number, nombre: string, orden: number) =>
      void (await db.ejecutar(sql`INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (${pk}, ${nombre}, ${orden})`)),
    actualizarMiembro: async (pk: number, pkMiembro: number, nombre: string, orden: number) =>
      void (await db.ejecutar(
        sql`UPDATE proyecto_miembros SET nombre_miembro = ${nombre}, orden = ${orden} WHERE pk_miembro_proyecto = ${pkMiembro} AND fk_proyecto = ${pk}`,
      )),
    borrarMiembro: async (pkMiembro: number) => void (await db.ejecutar(sql`DELETE FROM proyecto_miembros WHERE pk_miembro_proyecto = ${pkMiembro}`)),
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
  revision: revisionProyecto,
  imagenes: [
    { tabla: 'proyecto_imagenes', columna: 'img_proyecto' },
    { tabla: 'proyectos', columna: 'foto_miembros' },
  ],
  camposGrandes: ['imgs_proyecto', 'foto_miembros'],
  async busqueda(db, pk) {
    const filas = await db.todas(
      sql<{
        pk: number;
        nombre: string;
        descripcion: string;
      }>`SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, descripcion_proyecto AS descripcion
        FROM proyectos WHERE activo = 1 ${solo('pk_proyecto', pk)}`,
    );
    const miembros = await hijos(
      db,
      sql`SELECT m.fk_proyecto AS padre, m.nombre_miembro AS texto FROM proyecto_miembros m JOIN proyectos p ON p.pk_proyecto = m.fk_proyecto
        WHERE p.activo = 1 ${solo('p.pk_proyecto', pk)} ORDER BY m.fk_proyecto, m.orden`,
    );
    return filas.map((f) => {
      const m = miembros.get(f.pk) ?? [];
      const texto = m.length ? `${f.descripcion} Integrantes: ${m.join(', ')}.` : f.descripcion;
      return { tipo: 'proyecto', pk: f.pk, titulo: f.nombre, texto, enlace: `/proyectos_estudiantes/${f.pk}` };
    });
  },
  mapa: {
    ruta: '/proyectos_estudiantes',
    ultimoCambio: async (db) => (await db.una<{ m: string | null }>(sql`SELECT MAX(creado) AS m FROM proyectos WHERE activo = 1`))?.m ?? null,
    paginas: async (db) =>
      (
        await db.todas<{ pk: number; fecha: string }>(
          sql`SELECT pk_proyecto AS pk, COALESCE(editado, creado) AS fecha FROM proyectos WHERE activo = 1 ORDER BY pk_proyecto`,
        )
      ).map((p) => ({ ruta: `/proyectos_estudiantes/${p.pk}`, fecha: p.fecha })),
  },
};
