// /salud for load balancers and supervisors: 200 while the database answers (and the instance is
// not shutting down), 503 otherwise; `motor` names the engine. app.cerrando() (index.ts, on
// SIGTERM) starts the shutdown: /salud answers 503 and every answer closes its connection.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { CABECERAS_API } from './respuestas';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the shutdown: /salud answers 503 from now on (index.ts calls it on SIGTERM). */
    cerrando(): void;
  }
}

export function registrarSalud(app: FastifyInstance, db: Db): void {
  let cerrando = false;
  app.decorate('cerrando', () => {
    cerrando = true;
  });
  // while shutting down, an answer closes its connection: a keep-alive socket whose request was in
  // flight at the signal would otherwise stay open until keepAliveTimeout, and hold the exit for DRAIN_MS
  app.addHook('onSend', async (_req, reply) => {
    if (cerrando) reply.header('connection', 'close');
  });

  app.get('/salud', async (_req, reply) => {
    let ok: boolean;
    try {
      ok = !cerrando && (await db.una<{ uno: number }>(sql`SELECT 1 AS uno`))?.uno === 1;
    } catch {
      ok = false;
    }
    const mensaje = cerrando ? 'El servidor se está deteniendo.' : 'La base de datos no responde.';
    return reply
      .code(ok ? 200 : 503)
      .headers(CABECERAS_API)
      .send(ok ? { estado: 'ok', motor: db.motor } : { estado: 'error', motor: db.motor, mensaje });
  });
}
