// Tests only: better-sqlite3's synchronous `db.prepare(sql).get/all/run` over PostgreSQL, so the
// api tests that look at rows directly run unchanged on both engines. A worker thread holds a `pg`
// client on the harness's schema; the test thread posts a query and waits on an Atomics flag.
// The SQL is the tests' SQLite text, translated: `?` placeholders, datetime('now', …) and
// total_changes() (a row counter that test-only triggers keep on every table but the limits,
// which SQLite writes through another connection).
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import type Database from 'better-sqlite3';

const CODIGO_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const pg = require('pg');
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
const { url, esquema, puerto, bandera } = workerData;
const flag = new Int32Array(bandera);
const cliente = new pg.Client({ connectionString: url, options: '-c search_path=' + esquema });
const listo = cliente.connect();
parentPort.on('message', async ({ texto, params }) => {
  let respuesta;
  try {
    await listo;
    const todas = await cliente.query(texto, params.length ? params : undefined);
    const r = Array.isArray(todas) ? todas[todas.length - 1] : todas;
    respuesta = { filas: r.rows || [], columnas: (r.fields || []).map((f) => f.name), cambios: r.rowCount ?? 0 };
  } catch (e) {
    respuesta = { error: String(e && e.message || e) };
  }
  puerto.postMessage(respuesta);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

interface Respuesta {
  filas: Record<string, unknown>[];
  columnas: string[];
  cambios: number;
  error?: string;
}

/** The tests' SQLite SQL as PostgreSQL runs it. */
export function traducir(texto: string): string {
  let n = 0;
  let enCadena = false;
  let out = '';
  for (const c of texto) {
    if (c === "'") enCadena = !enCadena;
    out += c === '?' && !enCadena ? `$${++n}` : c;
  }
  return out
    .replace(/total_changes\(\)/g, '(SELECT n FROM _cambios_prueba)')
    .replace(/datetime\('now',\s*'([^']+)'\)/g, "to_char((now() AT TIME ZONE 'UTC') + INTERVAL '$1', 'YYYY-MM-DD HH24:MI:SS')")
    .replace(/datetime\('now'\)/g, "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')");
}

export interface PgSincrono {
  prepare: Database.Database['prepare'];
  cerrar(): Promise<void>;
}

export function pgSincrono(url: string, esquema: string): PgSincrono {
  const bandera = new SharedArrayBuffer(4);
  const flag = new Int32Array(bandera);
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(CODIGO_WORKER, { eval: true, workerData: { url, esquema, puerto: port2, bandera }, transferList: [port2] });
  worker.unref();

  function consultar(texto: string, params: unknown[]): Respuesta {
    Atomics.store(flag, 0, 0);
    worker.postMessage({ texto: traducir(texto), params });
    // the flag itself, not the wake-up: the worker notifies after storing 1, so the previous
    // query's late notify can wake this wait while the flag is still 0 (the "sin respuesta del
    // worker" CI saw under load); wait again until this query's answer set it
    const hasta = Date.now() + 30_000;
    while (Atomics.load(flag, 0) === 0) {
      const resto = hasta - Date.now();
      if (resto <= 0 || Atomics.wait(flag, 0, 0, resto) === 'timed-out') throw new Error(`PostgreSQL no respondió: ${texto}`);
    }
    const m = receiveMessageOnPort(port1)?.message as Respuesta | undefined;
    if (!m) throw new Error('sin respuesta del worker');
    if (m.error) throw new Error(`${m.error} (${texto})`);
    return m;
  }

  // test-only row counter for total_changes(): every table but the limits, the security events (both
  // written through another connection on SQLite) and the bookkeeping. Statement triggers counting
  // their transition table: a row trigger cost 2.5 s of a 20,000-row INSERT … SELECT (issue 33)
  consultar(
    `CREATE TABLE _cambios_prueba (n BIGINT NOT NULL); INSERT INTO _cambios_prueba VALUES (0);
     CREATE FUNCTION _contar_prueba() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN UPDATE _cambios_prueba SET n = n + (SELECT COUNT(*) FROM filas); RETURN NULL; END $$;`,
    [],
  );
  const tablas = consultar(
    `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace
        AND relname NOT IN ('limites', 'seguridad', '_migraciones', '_version', '_cambios_prueba')`,
    [],
  ).filas.map((f) => String(f.relname));
  for (const t of tablas)
    for (const [evento, tabla] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ])
      consultar(
        `CREATE TRIGGER _contar_prueba_${evento.toLowerCase()} AFTER ${evento} ON ${t} REFERENCING ${tabla} TABLE AS filas
           FOR EACH STATEMENT EXECUTE FUNCTION _contar_prueba()`,
        [],
      );

  const prepare = (texto: string) => {
    let pluck = false;
    let raw = false;
    const esInsert = /^\s*INSERT\b/i.test(texto) && !/\bRETURNING\b/i.test(texto);
    const sentencia = {
      pluck(v = true) {
        pluck = v;
        return sentencia;
      },
      raw(v = true) {
        raw = v;
        return sentencia;
      },
      all(...params: unknown[]) {
        const r = consultar(texto, params);
        return r.filas.map((f) => (pluck ? f[r.columnas[0]] : raw ? r.columnas.map((c) => f[c]) : f));
      },
      get(...params: unknown[]) {
        return sentencia.all(...params)[0];
      },
      run(...params: unknown[]) {
        const r = consultar(esInsert ? `${texto} RETURNING *` : texto, params);
        const id = esInsert && r.filas[0] ? r.filas[0][r.columnas[0]] : 0;
        return { changes: r.cambios, lastInsertRowid: id };
      },
    };
    return sentencia;
  };
  return {
    prepare: prepare as unknown as Database.Database['prepare'],
    cerrar: () => worker.terminate().then(() => undefined),
  };
}
