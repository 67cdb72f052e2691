// buildApp(): the fastify instance (no listen), put together from small plugins (server/http/,
// plain functions taking the instance so their hooks stay global): the request limits and
// parsers, security headers, POST /api.php (one pipeline: api/llamar.ts), the login and enquiry forms, /salud,
// /uploads and the built SPA as static files, server rendering and the not-found answer.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/db';
import type { AppConfig } from './config';
import { Limites } from './autenticacion/limites';
import { almacenDe } from './imagenes/almacen';
import type { ModuloSsr } from './ssr';
import { opcionesDe, servicioDe } from './imagenes/imagenes';
import { erroresDelMarco, fallo } from './http/respuestas';
import { registrarPeticiones } from './http/peticiones';
import { registrarCabeceras } from './http/cabeceras';
import { registrarSalud } from './http/salud';
import { registrarMetricas } from './http/metricas';
import { registrarApi } from './http/api';
import { registrarLogin } from './http/login';
import { registrarOidc } from './http/oidc';
import { registrarSolicitudSinJs } from './http/solicitudes';
import { registrarRestablecerSinJs } from './http/restablecer';
import { registrarSubidas } from './http/estaticos';
import { registrarPaginas } from './http/paginas';
import { registrarSuscripciones } from './http/suscripciones';
import { registrarAvisos } from './http/avisos';
import { registrarExportaciones } from './http/exportar';
import { serializadoresRegistro } from './http/registro';

export interface BuildOptions {
  db: Db;
  config: AppConfig;
  /** true: the request log on stdout; a stream: there (tests read it). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** The SSR module (tests pass the source; by default the built bundle, when there is one). */
  ssr?: ModuloSsr;
}

/**
 * Trusts the `saltos` nearest hops (the socket peer is hop 0): with one reverse proxy in front, the
 * client address is the last one it appended to X-Forwarded-For, whatever the client wrote before.
 */
const confiarSaltos = (saltos: number) => (_direccion: string, salto: number) => salto < saltos;

let siguienteId = 0;
/**
 * The request's id in the logs: behind a trusted proxy (TRUST_PROXY), the proxy's `X-Request-Id`
 * (docs/nginx.conf sets it), so one id follows a request from nginx's log into the app's; a short
 * token of safe characters only. Anyone else's header is ignored (a client cannot pick the id that
 * correlates its requests with someone else's).
 */
export function idDePeticion(confia: boolean) {
  return (req: { headers: Record<string, string | string[] | undefined> }): string => {
    const dado = req.headers['x-request-id'];
    if (confia && typeof dado === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(dado)) return dado;
    return `r${(++siguienteId).toString(36)}`;
  };
}

export async function buildApp({ db, config, logger = false, ssr: modulo }: BuildOptions): Promise<FastifyInstance> {
  // uploaded images (almacen.ts): the UPLOADS_DIR folder, or the bucket every instance shares (ALMACEN=s3)
  const almacen = almacenDe(config);
  // image work in its bounded pool of processes (IMAGE_WORKERS, IMAGE_TIME_LIMIT_MS, IMAGE_QUEUE…)
  const imagenes = servicioDe(almacen, opcionesDe(config));
  const app = Fastify({
    // tokens in URLs (reset links, previews, the provider's return) stay out of it (http/registro.ts)
    logger: logger ? { level: config.logLevel, serializers: serializadoresRegistro, ...(logger === true ? {} : logger) } : false,
    genReqId: idDePeticion(config.trustProxy !== false),
    bodyLimit: config.bodyLimit,
    // slow or idle clients cannot hold a connection forever (config.ts; Node checks these timers
    // every connectionsCheckingInterval, so a short timeout needs a short interval)
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // a request that reaches a connection still open while the server closes (SIGTERM) is answered,
    // not refused with fastify's English 503 that nginx does not retry for a POST (decision 0070):
    // the database closes only after the last connection (index.ts), and the answer closes its own
    return503OnClosing: false,
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
  const limites = new Limites(db, { fallosDireccion: config.loginFallosDireccion });
  app.addHook('onClose', (_app, done) => {
    limites.cerrar();
    done();
  });

  // the order is the hooks' order: limits first, then the shutdown's `connection: close`, then headers
  await registrarPeticiones(app, config);
  registrarSalud(app, db, almacen);
  registrarMetricas(app, { db, imagenes, token: config.metricsToken });
  registrarCabeceras(app, config);
  registrarApi(app, { db, config, limites, almacen, imagenes });
  registrarLogin(app);
  registrarOidc(app, { db, config, limites });
  registrarSolicitudSinJs(app);
  registrarRestablecerSinJs(app);
  await registrarSubidas(app, config, almacen);
  registrarSuscripciones(app, db, config);
  registrarAvisos(app, db);
  registrarExportaciones(app, db, config);
  await registrarPaginas(app, { db, config, limites, imagenes, modulo });
  return app;
}
