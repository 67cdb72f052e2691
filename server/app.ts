// buildApp(): the fastify instance (no listen). One POST /api.php endpoint dispatching on the form
// field `funcion` through the table in funciones.ts; the built SPA (precompressed, history
// fallback) and /uploads as static files; security headers on every answer.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { sql } from 'kysely';
import type { Db } from './db/open';
import type { AppConfig } from './config';
import type { Ctx } from './funcion';
import { ejecutarFuncion } from './funcion';
import { buscarFuncion, negado } from './acceso';
import { ErrorApi } from './errors';
import { rechazoRegistrado } from './seguridad';
import { primerMensaje } from './validation';
import { SESSION_COOKIE, createSession, destroySession, findSession, tocarSesion } from './auth/sessions';
import { Limites } from './auth/limites';
import { Subidas } from './uploads';
import { almacenDe } from './almacen';
import { cookieSesion, leerCookies } from './auth/cookies';
import { Serializada } from './memoria';
import { registrarSsr, type ModuloSsr } from './ssr';
import { CSP_TOQUES } from './ssr/html';
import { opcionesDe, servicioDe } from './imagenes';
import { camposMultipart, contarCuerpo, todaParteEnFlujo } from './cuerpo';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the shutdown: /salud answers 503 from now on (index.ts calls it on SIGTERM). */
    cerrando(): void;
  }
}

const MENSAJE_GRANDE = 'La solicitud es demasiado grande. Reduzca el tamaño o la cantidad de imágenes.';
export const MENSAJE_INTERNO = 'Ocurrió un error en el servidor. Inténtelo de nuevo más tarde.';

export interface BuildOptions {
  db: Db;
  config: AppConfig;
  logger?: boolean;
  /** The SSR module (tests pass the source; by default the built bundle, when there is one). */
  ssr?: ModuloSsr;
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)(\.br|\.gz)?$/;

