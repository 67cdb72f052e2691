// The login form before hydration (or without JavaScript) posts to /login: the same funcion
// through api.php (same limits, messages and Origin check), then 303 to the home page, which the
// server renders with the session in its state (an area page is the client-rendered shell: it would
// not know it); a refusal answers a small page with the Spanish message and the user name kept.
import type { FastifyInstance } from 'fastify';
import { MENSAJE_INTERNO } from './respuestas';

const escaparHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The login refused without JavaScript: the message, and the form again with the user name (never the password). */
export function paginaLoginFallida(mensaje: string, usuario: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Iniciar sesión</title></head><body><main><h1>Iniciar sesión</h1><p role="alert">${escaparHtml(mensaje)}</p><form method="post" action="/login"><p><label>Usuario <input name="usuario" autocomplete="username" value="${escaparHtml(usuario.slice(0, 200))}"></label></p><p><label>Contraseña <input type="password" name="contrasena" autocomplete="current-password"></label></p><p><button type="submit">Entrar</button></p></form><p><a href="/">Ir al inicio</a></p></main></body></html>`;
}

export function registrarLogin(app: FastifyInstance): void {
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
}
