// One repository per entity holds all of that entity's SQL (each entity's funciones.ts holds the rules and
// call these). The SQL is Kysely's `sql` template, the same text on SQLite and PostgreSQL (the few
// engine-specific expressions come from db/db.ts: ahora, diasDesde, mayor); every method is
// asynchronous and typed by its parameters and rows. Inside a write, `db` is the transaction.
import type { Db } from '../db';

/** Wraps a repository factory so each connection (or transaction) builds it once. */
export function repositorio<R>(crear: (db: Db) => R): (db: Db) => R {
  const porConexion = new WeakMap<Db, R>();
  return (db) => {
    let repo = porConexion.get(db);
    if (!repo) porConexion.set(db, (repo = crear(db)));
    return repo;
  };
}

/** Row count of a `SELECT COUNT(*) AS n` statement. */
export interface Cuenta {
  n: number;
}
