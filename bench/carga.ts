// Throughput and p99 of api.php funciones at 50 connections on loopback (autocannon, bounded
// duration), beside a minimal multipart + SQLite handler on the same fastify (the floor).
import { spawn } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { normalizar } from '@server/db/normalizar';
import type { Medicion } from './comun';
import { iniciarSitio, type Sitio } from '../e2e/arnes';

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
 * and errors (none); `ratio` names the first row, `nombre` the other two. */
export function filasFrenteAlPiso(r: ResultadoCarga, pisoRps: number, ratio: string, nombre: string): Medicion[] {
  const veces = r.rps / pisoRps;
  return [
    { nombre: ratio, valor: veces, unidad: '×', presupuesto: '≥ 0.8', ok: veces >= 0.8, tiempo: true, nota: `${Math.round(r.rps)} req/s` },
    { nombre: `${nombre}: p99 a ${CONEXIONES} conexiones`, valor: r.p99, unidad: 'ms', presupuesto: '≤ 25', ok: r.p99 <= 25, tiempo: true },
    { nombre: `${nombre}: errores y respuestas no 2xx`, valor: r.errores + r.no2xx, unidad: '', presupuesto: '0', ok: r.errores + r.no2xx === 0 },
  ];
}

/** Measures each funcion against the real server (prepared by `preparar`) beside the floor. */
export async function medirCarga(
  casos: { funcion: string; campos?: Record<string, string> }[],
  preparar: (sitio: Sitio) => Promise<void> = async () => {},
): Promise<Medicion[]> {
  const base = await piso();
  const sitio = await iniciarSitio({ semilla: 'todo' });
  const filas: Medicion[] = [];
  try {
    await preparar(sitio);
    await cargar(base.url, { funcion: 'traerTopicos' }, 2); // warm-up (JIT)
    const p = await cargar(base.url, { funcion: 'traerTopicos' });
    filas.push({
      nombre: `piso multipart + SQLite: req/s a ${CONEXIONES} conexiones`,
      valor: Math.round(p.rps),
      unidad: 'req/s',
      nota: `p99 ${p.p99} ms`,
    });
    for (const c of casos) {
      await cargar(sitio.url, { funcion: c.funcion, ...c.campos }, 2); // warm-up
      const r = await cargar(sitio.url, { funcion: c.funcion, ...c.campos });
      filas.push(...filasFrenteAlPiso(r, p.rps, `${c.funcion}: req/s ÷ piso`, c.funcion));
    }
  } finally {
    await sitio.cerrar();
    await base.cerrar();
  }
  return filas;
}

/** Fills the projects list to `total` active projects (3 images and 3 members each), in place. */
export function sembrarProyectos(databasePath: string, total: number): void {
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 5000');
  const hay = db.prepare('SELECT COUNT(*) FROM proyectos WHERE activo = 1').pluck().get() as number;
  const img = db.prepare('SELECT img_proyecto FROM proyecto_imagenes LIMIT 1').pluck().get() as string | undefined;
  const insP = db.prepare(
    'INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insI = db.prepare('INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, ?)');
  const insM = db.prepare('INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let i = hay; i < total; i++) {
      const nombre = `Proyecto de carga ${i + 1}: sistema de gestión escolar`;
      const pk = Number(
        insP.run(nombre, normalizar(nombre), (i % 11) + 1, 'Descripción del proyecto de prueba de carga. '.repeat(4), '', img ?? '').lastInsertRowid,
      );
      for (let k = 0; k < 3; k++) insI.run(pk, img ?? `uploads/proyectos/carga${k}.png`, k);
      for (let k = 0; k < 3; k++) insM.run(pk, `Integrante ${k + 1}`, k);
    }
  })();
  db.close();
}
