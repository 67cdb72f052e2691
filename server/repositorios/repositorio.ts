// One repository per entity holds all of that entity's SQL (server/features/* hold the rules and
// call these). A repository is built once per connection: its statements are prepared when it is
// built, typed by their parameters and rows, and reused by every call.
import type { Db } from '../db/open';

/**
 * Wraps a repository factory so each connection builds it once. Statements are never pluck()ed or
 * raw()ed here: open.ts hands the same compiled statement to any caller preparing the same text.
 */
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
