// Where stored image paths live: every column that holds one. The upgrade command
// (server/cli/actualizarImagenes.ts) reads them and moves rows to a renamed file through here.
import { sql } from 'kysely';
import type { Db } from '../db/db';

export const COLUMNAS_IMAGEN = [
  ['proyecto_imagenes', 'img_proyecto'],
  ['proyectos', 'foto_miembros'],
  ['evento_imagenes', 'img_evento'],
  ['empresas_estadias', 'imagen_empresa'],
  ['casos_exito', 'foto_estudiante'],
] as const;

/** Every distinct stored image path, whatever row (active or not) uses it. */
export async function rutasGuardadas(db: Db): Promise<string[]> {
  const union = sql.join(
    COLUMNAS_IMAGEN.map(([t, c]) => sql`SELECT ${sql.ref(c)} AS ruta FROM ${sql.table(t)}`),
    sql` UNION `,
  );
  return (await db.todas<{ ruta: string }>(sql`SELECT ruta FROM (${union}) AS r WHERE ruta <> '' ORDER BY ruta`)).map((f) => f.ruta);
}

/** Points every row using `vieja` to `nueva`, in one transaction; returns the rows changed. */
export function moverRuta(db: Db, vieja: string, nueva: string): Promise<number> {
  return db.transaccion(async (tx) => {
    let n = 0;
    for (const [t, c] of COLUMNAS_IMAGEN)
      n += await tx.ejecutar(sql`UPDATE ${sql.table(t)} SET ${sql.ref(c)} = ${nueva} WHERE ${sql.ref(c)} = ${vieja}`);
    return n;
  });
}
