// The answers every plugin shares: api.php's headers, the JSON refusal `{ codigo: 0, mensaje }`,
// and framework errors (body too large, bad content type…) mapped to Spanish without details.
import type { FastifyError, FastifyReply } from 'fastify';
import { MENSAJE_INTERNO } from '../api/llamar';

export { MENSAJE_INTERNO };
export const MENSAJE_GRANDE = 'La solicitud es demasiado grande. Reduzca el tamaño o la cantidad de imágenes.';

/**
 * Headers of every api.php answer, set once in the handler: JSON is never a document, so its CSP
 * only forbids everything, and an answer (which may carry personal data) is never cached. Shorter
 * than the documents' set, and no hook work per call.
 */
export const CABECERAS_API: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/**
 * The variants of an uploaded image (`<stem>.<ancho>.avif|webp`, `<stem>.og.jpg`): immutable (a new
 * upload is a new random stem, so a changed image is a new name), never a document. What public
 * pages load (srcset, og:image), so a year in every cache.
 */
export const CABECERAS_SUBIDA = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
};

/**
 * An uploaded file itself (issue 45: a deleted photo stayed a year in every cache that had it): a
 * day, then revalidated (its ETag: a 304 while it exists, a 404 once it was deleted). Never a document.
 */
export const CABECERAS_ORIGINAL = {
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; sandbox",
};

export function fallo(reply: FastifyReply, status: number, mensaje: string) {
  return reply.code(status).headers(CABECERAS_API).send({ codigo: 0, mensaje });
}

/** Maps framework errors (body too large, bad content type…) to Spanish answers without details. */
export function erroresDelMarco(error: FastifyError): { status: number; mensaje: string } {
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
