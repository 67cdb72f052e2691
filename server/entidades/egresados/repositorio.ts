// Generations' and graduates' (casos de éxito) SQL.
// Its tables: server/db/migrations/003_empresas_egresados.sql (numbered in one shared order).
import { rutas } from '@/shared/rutas';
import { sql } from 'kysely';
import { normalizar } from '@server/db/normalizar';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { CasoExito, Generacion } from '@/shared/api/contrato/egresados';
import type { Entidad } from '@server/db/repositorios/entidad';
import { solo } from '@server/db/repositorios/documento';
import { revisionEgresado } from './revision';

export interface DatosCaso {
  nombre: string;
  generacion: number;
  puesto: string;
  comentario: string;
  foto: string;
}

const SELECT_CASO = sql`SELECT c.pk_caso_exito, c.nombre_estudiante, c.fk_generacion, g.generacion, c.puesto, c.comentario, c.foto_estudiante,
         c.foto_estudiante_alt, c.foto_estudiante_decorativa
  FROM casos_exito c JOIN generaciones g ON g.pk_generacion = c.fk_generacion`;

const conSiNo = (c: CasoExito): CasoExito => ({
  ...c,
  foto_estudiante_alt: c.foto_estudiante_alt ?? null,
  foto_estudiante_decorativa: Number(c.foto_estudiante_decorativa) === 1,
});

export const repoEgresados = repositorio((db: Db) => ({
  generaciones: () => db.todas<Generacion>(sql`SELECT pk_generacion, generacion FROM generaciones ORDER BY generacion DESC`),
  existeGeneracion: async (pk: number) =>
    (await db.una<Generacion>(sql`SELECT pk_generacion, generacion FROM generaciones WHERE pk_generacion = ${pk}`)) !== undefined,
  /** The key of a generation by its text ('2019-2022'). */
  pkGeneracion: async (texto: string) =>
    (await db.una<Generacion>(sql`SELECT pk_generacion, generacion FROM generaciones WHERE generacion = ${texto}`))?.pk_generacion,
  casos: async () => (await db.todas<CasoExito>(sql`${SELECT_CASO} ORDER BY g.generacion DESC, c.nombre_norm, c.pk_caso_exito`)).map(conSiNo),
  caso: async (pk: number) => {
    const c = await db.una<CasoExito>(sql`${SELECT_CASO} WHERE c.pk_caso_exito = ${pk}`);
    return c && conSiNo(c);
  },
  /** The photo's alternative text (altUnica: null and false when not described). */
  ponerAlt: async (pk: number, alt: string | null, decorativa: boolean) =>
    void (await db.ejecutar(
      sql`UPDATE casos_exito SET foto_estudiante_alt = ${alt}, foto_estudiante_decorativa = ${decorativa ? 1 : 0} WHERE pk_caso_exito = ${pk}`,
    )),
  insertar: async (d: DatosCaso) =>
    (await db.una<{ pk_caso_exito: number }>(
      sql`INSERT INTO casos_exito (nombre_estudiante, nombre_norm, fk_generacion, puesto, comentario, foto_estudiante)
            VALUES (${d.nombre}, ${normalizar(d.nombre)}, ${d.generacion}, ${d.puesto}, ${d.comentario}, ${d.foto}) RETURNING pk_caso_exito`,
    ))!.pk_caso_exito,
  actualizar: async (pk: number, d: DatosCaso) =>
    void (await db.ejecutar(
      sql`UPDATE casos_exito SET nombre_estudiante = ${d.nombre}, nombre_norm = ${normalizar(d.nombre)}, fk_generacion = ${d.generacion},
                 puesto = ${d.puesto}, comentario = ${d.comentario}, foto_estudiante = ${d.foto}
           WHERE pk_caso_exito = ${pk}`,
    )),
  borrar: async (pk: number) => void (await db.ejecutar(sql`DELETE FROM casos_exito WHERE pk_caso_exito = ${pk}`)),
}));

/** Graduates: in the audit trail, the search and the sitemap (their list, dated by the newest; they are deleted, not deactivated). */
export const entidadEgresado: Entidad = {
  entidad: 'egresado',
  revision: revisionEgresado,
  editor: rutas.admin.egresados.editar,
  importacion: {
    lista: sql`SELECT pk_caso_exito AS pk, 1 AS activo, 1 AS publicado, NULL AS publicar_en, NULL AS retirar_en FROM casos_exito ORDER BY pk_caso_exito DESC`,
    existe: (n) => sql`SELECT 1 AS uno FROM casos_exito WHERE nombre_norm = ${n}`,
    borrar: (pk) => [sql`DELETE FROM casos_exito WHERE pk_caso_exito = ${pk}`],
  },
  tabla: { tabla: 'casos_exito', pk: 'pk_caso_exito', nombre: 'nombre_estudiante' },
  imagenes: [
    {
      tabla: 'casos_exito',
      columna: 'foto_estudiante',
      uso: {
        tipo: 'Egresado',
        pk: 'pk_caso_exito',
        nombre: 'nombre_estudiante',
        alt: 'foto_estudiante_alt',
        decorativa: 'foto_estudiante_decorativa',
        editar: rutas.admin.egresados.editar,
        sinAlt: { detalle: 'Fotografía del egresado', orden: 5 },
      },
    },
  ],
  camposGrandes: ['imagenForm'],
  async busqueda(db, pk) {
    const filas = await db.todas(
      sql<{ pk: number; nombre: string; puesto: string; comentario: string; generacion: string }>`SELECT c.pk_caso_exito AS pk,
        c.nombre_estudiante AS nombre, c.puesto, c.comentario, g.generacion FROM casos_exito c JOIN generaciones g ON g.pk_generacion = c.fk_generacion
        WHERE 1 = 1 ${solo('c.pk_caso_exito', pk)}`,
    );
    return filas.map((f) => ({
      tipo: 'egresado',
      pk: f.pk,
      titulo: f.nombre,
      texto: `${f.puesto}. Generación ${f.generacion}. ${f.comentario}`,
      enlace: '/casos_de_exito',
    }));
  },
  mapa: {
    ruta: '/casos_de_exito',
    ultimoCambio: async (db) => (await db.una<{ m: string | null }>(sql`SELECT MAX(creado) AS m FROM casos_exito`))?.m ?? null,
  },
};
