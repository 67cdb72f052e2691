// PostgreSQL for the journeys that also run on it (dos instancias, lote, semestre): PRUEBAS_POSTGRES
// (CI sets it, after `bash .ci/postgres.sh`), or the local default. Known while jest collects the
// tests (a test is skipped when it is declared, before any hook runs): without a server the tests
// are skipped (reported as skipped, not passed); when PRUEBAS_POSTGRES is set and nothing answers,
// they run and fail, since CI asked for PostgreSQL.
import { spawnSync } from 'node:child_process';
import { URL_LOCAL, URL_PRUEBAS, esquemaDePrueba, type EsquemaPrueba } from '@server/pruebas/postgres';

export const URL_PG = URL_PRUEBAS ?? URL_LOCAL;
export const OBLIGATORIO = URL_PRUEBAS !== undefined;

/** Whether a PostgreSQL answers at `url`: a child node with `pg`, synchronously, within 3 s. */
function postgresResponde(url: string): boolean {
  const sonda = `const c = new (require(process.argv[1]).Client)({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', sonda, require.resolve('pg'), url], { timeout: 10_000, stdio: 'ignore' }).status === 0;
}

/** Probed once per journey file; `quien` and `omitido` name it in the warning when it is skipped. */
export function sondearPostgres(quien: string, omitido: string): { disponible: boolean; conPostgres: typeof test } {
  const disponible = postgresResponde(URL_PG);
  if (!disponible && !OBLIGATORIO) console.warn(`${quien}: sin PostgreSQL en ${URL_PG}; ${omitido} (bash .ci/postgres.sh)`);
  return { disponible, conPostgres: disponible || OBLIGATORIO ? test : test.skip };
}

/**
 * A fresh schema for a journey's sites, or null when PostgreSQL is absent and nobody asked for it
 * (its tests are skipped); when CI asked for it and nothing answers, the hook fails.
 */
export async function esquemaParaRecorrido(disponible: boolean): Promise<EsquemaPrueba | null> {
  if (!disponible) {
    if (OBLIGATORIO) throw new Error(`PRUEBAS_POSTGRES=${URL_PG} no responde: bash .ci/postgres.sh lo instala y lo arranca`);
    return null;
  }
  const esquema = await esquemaDePrueba(URL_PG);
  if (!esquema) throw new Error(`PostgreSQL no responde en ${URL_PG}`);
  return esquema;
}
