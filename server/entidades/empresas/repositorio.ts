// Internship companies' SQL (their experiences are in experiencias.ts).
// Its tables: server/db/migrations/003_empresas_egresados.sql (numbered in one shared order).
import { rutas } from '@/shared/rutas';
import { sql } from 'kysely';
import { normalizar } from '@server/db/normalizar';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { EmpresaEstadia } from '@/shared/api/contrato/empresas';
import type { OpcionEmpresa } from '@/shared/api/contrato/experiencias';
import type { Entidad } from '@server/db/repositorios/entidad';
import { hijos, solo } from '@server/db/repositorios/documento';
import { slug } from '@/shared/lib/slug';
import { revisionEmpresa } from './revision';

const conSiNo = (e: EmpresaEstadia): EmpresaEstadia => ({
  ...e,
  imagen_empresa_alt: e.imagen_empresa_alt ?? null,
  imagen_empresa_decorativa: Number(e.imagen_empresa_decorativa) === 1,
});

export const repoEmpresas = repositorio((db: Db) => ({
  activas: async () =>
    (
      await db.todas<EmpresaEstadia>(
        sql`SELECT pk_empresa_estadia, nombre_empresa, imagen_empresa, imagen_empresa_alt, imagen_empresa_decorativa
              FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia`,
      )
    ).map(conSiNo),
  /** Active companies as select options (name order). */
  opciones: () =>
    db.todas<OpcionEmpresa>(
      sql`SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia`,
    ),
  /** Active companies in the order they were registered. */
  opcionesPorAlta: () =>
    db.todas<OpcionEmpresa>(sql`SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY pk_empresa_estadia`),
  activa: async (pk: number) => {
    const e = await db.una<EmpresaEstadia>(
      sql`SELECT pk_empresa_estadia, nombre_empresa, imagen_empresa, imagen_empresa_alt, imagen_empresa_decorativa
            FROM empresas_estadias WHERE pk_empresa_estadia = ${pk} AND activo = 1`,
    );
    return e && conSiNo(e);
  },
  /** The image's alternative text (altUnica: null and false when not described). */
  ponerAlt: async (pk: number, alt: string | null, decorativa: boolean) =>
    void (await db.ejecutar(
      sql`UPDATE empresas_estadias SET imagen_empresa_alt = ${alt}, imagen_empresa_decorativa = ${decorativa ? 1 : 0} WHERE pk_empresa_estadia = ${pk}`,
    )),
  /** True when another active company (not `excepto`) has the same normalised name. */
  nombreOcupado: async (nombre: string, excepto = 0) =>
    (await db.una(
      sql`SELECT 1 AS uno FROM empresas_estadias WHERE nombre_norm = ${normalizar(nombre)} AND activo = 1 AND pk_empresa_estadia <> ${excepto}`,
    )) !== undefined,
  insertar: async (nombre: string, imagen: string) =>
    (await db.una<{ pk_empresa_estadia: number }>(
      sql`INSERT INTO empresas_estadias (nombre_empresa, nombre_norm, imagen_empresa) VALUES (${nombre}, ${normalizar(nombre)}, ${imagen}) RETURNING pk_empresa_estadia`,
    ))!.pk_empresa_estadia,
  actualizar: async (pk: number, nombre: string, imagen: string) =>
    void (await db.ejecutar(
      sql`UPDATE empresas_estadias SET nombre_empresa = ${nombre}, nombre_norm = ${normalizar(nombre)}, imagen_empresa = ${imagen} WHERE pk_empresa_estadia = ${pk}`,
    )),
  /** False when no active company had that key. */
  darBaja: async (pk: number) =>
    (await db.ejecutar(sql`UPDATE empresas_estadias SET activo = 0 WHERE pk_empresa_estadia = ${pk} AND activo = 1`)) > 0,
}));

