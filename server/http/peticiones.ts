// What every request goes through before a route: the cap on open connections, the body limits
// (counted as the body arrives), the form parsers (the wire format is form data, docs/SPEC.md §7) and
// the error handler that answers every framework error in Spanish.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { AppConfig } from '../config';
import { camposMultipart, cerrarSinPerderRespuesta, contarCuerpo, todaParteEnFlujo } from './cuerpo';
import { MENSAJE_GRANDE, erroresDelMarco, fallo } from './respuestas';

type Opciones = Pick<AppConfig, 'maxConnections' | 'connectionsReserved' | 'bodyLimit' | 'urlencodedLimit' | 'textFieldLimit'>;

/** Requests whose route handler started: an error thrown before it came from parsing the body. */
export const enManejador = new WeakSet<FastifyRequest>();

export async function registrarPeticiones(app: FastifyInstance, config: Opciones): Promise<void> {
  // a cap on open connections; the last `connectionsReserved` below it are kept for /salud (and /salud/vivo, /salud/listo)
  // (a request for anything else past that point is answered 503 at once and its connection closed)
  let abiertas = 0;
  app.server.maxConnections = config.maxConnections;
  app.server.on('connection', (socket: Socket) => {
    abiertas++;
    socket.once('close', () => abiertas--);
  });
  const umbral = Math.max(1, config.maxConnections - config.connectionsReserved);
  app.addHook('onRequest', (req, reply, done) => {
    if (abiertas > umbral && !/^\/salud(\/(vivo|listo))?$/.test(req.url)) {
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
      cerrarSinPerderRespuesta(req.raw);
      void fallo(reply.header('connection', 'close'), 413, MENSAJE_GRANDE);
      return;
    }
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) contarCuerpo(req.raw, config.bodyLimit);
    done();
  });

  // the wire format is form data (docs/SPEC.md §7): JSON and plain-text bodies are refused with 415
  app.removeAllContentTypeParsers();
  // urlencoded carries no images: a small limit (parsing 50 MB of it stalled every request for seconds)
  await app.register(formbody, { bodyLimit: config.urlencodedLimit });
  await app.register(multipart, {
    // every part is streamed and read within its limit (server/http/cuerpo.ts): text fields within
    // TEXT_FIELD_LIMIT, the image (and import) fields within BODY_LIMIT; a real file part is refused
    isPartAFile: todaParteEnFlujo,
    limits: { fieldSize: config.textFieldLimit, fields: 200, files: 200, parts: 200 },
  } as Parameters<typeof multipart>[1]);
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await camposMultipart(req, { texto: config.textFieldLimit, cuerpo: config.bodyLimit });
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    // a body refused for its size is not read: the connection is closed after the answer, without
    // a reset that could cost a client still sending the answer (cerrarSinPerderRespuesta)
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      cerrarSinPerderRespuesta(req.raw);
      reply.header('connection', 'close');
    }
    // a multipart body cut short or without its boundary: busboy throws a plain Error
    if (!error.statusCode && !enManejador.has(req) && req.isMultipart()) {
      return fallo(reply, 400, 'El formulario llegó incompleto o dañado. Vuelva a enviarlo.');
    }
    const { status, mensaje } = erroresDelMarco(error);
    if (status >= 500) req.log.error(error);
    return fallo(reply, status, mensaje);
  });
}
