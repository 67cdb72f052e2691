// What the search index holds of one item (a Documento), and the two SQL helpers every entity's
// search source (its repository's `Entidad.busqueda`) shares.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/db';
import type { TipoResultado } from '@/shared/api/contrato/busqueda';

export interface Documento {
  tipo: TipoResultado;
  pk: number;
  titulo: string;
  texto: string;
  enlace: string;
}

/** One item's documents (its pk) or the whole kind's (null); an item the public site does not show gives none. */
export type FuenteBusqueda = (db: Db, pk: number | null) => Promise<Documento[]>;

/** `AND columna = pk`, or nothing for the whole kind. */
export const solo = (columna: string, pk: number | null): RawBuilder<unknown> => (pk === null ? sql`` : sql`AND ${sql.ref(columna)} = ${pk}`);

/** Rows of a child table grouped by their parent's pk, in order. */
export async function hijos(db: Db, q: RawBuilder<{ padre: number; texto: string }>): Promise<Map<number, string[]>> {
  const m = new Map<number, string[]>();
  for (const f of await db.todas(q)) m.set(f.padre, [...(m.get(f.padre) ?? []), f.texto]);
  return m;
}
