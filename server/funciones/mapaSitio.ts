// What /sitemap.xml lists beyond the fixed public pages: every active project and every active
// company's experiences page, with the date each last changed as far as the rows record it (a
// project's or event's last edit, not its creation).
import { sql } from 'kysely';
import type { Db } from '../db/db';

export interface EntradaMapa {
  pk: number;
  nombre: string;
  /** 'YYYY-MM-DD HH:MM:SS' UTC. */
  fecha: string;
}

export function proyectosDelMapa(db: Db): Promise<EntradaMapa[]> {
  return db.todas<EntradaMapa>(
    sql`SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, COALESCE(editado, creado) AS fecha FROM proyectos WHERE activo = 1 ORDER BY pk_proyecto`,
  );
}

/** A company's page changes when an experience is added to it. */
export function empresasDelMapa(db: Db): Promise<EntradaMapa[]> {
  const ultima = sql`COALESCE((SELECT MAX(x.creado) FROM experiencias_estadias x WHERE x.fk_empresa_estadia = e.pk_empresa_estadia AND x.activo = 1 AND x.estatus = 1), '')`;
  return db.todas<EntradaMapa>(
    sql`SELECT e.pk_empresa_estadia AS pk, e.nombre_empresa AS nombre, ${db.mayor(sql`e.creado`, ultima)} AS fecha
          FROM empresas_estadias e WHERE e.activo = 1 ORDER BY e.pk_empresa_estadia`,
  );
}

/** The forum's topics (fixed rows) and the date of the last validated question in each. */
export function topicosDelMapa(db: Db): Promise<{ pk: number; fecha: string | null }[]> {
  return db.todas<{ pk: number; fecha: string | null }>(
    sql`SELECT t.pk_topico_pregunta AS pk, (SELECT MAX(p.moderada) FROM preguntas p WHERE p.fk_topico = t.pk_topico_pregunta AND p.estado = 'validada') AS fecha
          FROM topicos t ORDER BY t.pk_topico_pregunta`,
  );
}

/** The most recent change among the rows a public list shows. */
export async function ultimoCambio(db: Db, tabla: 'proyectos' | 'eventos' | 'empresas_estadias' | 'casos_exito'): Promise<string | null> {
  // events record their last edit (a deactivation too, which changes the list): every row's counts
  if (tabla === 'eventos') return (await db.una<{ m: string | null }>(sql`SELECT MAX(COALESCE(editado, creado)) AS m FROM eventos`))?.m ?? null;
  const activos = tabla === 'casos_exito' ? sql`` : sql` WHERE activo = 1`; // graduates are deleted, not deactivated
  return (await db.una<{ m: string | null }>(sql`SELECT MAX(creado) AS m FROM ${sql.table(tabla)}${activos}`))?.m ?? null;
}
