// `npm run copiar-a-postgres`: moves an existing SQLite site to PostgreSQL. Opens the SQLite file
// (DATABASE_PATH) and the PostgreSQL database (DATABASE_URL, migrated here if new), and copies
// every table, row for row and keys included, in one transaction; then moves each identity past
// the largest key copied. Refuses a destination that already has users (nothing is overwritten).
// Sessions and attempt limits are copied too: nobody is logged out by the move.
import { sql } from 'kysely';
import { readConfig } from '../config';
import { abrirBaseDatos, abrirSqlite } from '@server/abrir';
import { reconstruirIndice } from '../busqueda/indice';
import type { Db } from '../db/db';

/** Tables in the order the migrations created them (parents before children); the search index is rebuilt, not copied. */
function tablasDe(origen: Db): string[] {
  return origen
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_migraciones' AND name NOT LIKE 'busqueda%' ORDER BY rowid",
    )
    .pluck()
    .all() as string[];
}

const LOTE = 500;

/** Copies every row of `origen` (SQLite) into `destino` (PostgreSQL, migrated, without users). Rows copied per table. */
export async function copiarSqliteAPostgres(origen: Db, destino: Db): Promise<Record<string, number>> {
  if (origen.motor !== 'sqlite' || destino.motor !== 'postgres') throw new Error('Se copia de SQLite a PostgreSQL.');
  const tablas = tablasDe(origen);
  const copiadas: Record<string, number> = {};
  await destino.transaccion(async (tx) => {
    const usuarios = await tx.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM usuarios`);
    if ((usuarios?.n ?? 0) > 0) throw new Error('La base de datos PostgreSQL ya tiene usuarios: se copia solo a una base nueva o vacía.');
    // the rows the migrations seeded (topics, generations, the link) are replaced by the site's own
    for (const t of [...tablas].reverse()) await tx.ejecutar(sql`DELETE FROM ${sql.table(t)}`);
    for (const t of tablas) {
      const columnas = origen.prepare(`SELECT name FROM pragma_table_info('${t}') ORDER BY cid`).pluck().all() as string[];
      const leer = origen.prepare(`SELECT ${columnas.map((c) => `"${c}"`).join(', ')} FROM "${t}" ORDER BY rowid`).raw();
      let lote: unknown[][] = [];
      let n = 0;
      const escribir = async () => {
        if (!lote.length) return;
        const filas = lote.map((f) => sql`(${sql.join(f)})`);
        await tx.ejecutar(
          sql`INSERT INTO ${sql.table(t)} (${sql.join(columnas.map((c) => sql.ref(c)))}) OVERRIDING SYSTEM VALUE VALUES ${sql.join(filas)}`,
        );
        n += lote.length;
        lote = [];
      };
      for (const fila of leer.iterate() as Iterable<unknown[]>) {
        lote.push(fila);
        if (lote.length >= LOTE) await escribir();
      }
      await escribir();
      copiadas[t] = n;
      // identities continue after the largest key copied
      const identidad = await tx.una<{ columna: string }>(
        sql`SELECT attname AS columna FROM pg_attribute
             WHERE attrelid = ${`${t}`}::regclass AND attidentity <> '' AND NOT attisdropped`,
      );
      if (identidad) {
        await tx.ejecutar(
          sql`SELECT setval(pg_get_serial_sequence(${t}, ${identidad.columna}), COALESCE((SELECT MAX(${sql.ref(identidad.columna)}) FROM ${sql.table(t)}), 0) + 1, false)`,
        );
      }
    }
    await reconstruirIndice(tx);
    // the rebuild's writes moved the version row (busqueda has its trigger): the copy keeps the source's
    const version = origen.prepare('SELECT n FROM _version WHERE id = 1').pluck().get() as number | undefined;
    if (version !== undefined && tablas.includes('_version')) await tx.ejecutar(sql`UPDATE _version SET n = ${version} WHERE id = 1`);
  });
  return copiadas;
}

async function main(): Promise<number> {
  const config = readConfig();
  if (!config.databaseUrl) {
    console.error('Indique la base de destino en DATABASE_URL=postgres://usuario:contraseña@servidor:5432/base.');
    return 1;
  }
  const origen = abrirSqlite(config.databasePath);
  const destino = await abrirBaseDatos(config);
  try {
    const copiadas = await copiarSqliteAPostgres(origen, destino);
    for (const [t, n] of Object.entries(copiadas)) console.log(`  ${t.padEnd(24)} ${n} filas`);
    console.log(`Copia terminada: ${config.databasePath} → PostgreSQL. Arranque el sitio con DATABASE_URL y el mismo UPLOADS_DIR.`);
    return 0;
  } catch (e) {
    console.error('No se copió nada:', e instanceof Error ? e.message : e);
    return 1;
  } finally {
    await origen.cerrar();
    await destino.cerrar();
  }
}

if (require.main === module) void main().then((c) => process.exit(c));
