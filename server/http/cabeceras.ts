// Security headers on every document and static file (api.php answers carry their own, shorter
// set: http/respuestas.ts). A synchronous onSend hook: an async one costs a promise on every answer.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { CSP_EN_LINEA } from '../ssr/html';

export function cabecerasSeguridad(config: Pick<AppConfig, 'allowedOrigins'> & Partial<Pick<AppConfig, 'almacen'>>): Record<string, string> {
  const connect = ["'self'", ...config.allowedOrigins].join(' ');
  // S3_URL_PUBLICA: /uploads/ redirects there (http/subidasBucket.ts), so images load from its origin
  const publica = config.almacen?.tipo === 's3' && config.almacen.urlPublica ? ` ${new URL(config.almacen.urlPublica).origin}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      // the inline script of a server-rendered page that records taps before the app starts, by its hash
      `script-src 'self' ${CSP_EN_LINEA}`,
      "style-src 'self'",
      `img-src 'self' data: blob:${publica}`,
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

/** Adds the headers to every answer that has not set its own (an api.php answer sets nosniff). */
export function registrarCabeceras(app: FastifyInstance, config: Pick<AppConfig, 'allowedOrigins'> & Partial<Pick<AppConfig, 'almacen'>>): void {
  const cabeceras = Object.entries(cabecerasSeguridad(config));
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options')) for (const [k, v] of cabeceras) if (!reply.hasHeader(k)) reply.header(k, v);
    done(null, payload);
  });
}
