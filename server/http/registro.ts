// What the request log keeps of a request (issue 45): secrets that travel in a URL stay out of it.
// A reset link's token (/restablecer_contrasena?token=…), a preview link (/vista_previa/<token>) and
// the provider's code and state (/auth/oidc/regreso?code=…) would otherwise sit in every log line
// and every log shipper for as long as logs live.
import type { FastifyRequest } from 'fastify';

const OCULTO = '[oculto]';

/** The URL as the log may keep it: these paths' query (and the preview's token) replaced. */
export function urlParaRegistro(url: string): string {
  const [ruta] = url.split('?', 1);
  const base = ruta.replace(/\/+$/, '');
  if (/^\/vista_previa\//i.test(ruta)) return `/vista_previa/${OCULTO}`;
  if (/^\/(restablecer_contrasena|auth\/oidc\/regreso)$/i.test(base)) return url.includes('?') ? `${ruta}?${OCULTO}` : ruta;
  return url;
}

/** fastify's request serializer (its default fields), with the URL redacted. */
export const serializadoresRegistro = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: urlParaRegistro(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
