// A hard delete of personal data (eliminarEgresado, issue 45): the item must really go, so after
// the write, in its transaction, everything kept about it goes too: its revisions (a "Restaurar"
// would publish it again), its preview links, its edit locks and everyone's drafts of it; its audit
// entries (this write's own included) keep who and when, and say only `texto`. The images its
// revisions used are returned, for removal once the write commits (unless the library or another
// item uses them).
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { esRutaGuardada } from '../imagenes/subidas';

/** Every stored image path among the strings of `valor` (a revision's content), added to `rutas`. */
export function rutasDe(valor: unknown, rutas: Set<string>): void {
  if (typeof valor === 'string') {
    if (esRutaGuardada(valor)) rutas.add(valor);
  } else if (valor && typeof valor === 'object') {
    for (const v of Object.values(valor)) rutasDe(v, rutas);
  }
}

/** Erases what is kept of item `pk` of `entidad` (its wire name) and answers the image paths its revisions used. */
export async function borrarRastro(tx: Db, entidad: string, pk: number, texto: string): Promise<string[]> {
  const rutas = new Set<string>();
  const contenidos = await tx.todas<{ contenido: string }>(sql`SELECT contenido FROM revisiones WHERE entidad = ${entidad} AND pk = ${pk}`);
  for (const { contenido } of contenidos) {
    try {
      rutasDe(JSON.parse(contenido), rutas);
    } catch {
      // an unreadable revision is removed all the same
    }
  }
  await tx.ejecutar(sql`DELETE FROM revisiones WHERE entidad = ${entidad} AND pk = ${pk}`);
  await tx.ejecutar(sql`DELETE FROM vistas_previas WHERE entidad = ${entidad} AND pk_item = ${pk}`);
  await tx.ejecutar(sql`DELETE FROM bloqueos_edicion WHERE entidad = ${entidad} AND pk_item = ${pk}`);
  await tx.ejecutar(sql`DELETE FROM borradores_edicion WHERE entidad = ${entidad} AND pk_item = ${pk}`);
  await tx.ejecutar(sql`UPDATE bitacora SET resumen = ${texto} WHERE entidad = ${entidad} AND pk_entidad = ${pk}`);
  return [...rutas];
}
