// /salud for load balancers and supervisors: 200 while the database answers (and the instance is
// not shutting down), 503 otherwise; `motor` names the engine; `correo` appears when the outbox has
// been failing for more than an hour. app.cerrando() (index.ts, on
// SIGTERM) starts the shutdown: /salud answers 503 and every answer closes its connection.
// Issue 46: /salud/listo is the same answer under the name balancers expect (readiness: take
// requests or not), /salud/vivo only says the process answers (liveness: restart it or not), so a
// database outage or a shutdown takes the instance out of rotation without getting it killed; so
// does a bucket (ALMACEN=s3) that does not answer within 2 s or refuses the credentials.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import type { Almacen } from '../imagenes/almacen';
import { CABECERAS_API } from './respuestas';
import { repoSalida } from '../db/repositorios/salida';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the shutdown: /salud answers 503 from now on (index.ts calls it on SIGTERM). */
    cerrando(): void;
  }
}

/** The outbox failing for more than an hour (its oldest failing message), or null. */
async function correoFallando(db: Db): Promise<{ estado: 'fallando'; desde: string; mensaje: string } | null> {
  try {
    const desde = await repoSalida(db).fallandoDesde();
    if (!desde || Date.parse(`${desde.replace(' ', 'T')}Z`) > Date.now() - 3600_000) return null;
    return { estado: 'fallando', desde, mensaje: `El envío de correos falla desde ${desde} (UTC).` };
  } catch {
    return null;
  }
}

export function registrarSalud(app: FastifyInstance, db: Db, almacen?: Almacen): void {
  let cerrando = false;
  app.decorate('cerrando', () => {
    cerrando = true;
  });
  // while shutting down, an answer closes its connection: a keep-alive socket whose request was in
  // flight at the signal would otherwise stay open until keepAliveTimeout, and hold the exit for DRAIN_MS
  // (synchronous, as cabeceras.ts's: an async hook costs a promise on every answer)
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (cerrando) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/salud/vivo', async (_req, reply) => reply.code(200).headers(CABECERAS_API).send({ estado: 'vivo' }));

  const listo = async (_req: unknown, reply: FastifyReply) => {
    let ok: boolean;
    try {
      ok = !cerrando && (await db.una<{ uno: number }>(sql`SELECT 1 AS uno`))?.uno === 1;
    } catch {
      ok = false;
    }
    let mensaje = cerrando ? 'El servidor se está deteniendo.' : 'La base de datos no responde.';
    if (ok && almacen?.comprobar) {
      try {
        await almacen.comprobar(2_000);
      } catch {
        ok = false;
        mensaje = 'El almacén de imágenes no responde.';
      }
    }
    // e-mail failing for more than an hour: reported beside an ok (the site itself still serves)
    const correo = ok ? await correoFallando(db) : null;
    return reply
      .code(ok ? 200 : 503)
      .headers(CABECERAS_API)
      .send(ok ? { estado: 'ok', motor: db.motor, ...(correo ? { correo } : {}) } : { estado: 'error', motor: db.motor, mensaje });
  };
  app.get('/salud', listo);
  app.get('/salud/listo', listo);
}
