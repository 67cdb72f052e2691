// Throughput and p99 of api.php funciones at 50 connections on loopback (autocannon, bounded
// duration), beside a minimal multipart + SQLite handler on the same fastify (the floor), on both engines.
import { spawn } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { normalizar } from '@server/db/normalizar';
import type { Medicion } from './comun';
import { iniciarSitio, type Sitio } from '../e2e/arnes';
import { URL_LOCAL, URL_PRUEBAS, esquemaDePrueba, postgresAlcanzable } from '@server/pruebas/postgres';

export const URL_PG = URL_PRUEBAS ?? URL_LOCAL;

/** The row of measures that need PostgreSQL when none answers: a failure where CI sets PRUEBAS_POSTGRES, a note elsewhere. */
export function filaSinPostgres(nombre: string): Medicion {
  return {
    nombre,
    valor: 0,
    unidad: '',
    presupuesto: URL_PRUEBAS ? 'disponible' : undefined,
    ok: URL_PRUEBAS ? false : undefined,
    nota: `sin PostgreSQL en ${URL_PG} (bash .ci/postgres.sh lo instala y lo arranca)`,
  };
}

export const CONEXIONES = 50;
const DURACION_S = Number(process.env.BENCH_CARGA_S ?? 10);

export function cuerpoMultipart(campos: Record<string, string>): { body: Buffer; tipo: string } {
  const b = '----bench' + Date.now().toString(16);
  const partes = Object.entries(campos).map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { body: Buffer.from(partes.join('') + `--${b}--\r\n`), tipo: `multipart/form-data; boundary=${b}` };
}

export interface ResultadoCarga {
  rps: number;
  /** Reported by cargar() (other measures may leave them out). */
  p50?: number;
  /** Computed from every 2xx response's time (autocannon's histogram has no p95). */
  p95?: number;
  p97_5?: number;
  p99: number;
  errores: number;
  no2xx: number;
}

export async function cargar(url: string, campos: Record<string, string>, duracion = DURACION_S, cookie?: string): Promise<ResultadoCarga> {
  const { body, tipo } = cuerpoMultipart(campos);
  return medir({
    url: `${url}/api.php`,
    method: 'POST',
    // what every browser sends: the api may answer big public lists compressed (the floor ignores it)
    headers: { 'content-type': tipo, 'accept-encoding': 'gzip, deflate, br, zstd', ...(cookie ? { cookie } : {}) },
    body,
    connections: CONEXIONES,
    duration: duracion,
  });
}

/** A GET of `ruta` under the same load (GET /salud, one `SELECT 1`: the fastest route the site has). */
export function cargarGet(url: string, ruta: string, duracion = DURACION_S): Promise<ResultadoCarga> {
  return medir({ url: `${url}${ruta}`, connections: CONEXIONES, duration: duracion });
}

async function medir(opciones: autocannon.Options): Promise<ResultadoCarga> {
  const tiempos: number[] = [];
  // without a callback autocannon returns its tracker, thenable; its types only say the promise
  const corrida = autocannon(opciones);
  (corrida as unknown as EventEmitter).on('response', (_cliente: unknown, estado: number, _bytes: number, ms: number) => {
    if (estado >= 200 && estado < 300) tiempos.push(ms);
  });
  const r = await corrida;
  tiempos.sort((a, b) => a - b);
  const p95 = tiempos.length ? Math.round(tiempos[Math.min(tiempos.length - 1, Math.ceil(tiempos.length * 0.95) - 1)]) : undefined;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p95,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errores: r.errors + r.timeouts,
    no2xx: r.non2xx,
  };
}