/** Active companies: in the audit trail, the search (with their published experiences) and the sitemap (each one's page). */
export const entidadEmpresa: Entidad = {
  entidad: 'empresa',
  revision: revisionEmpresa,
  editor: rutas.admin.empresas.editar,
  importacion: {
    lista: sql`SELECT pk_empresa_estadia AS pk, activo, 1 AS publicado, NULL AS publicar_en, NULL AS retirar_en FROM empresas_estadias ORDER BY nombre_norm, pk_empresa_estadia`,
    existe: (n) => sql`SELECT 1 AS uno FROM empresas_estadias WHERE nombre_norm = ${n}`,
    borrar: (pk) => [sql`DELETE FROM empresas_estadias WHERE pk_empresa_estadia = ${pk}`],
    // its students' experiences need it
    enUso: (pk) => sql`SELECT COUNT(*) AS n FROM experiencias_estadias WHERE fk_empresa_estadia = ${pk}`,
  },
  baja: {
    reactivar: {
      reactivarEmpresaEstadia: (pk) => sql`UPDATE empresas_estadias SET activo = 1 WHERE pk_empresa_estadia = ${pk} AND activo = 0`,
    },
    lista: {
      nombre: 'empresas',
      filas: () => sql`SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre, '' AS detalle, nombre_norm AS buscable
                         FROM empresas_estadias WHERE activo = 0`,
      orden: sql`x.pk DESC`,
    },
  },
  tabla: { tabla: 'empresas_estadias', pk: 'pk_empresa_estadia', nombre: 'nombre_empresa' },
  imagenes: [
    {
      tabla: 'empresas_estadias',
      columna: 'imagen_empresa',
      uso: {
        tipo: 'Empresa',
        pk: 'pk_empresa_estadia',
        nombre: 'nombre_empresa',
        alt: 'imagen_empresa_alt',
        decorativa: 'imagen_empresa_decorativa',
        editar: rutas.admin.empresas.editar,
        sinAlt: { entidad: 'Empresa de estadía', detalle: 'Imagen de la empresa', orden: 4 },
      },
    },
  ],
  camposGrandes: ['imagenForm'],
  async busqueda(db, pk) {
    const filas = await db.todas(
      sql<{ pk: number; nombre: string }>`SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre FROM empresas_estadias
        WHERE activo = 1 ${solo('pk_empresa_estadia', pk)}`,
    );
    const experiencias = await hijos(
      db,
      sql`SELECT x.fk_empresa_estadia AS padre, x.nombre_estudiante || ': ' || x.experiencia AS texto FROM experiencias_estadias x
        JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
        WHERE x.activo = 1 AND x.estatus = 1 AND e.activo = 1 ${solo('e.pk_empresa_estadia', pk)} ORDER BY x.fk_empresa_estadia, x.pk_experiencia_estadia`,
    );
    return filas.map((f) => ({
      tipo: 'empresa',
      pk: f.pk,
      titulo: f.nombre,
      texto: (experiencias.get(f.pk) ?? []).join(' · ') || 'Empresa donde nuestros alumnos hacen sus estadías.',
      enlace: `/empresas_estadias/${slug(f.nombre) || 'empresa'}/${f.pk}`,
    }));
  },
  mapa: {
    ruta: '/empresas_estadias',
    ultimoCambio: async (db) => (await db.una<{ m: string | null }>(sql`SELECT MAX(creado) AS m FROM empresas_estadias WHERE activo = 1`))?.m ?? null,
    /** A company's page changes when an experience is added to it. */
    async paginas(db) {
      const ultima = sql`COALESCE((SELECT MAX(x.creado) FROM experiencias_estadias x WHERE x.fk_empresa_estadia = e.pk_empresa_estadia AND x.activo = 1 AND x.estatus = 1), '')`;
      const filas = await db.todas<{ pk: number; nombre: string; fecha: string }>(
        sql`SELECT e.pk_empresa_estadia AS pk, e.nombre_empresa AS nombre, ${db.mayor(sql`e.creado`, ultima)} AS fecha
              FROM empresas_estadias e WHERE e.activo = 1 ORDER BY e.pk_empresa_estadia`,
      );
      return filas.map((e) => ({ ruta: `/empresas_estadias/${encodeURIComponent(slug(e.nombre) || 'empresa')}/${e.pk}`, fecha: e.fecha }));
    },
  },
};