function securityHeaders(config: AppConfig): Record<string, string> {
  const connect = ["'self'", ...config.allowedOrigins].join(' ');
  return {
    'content-security-policy': [
      "default-src 'self'",
      // the inline script of a server-rendered page that records taps before the app starts, by its hash
      `script-src 'self' ${CSP_TOQUES}`,
      "style-src 'self'",
      "img-src 'self' data: blob:",
      `connect-src ${connect}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/**
 * Headers of every api.php answer, set once in the handler: JSON is never a document, so its CSP
 * only forbids everything, and an answer (which may carry personal data) is never cached. Shorter
 * than the documents' set, and no hook work per call.
 */
const CABECERAS_API: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/** Uploaded files and their variants: immutable (names are never reused), never a document. */
const CABECERAS_SUBIDA = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
};

function fallo(reply: FastifyReply, status: number, mensaje: string) {
  return reply.code(status).headers(CABECERAS_API).send({ codigo: 0, mensaje });
}

/** Maps framework errors (body too large, bad content type…) to Spanish answers without details. */
function erroresDelMarco(error: FastifyError): { status: number; mensaje: string } {
  const code = error.code ?? '';
  if (
    code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_PARTS_LIMIT' ||
    error.statusCode === 413
  ) {
    return { status: 413, mensaje: MENSAJE_GRANDE };
  }
  if (code === 'FST_FILES_LIMIT') return { status: 400, mensaje: 'Las imágenes deben enviarse dentro del formulario, no como archivos.' };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return { status: 415, mensaje: 'Formato de solicitud no admitido: envíe un formulario.' };
  }
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 400, mensaje: 'La dirección solicitada no es válida.' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, mensaje: 'La solicitud no es válida.' };
  }
  return { status: 500, mensaje: MENSAJE_INTERNO };
}

const escaparHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The login refused without JavaScript: the message, and the form again with the user name (never the password). */
function paginaLoginFallida(mensaje: string, usuario: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Iniciar sesión</title></head><body><main><h1>Iniciar sesión</h1><p role="alert">${escaparHtml(mensaje)}</p><form method="post" action="/login"><p><label>Usuario <input name="usuario" autocomplete="username" value="${escaparHtml(usuario.slice(0, 200))}"></label></p><p><label>Contraseña <input type="password" name="contrasena" autocomplete="current-password"></label></p><p><button type="submit">Entrar</button></p></form><p><a href="/">Ir al inicio</a></p></main></body></html>`;
}

/**
 * Trusts the `saltos` nearest hops (the socket peer is hop 0): with one reverse proxy in front, the
 * client address is the last one it appended to X-Forwarded-For, whatever the client wrote before.
 */
const confiarSaltos = (saltos: number) => (_direccion: string, salto: number) => salto < saltos;

export async function buildApp({ db, config, logger = false, ssr: moduloSsr }: BuildOptions): Promise<FastifyInstance> {
  // uploaded images (almacen.ts): the UPLOADS_DIR folder every instance shares
  const almacen = almacenDe(config.uploadsDir);
  // image work in its bounded pool of processes (IMAGE_WORKERS, IMAGE_TIME_LIMIT_MS, IMAGE_QUEUE…)
  const imagenes = servicioDe(almacen, opcionesDe(config));
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimit,
    // slow or idle clients cannot hold a connection forever (config.ts; Node checks these timers
    // every connectionsCheckingInterval, so a short timeout needs a short interval)
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(Math.min(config.headersTimeoutMs, config.requestTimeoutMs) / 4))),
    },
    // a hop count or the proxies' addresses (config.ts): never every client-supplied X-Forwarded-For
    // (fastify itself trusts no hop for a bare number: the count is the function below)
    trustProxy: typeof config.trustProxy === 'number' ? confiarSaltos(config.trustProxy) : config.trustProxy,
    // errors the router raises before any handler (a URL with bad %-encoding) get our answer too
    frameworkErrors: (error, _req, reply) => {
      const { status, mensaje } = erroresDelMarco(error);
      void fallo(reply, status, mensaje);
    },
  });
  const headers = securityHeaders(config);
  const limites = new Limites(db);
  const inactividad = { personal: config.sesionInactivaMinutos, alumno: config.sesionInactivaMinutosAlumno };

  // a cap on open connections; the last `connectionsReserved` below it are kept for /salud
  // (a request for anything else past that point is answered 503 at once and its connection closed)
  let abiertas = 0;
  app.server.maxConnections = config.maxConnections;
  app.server.on('connection', (socket: import('node:net').Socket) => {
    abiertas++;
    socket.once('close', () => abiertas--);
  });
  const umbral = Math.max(1, config.maxConnections - config.connectionsReserved);
  app.addHook('onRequest', (req, reply, done) => {
    if (abiertas > umbral && req.url !== '/salud') {
      void fallo(
        reply.header('connection', 'close').header('retry-after', '5'),
        503,
        'El servidor está ocupado. Inténtelo de nuevo en unos segundos.',
      );
      return;
    }
    // the whole body, whatever its type, within BODY_LIMIT: refused before it is read when it says
    // so, and counted as it arrives otherwise (multipart bodies escape fastify's own bodyLimit)
    const largo = Number(req.headers['content-length']);
    if (largo > config.bodyLimit) {
      void fallo(reply.header('connection', 'close'), 413, MENSAJE_GRANDE);
      return;
    }
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) contarCuerpo(req.raw, config.bodyLimit);
    done();
  });
  /** Set on SIGTERM (index.ts) through app.cerrando(): /salud answers 503 so the balancer stops sending. */
  let cerrando = false;
  app.decorate('cerrando', () => {
    cerrando = true;
  });
  // while shutting down, an answer closes its connection: a keep-alive socket whose request was in
  // flight at the signal would otherwise stay open until keepAliveTimeout, and hold the exit for DRAIN_MS
  app.addHook('onSend', async (_req, reply) => {
    if (cerrando) reply.header('connection', 'close');
  });
  app.addHook('onClose', (_app, done) => {
    limites.cerrar();
    done();
  });
  /** Requests whose api.php handler started: an error thrown before it came from parsing the body. */
  const enManejador = new WeakSet<FastifyRequest>();

  const cabeceras = Object.entries(headers);
  // documents and static files; api.php answers already carry CABECERAS_API (a synchronous hook:
  // an async one costs a promise on every answer)
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options')) for (const [k, v] of cabeceras) if (!reply.hasHeader(k)) reply.header(k, v);
    done(null, payload);
  });

  // the wire format is form data (SPEC.md §7): JSON and plain-text bodies are refused with 415
  app.removeAllContentTypeParsers();
  // urlencoded carries no images: a small limit (parsing 50 MB of it stalled every request for seconds)
  await app.register(formbody, { bodyLimit: config.urlencodedLimit });
  await app.register(multipart, {
    // every part is streamed and read within its limit (server/cuerpo.ts): text fields within
    // TEXT_FIELD_LIMIT, the image (and import) fields within BODY_LIMIT; a real file part is refused
    isPartAFile: todaParteEnFlujo,
    limits: { fieldSize: config.textFieldLimit, fields: 200, files: 200, parts: 200 },
  } as Parameters<typeof multipart>[1]);
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await camposMultipart(req, { texto: config.textFieldLimit, cuerpo: config.bodyLimit });
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    // a body refused for its size is not read: close the connection instead of draining it
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') reply.header('connection', 'close');
    // a multipart body cut short or without its boundary: busboy throws a plain Error
    if (!error.statusCode && !enManejador.has(req) && req.isMultipart()) {
      return fallo(reply, 400, 'El formulario llegó incompleto o dañado. Vuelva a enviarlo.');
    }
    const { status, mensaje } = erroresDelMarco(error);
    if (status >= 500) req.log.error(error);
    return fallo(reply, status, mensaje);
  });

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
    const def = buscarFuncion(nombre);
    if (!def) return fallo(reply, 404, 'La función solicitada no existe.');

    if (def.escribe && !origenPermitido(req)) return fallo(reply, 403, 'Origen de la solicitud no permitido.');

    let token: string | undefined = leerCookies(req.headers.cookie)[SESSION_COOKIE];
    const usuario = await findSession(db, token, inactividad);
    const sinPermiso = negado(def, usuario);
    if (sinPermiso) {
      await rechazoRegistrado(db, limites, req.ip, nombre, usuario, sinPermiso, config.rechazosPorMinuto);
      return fallo(reply, sinPermiso.status, sinPermiso.mensaje);
    }

    const parsed = def.schema.safeParse(body);
    if (!parsed.success) return fallo(reply, 400, primerMensaje(parsed.error));

    // a per-address limit counts accepted calls only: reserved here (a burst cannot overrun it),
    // given back below when the call is refused
    const limite = def.limite ? limites.deFuncion(nombre, def.limite.max, def.limite.ventanaMs) : undefined;
    if (limite && def.limite && !(await limites.reservar(limite, req.ip)).ok) {
      await rechazoRegistrado(db, limites, req.ip, nombre, usuario, { status: 429, mensaje: def.limite.mensaje }, config.rechazosPorMinuto);
      return fallo(reply, 429, def.limite.mensaje);
    }

    const subidas = new Subidas(almacen, config.maxImageBytes, imagenes);
    const ctx: Omit<Ctx, 'alConfirmar'> = {
      db,
      config,
      usuario,
      ip: req.ip,
      limites,
      subidas,
      request: req,
      reply,
      async abrirSesion(pkUsuario, enDb) {
        await destroySession(enDb, token);
        token = await createSession(enDb, pkUsuario, config.sessionHours, { direccion: req.ip, navegador: req.headers['user-agent'] });
        // no Max-Age: the cookie ends with the browser (shared lab computers); the row ends after
        // SESSION_HOURS or SESION_INACTIVA_MINUTOS without calls, whichever comes first
        reply.header('set-cookie', cookieSesion(SESSION_COOKIE, token, { secure: config.cookieSecure }));
      },
      async cerrarSesion(enDb) {
        await destroySession(enDb, token);
        token = undefined;
        reply.header('set-cookie', cookieSesion(SESSION_COOKIE, '', { maxAge: 0, secure: config.cookieSecure }));
      },
    };
    try {
      const result = await ejecutarFuncion(def, parsed.data, ctx);
      subidas.confirmar();
      // the session's last activity, after an accepted call only (a refused call changes no row)
      if (token && usuario) await tocarSesion(db, usuario);
      reply.code(200).headers(CABECERAS_API);
      if (result instanceof Serializada) {
        const { datos, codificacion } = result.cuerpo(req.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
        if (codificacion) reply.header('content-encoding', codificacion);
        return reply.send(datos);
      }
      return reply.send(result);
    } catch (e) {
      await subidas.descartar();
      if (limite) await limite.reward(req.ip);
      if (e instanceof ErrorApi) return fallo(reply, e.status, e.mensaje);
      req.log.error(e);
      return fallo(reply, 500, MENSAJE_INTERNO);
    }
  });

  // the login form before hydration (or without JavaScript) posts here: the same funcion through
  // api.php (same limits, messages and Origin check), then 303 to the home page, which the server
  // renders with the session in its state (an area page is the client-rendered shell: it would not
  // know it); a refusal answers a small page with the Spanish message and the user name kept
  app.post('/login', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const campo = (k: string) => (typeof body[k] === 'string' ? body[k] : '');
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const k of ['cookie', 'origin', 'host', 'user-agent']) {
      const v = req.headers[k];
      if (typeof v === 'string') headers[k] = v;
    }
    const r = await app.inject({
      method: 'POST',
      url: '/api.php',
      headers,
      remoteAddress: req.ip,
      payload: new URLSearchParams({ funcion: 'iniciarSesion', usuario: campo('usuario'), contrasena: campo('contrasena') }).toString(),
    });
    let respuesta: { codigo?: number; mensaje?: string; contrasena_inicial?: boolean };
    try {
      respuesta = r.json();
    } catch {
      respuesta = { mensaje: MENSAJE_INTERNO };
    }
    reply.header('cache-control', 'no-store');
    if (respuesta.codigo === 1) {
      const cookie = r.headers['set-cookie'];
      if (cookie) reply.header('set-cookie', cookie);
      return reply
        .code(303)
        .header('location', respuesta.contrasena_inicial ? '/cambiar_contrasena' : '/')
        .send();
    }
    return reply
      .code(r.statusCode >= 400 ? r.statusCode : 400)
      .type('text/html; charset=utf-8')
      .send(paginaLoginFallida(respuesta.mensaje ?? 'No se pudo iniciar sesión.', campo('usuario')));
  });

  // for load balancers and supervisors: 200 while the database answers (and the instance is not
  // shutting down), 503 otherwise; `motor` names the engine
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

  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH'],
    url: '/api.php',
    handler: async (_req, reply) => fallo(reply.header('allow', 'POST'), 405, 'Use POST para llamar a la API.'),
  });

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      for (const [k, v] of Object.entries(CABECERAS_SUBIDA)) res.header(k, v);
    },
  });

  const indexHtml = path.join(config.distDir, 'index.html');
  const hayDist = fs.existsSync(indexHtml);
  const spa = 'index.html';
  // public pages rendered on the server, /sitemap.xml, /robots.txt (server/ssr)
  const ssr = hayDist ? registrarSsr(app, { db, config, limites, modulo: moduloSsr }) : null;
  if (hayDist) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      preCompressed: true,
      index: ssr ? false : ['index.html'],
      // source maps stay beside the build for error reports, never served
      allowedPath: (ruta) => !/\.map(\.br|\.gz)?$/i.test(ruta),
      cacheControl: false,
      setHeaders: (res, file) => {
        res.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    // a variant not built yet: built now (or a redirect to the stored image while the pool is saturated)
    const variante = req.method === 'GET' || req.method === 'HEAD' ? await imagenes.variante(url) : null;
    if (variante && 'buf' in variante) return reply.type(variante.tipo).headers(CABECERAS_SUBIDA).send(variante.buf);
    if (variante) return reply.code(302).header('location', variante.redirigir).header('cache-control', 'no-store').send();
    const pideHtml = req.method === 'GET' && !url.startsWith('/uploads/') && !path.extname(url);
    if (hayDist && pideHtml) {
      if (ssr?.clasificar(url) === 'ssr') return ssr.responder(req, reply);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(spa);
    }
    return fallo(reply, 404, 'Recurso no encontrado.');
  });

  return app;
}
