// Generations' and graduates' (casos de éxito) SQL.
import { sql } from 'kysely';
import { normalizar } from '../normalizar';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import type { CasoExito, Generacion } from '@/shared/api/contrato/egresados';

export interface DatosCaso {
  nombre: string;
  generacion: number;
  puesto: string;
  comentario: string;
  foto: string;
}

const SELECT_CASO = sql`SELECT c.pk_caso_exito, c.nombre_estudiante, c.fk_generacion, g.generacion, c.puesto, c.comentario, c.foto_estudiante
  FROM casos_exito c JOIN generaciones g ON g.pk_generacion = c.fk_generacion`;

export const repoEgresados = repositorio((db: Db) => ({
  generaciones: () => db.todas<Generacion>(sql`SELECT pk_generacion, generacion FROM generaciones ORDER BY generacion DESC`),
  existeGeneracion: async (pk: number) =>
    (await db.una<Generacion>(sql`SELECT pk_generacion, generacion FROM generaciones WHERE pk_generacion = ${pk}`)) !== undefined,
  /** The key of a generation by its text ('2019-2022'). */
  pkGeneracion: async (texto: string) =>
    (await db.una<Generacion>(sql`SELECT pk_generacion, generacion FROM generaciones WHERE generacion = ${texto}`))?.pk_generacion,
  casos: () => db.todas<CasoExito>(sql`${SELECT_CASO} ORDER BY g.generacion DESC, c.nombre_norm, c.pk_caso_exito`),
  caso: (pk: number) => db.una<CasoExito>(sql`${SELECT_CASO} WHERE c.pk_caso_exito = ${pk}`),
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
