// The login form before hydration (or without JavaScript) posts to /login: the same funcion
// through api.php (same limits, messages and Origin check), then 303 to the home page, which the
// server renders with the session in its state (an area page is the client-rendered shell: it would
// not know it); a refusal answers a small page with the Spanish message and the user name kept.
import type { FastifyInstance } from 'fastify';
import { campoDe, escaparHtml, llamarSinJs } from './sinJs';

/** The login refused without JavaScript: the message, and the form again with the user name (never the password). */
export function paginaLoginFallida(mensaje: string, usuario: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Iniciar sesión</title></head><body><main><h1>Iniciar sesión</h1><p role="alert">${escaparHtml(mensaje)}</p><form method="post" action="/login"><p><label>Usuario <input name="usuario" autocomplete="username" value="${escaparHtml(usuario.slice(0, 200))}"></label></p><p><label>Contraseña <input type="password" name="contrasena" autocomplete="current-password"></label></p><p><button type="submit">Entrar</button></p></form><p><a href="/">Ir al inicio</a></p></main></body></html>`;
}

export function registrarLogin(app: FastifyInstance): void {
  app.post('/login', async (req, reply) => {
    const campo = campoDe(req);
    const { status, respuesta, cookie } = await llamarSinJs(app, req, 'iniciarSesion', {
      usuario: campo('usuario'),
      contrasena: campo('contrasena'),
    });
    reply.header('cache-control', 'no-store');
    if (respuesta.codigo === 1) {
      if (cookie) reply.header('set-cookie', cookie);
      return reply
        .code(303)
        .header('location', respuesta.contrasena_inicial ? '/cambiar_contrasena' : '/')
        .send();
    }
    return reply
      .code(status >= 400 ? status : 400)
      .type('text/html; charset=utf-8')
      .send(paginaLoginFallida(respuesta.mensaje ?? 'No se pudo iniciar sesión.', campo('usuario')));
  });
}
