// /uploads/… when the images live in a bucket (ALMACEN=s3, issue 46). With S3_URL_PUBLICA (a CDN or
// a public bucket), a redirect there. Without it, the app serves each object itself, streamed from
// the bucket: the bucket's ETag (If-None-Match → 304), Last-Modified, one byte Range (206; past the
// end 416 with the object's size, as @fastify/static answers for the folder) and the same cache and
// sandbox headers as the folder's files. A missing object goes to the not-found handler, which builds
// a photo's variant on demand (paginas.ts) exactly as for the folder; a bucket that does not answer
// gets a Spanish 503, never a 500.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AlmacenS3 } from '../imagenes/almacenS3';
import { MENSAJES_ALMACEN, tipoDe } from '../imagenes/almacenS3';
import path from 'node:path';
import { CABECERAS_ORIGINAL, CABECERAS_SUBIDA, fallo } from './respuestas';
import { origenDeVariante } from '@/shared/lib/variantes';

const CLAVE = /^[a-z_]{1,30}\/[A-Za-z0-9._-]{1,100}$/;

export function registrarSubidasBucket(app: FastifyInstance, almacen: AlmacenS3): void {
  const publica = almacen.config.urlPublica;
  const servir = async (req: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const clave = req.params['*'];
    if (!CLAVE.test(clave)) return reply.callNotFound();
    if (publica) return reply.code(301).header('cache-control', 'public, max-age=86400').redirect(`${publica}/${clave}`, 301);
    let r;
    try {
      r = await almacen.servir(clave, {
        rango: req.method === 'GET' ? req.headers.range : undefined,
        siNoCoincide: typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined,
        cabeza: req.method === 'HEAD',
      });
    } catch {
      reply.header('retry-after', '5');
      return fallo(reply, 503, MENSAJES_ALMACEN.leer);
    }
    if (r === null) return reply.callNotFound();
    reply.headers(origenDeVariante(path.posix.basename(clave)) ? CABECERAS_SUBIDA : CABECERAS_ORIGINAL);
    if (r === 'igual') return reply.code(304).send();
    if (r === 'fuera') {
      const total = (await almacen.servir(clave, { cabeza: true }).catch(() => null)) as { total: number } | null;
      return reply
        .code(416)
        .header('content-range', `bytes */${total?.total ?? 0}`)
        .send();
    }
    reply.header('content-type', tipoDe(clave)).header('accept-ranges', 'bytes').header('content-length', String(r.bytes));
    if (r.etag) reply.header('etag', r.etag);
    if (r.modificado) reply.header('last-modified', r.modificado.toUTCString());
    if (r.rango) reply.code(206).header('content-range', `bytes ${r.rango.inicio}-${r.rango.fin}/${r.total}`);
    return reply.send(r.cuerpo ?? '');
  };
  app.route({ method: ['GET', 'HEAD'], url: '/uploads/*', exposeHeadRoute: false, handler: servir });
}
