// The PostgreSQL side of the tests: with PRUEBAS_POSTGRES=postgres://… every harness (and any test
// that asks) gets a schema of its own in that database, dropped when it closes; without it, null
// (the tests run on SQLite files, the default).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface EsquemaPrueba {
  url: string;
  esquema: string;
  /** `url` with the schema as its search_path: the DATABASE_URL of a server process on it (e2e, bench). */
  urlServidor: string;
  borrar(): Promise<void>;
}

export const URL_PRUEBAS = process.env.PRUEBAS_POSTGRES?.trim() || undefined;
/** Where `bash .ci/postgres.sh` serves the tests' database. */
export const URL_LOCAL = 'postgres://sitio:sitio@127.0.0.1:5432/sitio_test';

/** Whether a PostgreSQL answers at `url` (within 3 s). */
export async function postgresAlcanzable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function conCliente<T>(url: string, trabajo: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await trabajo(c);
  } finally {
    await c.end();
  }
}

export async function esquemaDePrueba(url = URL_PRUEBAS): Promise<EsquemaPrueba | null> {
  if (!url) return null;
  const esquema = `prueba_${randomBytes(6).toString('hex')}`;
  await conCliente(url, (c) => c.query(`CREATE SCHEMA ${esquema}`));
  return {
    url,
    esquema,
    urlServidor: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${esquema}`)}`,
    borrar: () => conCliente(url, (c) => c.query(`DROP SCHEMA IF EXISTS ${esquema} CASCADE`)).then(() => undefined),
  };
}
