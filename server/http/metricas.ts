// GET /metrics for monitoring (issue 46, item 4): Prometheus' text format through prom-client (the
// format's own maintained client: counters, histograms and the process's default metrics, event-loop
// delay included, rather than a hand-written exposition). Only with METRICS_TOKEN set, and only to
// `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time): without the variable the
// route does not exist (404), without the right token 401. One registry per app (two instances, or
// many apps in one test process, never share counters). Labels come from closed lists: a funcion
// not in the contract counts as "desconocida", so no caller can grow the series without bound.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import type { ServicioImagenes } from '../imagenes/imagenes';
import { funciones } from '../api/funciones';
import { fallo } from './respuestas';

const CONOCIDAS = new Set(Object.keys(funciones));

/** The kind of route a request went to (a closed list: the `tipo` label). */
export function tipoDeRuta(url: string): string {
  const ruta = url.split('?')[0];
  if (ruta === '/api.php') return 'api';
  if (ruta.startsWith('/uploads/')) return 'subidas';
  if (ruta.startsWith('/salud') || ruta === '/metrics') return 'salud';
  if (/\.(js|css|png|jpe?g|webp|avif|svg|ico|woff2?|txt|xml|webmanifest|map|gz|br)$/.test(ruta)) return 'estatico';
  if (ruta.startsWith('/panel_admin/exportar/')) return 'exportar';
  return 'pagina';
}

const funcionDe = (req: FastifyRequest): string => {
  const f = (req.body as { funcion?: unknown } | null | undefined)?.funcion;
  return typeof f === 'string' && CONOCIDAS.has(f) ? f : 'desconocida';
};

function tokenValido(dado: string | undefined, esperado: string): boolean {
  const m = /^Bearer (.+)$/.exec(dado ?? '');
  if (!m) return false;
  // equal-length digests: the comparison takes the same time whatever the token's length
  const a = crypto.createHash('sha256').update(m[1]).digest();
  const b = crypto.createHash('sha256').update(esperado).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registrarMetricas(app: FastifyInstance, piezas: { db: Db; imagenes: ServicioImagenes; token: string | undefined }): void {
  const { db, imagenes, token } = piezas;
  if (!token) return;
  const registro = new Registry();
  collectDefaultMetrics({ register: registro, prefix: 'sitio_' });
  const peticiones = new Counter({
    name: 'sitio_peticiones_total',
    help: 'Peticiones atendidas, por tipo de ruta, funcion (api.php) y estado HTTP.',
    labelNames: ['tipo', 'funcion', 'estado'] as const,
    registers: [registro],
  });
  const duracion = new Histogram({
    name: 'sitio_peticion_segundos',
    help: 'Tiempo de respuesta, por tipo de ruta y funcion (api.php).',
    labelNames: ['tipo', 'funcion'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registro],
  });
  const baseDatos = new Histogram({
    name: 'sitio_base_datos_segundos',
    help: 'Tiempo de una consulta mínima a la base de datos, medido en cada lectura de /metrics.',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registro],
  });
  new Gauge({
    name: 'sitio_salida_mensajes',
    help: 'Mensajes de la bandeja de salida de correo, por estado.',
    labelNames: ['estado'] as const,
    registers: [registro],
    async collect() {
      const t0 = performance.now();
      const filas = await db.todas<{ estado: string; n: number }>(sql`SELECT estado, COUNT(*) AS n FROM salida GROUP BY estado`);
      baseDatos.observe((performance.now() - t0) / 1000);
      this.reset();
      for (const e of ['esperando', 'fallando', 'enviado']) this.set({ estado: e }, Number(filas.find((f) => f.estado === e)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'sitio_imagenes_trabajos',
    help: 'Trabajos de imagen que esperan un proceso, por prioridad.',
    labelNames: ['prioridad'] as const,
    registers: [registro],
    collect() {
      for (const p of ['subida', 'demanda', 'fondo'] as const) this.set({ prioridad: p }, imagenes.pool.colasDe(p));
    },
  });
  new Gauge({
    name: 'sitio_conexiones_base_datos',
    help: 'Conexiones del pool de PostgreSQL, por estado (SQLite: ninguna).',
    labelNames: ['estado'] as const,
    registers: [registro],
    collect() {
      const pool = db.pool;
      if (!pool) return;
      this.set({ estado: 'total' }, pool.totalCount);
      this.set({ estado: 'libres' }, pool.idleCount);
      this.set({ estado: 'esperando' }, pool.waitingCount);
    },
  });

  app.addHook('onResponse', (req, reply, done) => {
    const tipo = tipoDeRuta(req.url);
    const funcion = tipo === 'api' ? funcionDe(req) : '';
    peticiones.inc({ tipo, funcion, estado: String(reply.statusCode) });
    duracion.observe({ tipo, funcion }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (req, reply) => {
    if (!tokenValido(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return fallo(reply, 401, 'Se necesita el token de métricas.');
    }
    const texto = await registro.metrics();
    return reply.code(200).header('cache-control', 'no-store').type(registro.contentType).send(texto);
  });
}
