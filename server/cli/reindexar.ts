// `npm run reindexar`: rebuilds the search index of an existing database (DATABASE_PATH, or
// DATABASE_URL) from its content, in one transaction; idempotent. The server also builds it at
// start when the database has none (a site upgraded from a version without search).
import { readConfig } from '../config';
import { abrirBaseDatos } from '@server/abrir';
import { reconstruirIndice } from '../busqueda/indice';

async function main(): Promise<void> {
  const db = await abrirBaseDatos(readConfig());
  try {
    const n = await reconstruirIndice(db);
    console.log(`Índice de búsqueda reconstruido: ${n} elementos.`);
  } finally {
    await db.cerrar();
  }
}

main().catch((e: unknown) => {
  console.error('No se pudo reconstruir el índice de búsqueda:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
