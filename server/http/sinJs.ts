// Forms that post before hydration or without JavaScript (the login, the enquiry of /admisiones):
// the same funcion through api.php with app.inject (same limits, messages and Origin check; the
// caller's address, so per-address limits count the visitor), and the escaping of the small
// Spanish pages they answer with.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENSAJE_INTERNO } from './respuestas';

export const escaparHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A text field of the posted form ('' when absent or not text). */
export const campoDe = (req: FastifyRequest) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return (k: string) => (typeof body[k] === 'string' ? body[k] : '');
};

export interface RespuestaSinJs {
  status: number;
  respuesta: { codigo?: number; mensaje?: string; contrasena_inicial?: boolean };
  cookie: string | string[] | undefined;
}

/** Runs `funcion` with `campos` through POST /api.php as the posting browser (its cookie, Origin, Host, User-Agent, address). */
export async function llamarSinJs(
  app: FastifyInstance,
  req: FastifyRequest,
  funcion: string,
  campos: Record<string, string>,
): Promise<RespuestaSinJs> {
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
    payload: new URLSearchParams({ funcion, ...campos }).toString(),
  });
  let respuesta: RespuestaSinJs['respuesta'];
  try {
    respuesta = r.json();
  } catch {
    respuesta = { mensaje: MENSAJE_INTERNO };
  }
  return { status: r.statusCode, respuesta, cookie: r.headers['set-cookie'] };
}
