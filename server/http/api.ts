// POST /api.php: the form's fields → the pipeline (api/llamar.ts) with this request's rules: a
// write needs an allowed Origin, a refusal for role or limit is a security event, the session
// cookie is opened, rotated and closed here, and an accepted call refreshes the session's activity.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import type { Limites } from '../autenticacion/limites';
import type { Almacen } from '../imagenes/almacen';
import type { ServicioImagenes } from '../imagenes/imagenes';
import { COOKIE_SESION, crearSesion, destruirSesion, buscarSesion, tocarSesion } from '../autenticacion/sesiones';
import { cookieSesion, leerCookies } from '../autenticacion/cookies';
import { rechazoRegistrado } from '@server/autenticacion/seguridad';
import { Subidas } from '../imagenes/subidas';
import { Serializada } from '../api/memoria';
import { llamar, type Entorno } from '../api/llamar';
import { CABECERAS_API, fallo } from './respuestas';
import { enManejador } from './peticiones';

export interface PiezasApi {
  db: Db;
  config: AppConfig;
  limites: Limites;
  almacen: Almacen;
  imagenes: ServicioImagenes;
}

const ORIGEN = { status: 403, mensaje: 'Origen de la solicitud no permitido.' };

export function registrarApi(app: FastifyInstance, { db, config, limites, almacen, imagenes }: PiezasApi): void {
  const inactividad = { personal: config.sesionInactivaMinutos, alumno: config.sesionInactivaMinutosAlumno };

  function origenPermitido(req: FastifyRequest): boolean {
    const origin = req.headers.origin;
    if (!origin) return true; // non-browser clients; browsers always send Origin on POST
    if (origin === `${req.protocol}://${req.headers.host}`) return true;
    return config.allowedOrigins.includes(origin);
  }

  app.post('/api.php', async (req, reply) => {
    enManejador.add(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const nombre = typeof body.funcion === 'string' ? body.funcion : '';
    if (!nombre) return fallo(reply, 400, 'Falta el campo «funcion».');

    let token: string | undefined = leerCookies(req.headers.cookie)[COOKIE_SESION];
    const entorno: Entorno = {
      db,
      config,
      limites,
      ip: req.ip,
      request: req,
      reply,
      sesion: () => buscarSesion(db, token, inactividad),
      escritura: () => (origenPermitido(req) ? null : ORIGEN),
      rechazada: (funcion, usuario, motivo) => rechazoRegistrado(db, limites, req.ip, funcion, usuario, motivo, config.rechazosPorMinuto),
      subidas: () => new Subidas(almacen, config.maxImageBytes, imagenes),
      async abrirSesion(pkUsuario, enDb) {
        await destruirSesion(enDb, token);
        token = await crearSesion(enDb, pkUsuario, config.sessionHours, { direccion: req.ip, navegador: req.headers['user-agent'] });
        // no Max-Age: the cookie ends with the browser (shared lab computers); the row ends after
        // SESSION_HOURS or SESION_INACTIVA_MINUTOS without calls, whichever comes first
        reply.header('set-cookie', cookieSesion(COOKIE_SESION, token, { secure: config.cookieSecure }));
      },
      async cerrarSesion(enDb) {
        await destruirSesion(enDb, token);
        token = undefined;
        reply.header('set-cookie', cookieSesion(COOKIE_SESION, '', { maxAge: 0, secure: config.cookieSecure }));
      },
      // the session's last activity, after an accepted call only (a refused call changes no row)
      async aceptada(usuario) {
        if (token && usuario) await tocarSesion(db, usuario);
      },
    };
    const r = await llamar(nombre, body, entorno);
    if ('error' in r) req.log.error(r.error);
    reply.code(r.status).headers(CABECERAS_API);
    if (r.body instanceof Serializada) {
      const { datos, codificacion } = r.body.cuerpo(req.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      if (codificacion) reply.header('content-encoding', codificacion);
      return reply.send(datos);
    }
    return reply.send(r.body);
  });

  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH'],
    url: '/api.php',
    handler: async (_req, reply) => fallo(reply.header('allow', 'POST'), 405, 'Use POST para llamar a la API.'),
  });
}
