// Where stored image paths live: every column that holds one, as each entity declares it
// (`imagenes` of its Entidad: no list here to edit). The upgrade command
// (server/cli/actualizarImagenes.ts) reads them and moves rows to a renamed file through here.
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { ENTIDADES } from '@server/db/entidades';
import type { Entidad } from './entidad';

/** Every (table, column) pair that holds an image path, from the entities' declarations, each once. */
export function columnasImagen(entidades: readonly Entidad[] = ENTIDADES): (readonly [string, string])[] {
  const vistas = new Map<string, readonly [string, string]>();
  for (const e of entidades) for (const { tabla, columna } of e.imagenes ?? []) vistas.set(`${tabla}.${columna}`, [tabla, columna]);
  return [...vistas.values()];
}

export const COLUMNAS_IMAGEN = columnasImagen();

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
