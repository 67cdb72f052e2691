// The enrolment link's SQL: one row (id = 1).
// Its tables: server/db/migrations/001_base.sql (numbered in one shared order).
import { rutas } from '@/shared/rutas';
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { Entidad } from '@server/db/repositorios/entidad';
import { revisionEnlace } from './revision';

export interface Enlace {
  enlace: string;
  estatus: 0 | 1;
}

export const repoEnlace = repositorio((db: Db) => ({
  leer: async (): Promise<Enlace> =>
    (await db.una<Enlace>(sql`SELECT enlace, estatus FROM enlace WHERE id = 1`)) ?? { enlace: '', estatus: 0 as const },
  guardar: async (e: Enlace) => void (await db.ejecutar(sql`UPDATE enlace SET enlace = ${e.enlace}, estatus = ${e.estatus} WHERE id = 1`)),
}));

/** The enrolment link: in the audit trail, its one row. */
export const entidadEnlace: Entidad = {
  entidad: 'enlace',
  revision: revisionEnlace,
  editor: () => rutas.admin.editarEnlace,
  fila: async (db) => (await db.una<Record<string, unknown>>(sql`SELECT enlace, estatus FROM enlace WHERE id = 1`)) ?? null,
};