/** The floor (bench/pisoServidor.ts) in its own process, like the real server. */
export async function piso(dist?: string): Promise<{ url: string; cerrar(): Promise<void> }> {
  const hijo = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pisoServidor.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // with `dist`, it also serves the built floor app (bench/floor/dist), as the site serves its own
    env: dist ? { ...process.env, PISO_DIST: dist } : process.env,
  });
  const puerto = await new Promise<string>((resolve, reject) => {
    let out = '';
    hijo.stdout.on('data', (d) => {
      out += d;
      const m = /PUERTO=(\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    hijo.once('exit', () => reject(new Error('el piso terminó al iniciar')));
  });
  return {
    url: `http://127.0.0.1:${puerto}`,
    cerrar: () =>
      new Promise<void>((resolve) => {
        hijo.once('exit', () => resolve());
        hijo.kill('SIGTERM');
      }),
  };
}

/** The three rows of one load beside the floor's `pisoRps`: req/s ÷ floor (≥ 0.8), p99 (≤ 25 ms)
 * and errors (none); `ratio` names the first row, `nombre` the other two. With `gate`, the first
 * two fail plain --check too (issue 34); else they are timings, gated with --estricto. */
export function filasFrenteAlPiso(r: ResultadoCarga, pisoRps: number, ratio: string, nombre: string, gate = false): Medicion[] {
  const veces = r.rps / pisoRps;
  const tiempo = gate ? undefined : true;
  return [
    { nombre: ratio, valor: veces, unidad: '×', presupuesto: '≥ 0.8', ok: veces >= 0.8, tiempo, nota: `${Math.round(r.rps)} req/s` },
    { nombre: `${nombre}: p99 a ${CONEXIONES} conexiones`, valor: r.p99, unidad: 'ms', presupuesto: '≤ 25', ok: r.p99 <= 25, tiempo },
    { nombre: `${nombre}: errores y respuestas no 2xx`, valor: r.errores + r.no2xx, unidad: '', presupuesto: '0', ok: r.errores + r.no2xx === 0 },
  ];
}

/**
 * Each public read against the real server with `proyectos` active projects, on SQLite and then on
 * PostgreSQL (a second server started on the filled schema), beside the floor: req/s ÷ floor and
 * p99 gate --check (issue 34). Without PostgreSQL its row says so (and fails where CI expects it).
 */
export async function medirCarga(casos: { funcion: string; campos?: Record<string, string> }[], proyectos: number): Promise<Medicion[]> {
  const base = await piso();
  const filas: Medicion[] = [];
  const medirCasos = async (motor: string, sitio: Sitio, pisoRps: number) => {
    for (const c of casos) {
      await cargar(sitio.url, { funcion: c.funcion, ...c.campos }, 2); // warm-up
      const r = await cargar(sitio.url, { funcion: c.funcion, ...c.campos });
      filas.push(...filasFrenteAlPiso(r, pisoRps, `${motor}, ${c.funcion}: req/s ÷ piso`, `${motor}, ${c.funcion}`, true));
    }
  };
  try {
    await cargar(base.url, { funcion: 'traerTopicos' }, 2); // warm-up (JIT)
    const p = await cargar(base.url, { funcion: 'traerTopicos' });
    filas.push({
      nombre: `piso multipart + SQLite: req/s a ${CONEXIONES} conexiones`,
      valor: Math.round(p.rps),
      unidad: 'req/s',
      nota: `p99 ${p.p99} ms`,
    });
    const sqlite = await iniciarSitio({ semilla: 'todo' });
    try {
      sembrarProyectos(sqlite.databasePath, proyectos);
      await medirCasos('SQLite', sqlite, p.rps);
    } finally {
      await sqlite.cerrar();
    }
    if (!(await postgresAlcanzable(URL_PG))) {
      filas.push(filaSinPostgres('PostgreSQL: lecturas públicas frente al piso'));
      return filas;
    }
    const esquema = (await esquemaDePrueba(URL_PG))!;
    const migrado = await iniciarSitio({ semilla: 'todo', env: { DATABASE_URL: esquema.urlServidor } });
    let pgSitio: Sitio | undefined;
    try {
      await sembrarProyectosPg(esquema.urlServidor, proyectos);
      // a server started after the rows are in: nothing of them is cached from before
      pgSitio = await iniciarSitio({ semilla: 'nada', env: { DATABASE_URL: esquema.urlServidor }, dir: migrado.dir });
      await medirCasos('PostgreSQL', pgSitio, p.rps);
    } finally {
      await pgSitio?.cerrar();
      await migrado.cerrar();
      await esquema.borrar();
    }
  } finally {
    await base.cerrar();
  }
  return filas;
}

/** The load test's projects beyond the `hay` already there, up to `total` (3 images and 3 members each). */
function proyectosDeCarga(hay: number, total: number) {
  return Array.from({ length: Math.max(0, total - hay) }, (_, k) => {
    const nombre = `Proyecto de carga ${hay + k + 1}: sistema de gestión escolar`;
    return {
      nombre,
      norm: normalizar(nombre),
      cuatrimestre: ((hay + k) % 11) + 1,
      descripcion: 'Descripción del proyecto de prueba de carga. '.repeat(4),
    };
  });
}
const INSERTAR_PROYECTO =
  'INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros) VALUES (?, ?, ?, ?, ?, ?)';
const INSERTAR_IMAGEN = 'INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, ?)';
const INSERTAR_MIEMBRO = 'INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (?, ?, ?)';

/** Fills the projects list to `total` active projects (3 images and 3 members each), in place. */
export function sembrarProyectos(databasePath: string, total: number): void {
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 5000');
  const hay = db.prepare('SELECT COUNT(*) FROM proyectos WHERE activo = 1').pluck().get() as number;
  const img = db.prepare('SELECT img_proyecto FROM proyecto_imagenes LIMIT 1').pluck().get() as string | undefined;
  const [insP, insI, insM] = [INSERTAR_PROYECTO, INSERTAR_IMAGEN, INSERTAR_MIEMBRO].map((q) => db.prepare(q));
  db.transaction(() => {
    for (const p of proyectosDeCarga(hay, total)) {
      const pk = Number(insP.run(p.nombre, p.norm, p.cuatrimestre, p.descripcion, '', img ?? '').lastInsertRowid);
      for (let k = 0; k < 3; k++) insI.run(pk, img ?? `uploads/proyectos/carga${k}.png`, k);
      for (let k = 0; k < 3; k++) insM.run(pk, `Integrante ${k + 1}`, k);
    }
  })();
  db.close();
}

/** The same on PostgreSQL (`url` with the schema as its search_path), before a server starts on it. */
export async function sembrarProyectosPg(url: string, total: number): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const $ = (q: string) => q.replace(/\?/g, (_, i: number) => `$${q.slice(0, i).split('?').length}`);
  try {
    await c.query('BEGIN');
    const hay = Number((await c.query<{ n: string }>('SELECT COUNT(*) AS n FROM proyectos WHERE activo = 1')).rows[0].n);
    const img = (await c.query<{ img_proyecto: string }>('SELECT img_proyecto FROM proyecto_imagenes LIMIT 1')).rows[0]?.img_proyecto;
    for (const p of proyectosDeCarga(hay, total)) {
      const r = await c.query<{ pk: number }>(`${$(INSERTAR_PROYECTO)} RETURNING pk_proyecto AS pk`, [
        p.nombre,
        p.norm,
        p.cuatrimestre,
        p.descripcion,
        '',
        img ?? '',
      ]);
      for (let k = 0; k < 3; k++) await c.query($(INSERTAR_IMAGEN), [r.rows[0].pk, img ?? `uploads/proyectos/carga${k}.png`, k]);
      for (let k = 0; k < 3; k++) await c.query($(INSERTAR_MIEMBRO), [r.rows[0].pk, `Integrante ${k + 1}`, k]);
    }
    await c.query('COMMIT');
  } finally {
    await c.end();
  }
}
