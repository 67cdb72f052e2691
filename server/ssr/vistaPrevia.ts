// GET /vista_previa/<token> (issue 37, decision 0055): the item a preview link names, rendered by the
// same server rendering as its public page (the SPA's /vista_previa/:token page, src/app/paneles/
// VistaPreviaPublica.tsx, shows the item's own public component under a "Vista previa" band), for
// anyone holding the link, with no session. Rendered for every request and never kept: a revoked or
// expired link answers 404 at once (the pages cache of ssr/index.ts keys on content versions, which
// a link's row does not move). Kept out of search engines (X-Robots-Tag and the robots meta, and
// /robots.txt), out of shared caches (no-store), and the token out of the Referer of its links.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Serializada } from '../api/memoria';
import { RUTA_VISTA_PREVIA } from '@/shared/api/contrato/vistasPrevias';

type Generada = { status: number; cuerpo: Serializada<string> } | { redirigir: string };

/** The headers of every answer of the route, the page or its 404. */
export const CABECERAS_VISTA_PREVIA = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
} as const;

export function registrarVistaPrevia(app: FastifyInstance, generar: (req: FastifyRequest, reply: FastifyReply) => Promise<Generada>): void {
  // a wildcard, not `:token`: a token past the router's parameter length (100) still gets these headers and the page's 404
  app.get(`${RUTA_VISTA_PREVIA}/*`, async (req, reply) => {
    reply.headers(CABECERAS_VISTA_PREVIA);
    let resultado: Generada;
    try {
      resultado = await generar(req, reply);
    } catch (e) {
      // as every page: the SPA shell renders it in the browser, and the log says why
      req.log.error(e);
      return reply.code(200).type('text/html; charset=utf-8').sendFile('index.html');
    }
    // a page of the site never redirects a preview: whatever it asked, the link is not valid here
    if ('redirigir' in resultado) return reply.code(404).type('text/plain; charset=utf-8').send('Este enlace de vista previa no es válido.');
    const { datos, codificacion } = resultado.cuerpo.cuerpo(req.headers['accept-encoding']);
    reply.code(resultado.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (codificacion) reply.header('content-encoding', codificacion);
    return reply.send(datos);
  });
}
