// "¿Olvidó su contraseña?" before hydration or without JavaScript (features/sesion: method="post"
// action="/olvide_contrasena"): the same funcion through api.php (limits, messages, Origin check),
// answered with a small Spanish page: the one answer, or the refusal with the form again.
import type { FastifyInstance } from 'fastify';
import { MENSAJES_RESTABLECER as M, RUTA_OLVIDE_CONTRASENA } from '@/shared/api/contrato/restablecer';
import { campoDe, escaparHtml, llamarSinJs } from './sinJs';

export function paginaOlvide(aviso: string, rol: 'status' | 'alert', cuenta = ''): string {
  const form =
    rol === 'alert'
      ? `<form method="post" action="${RUTA_OLVIDE_CONTRASENA}"><p><label>Usuario o correo electrónico <input name="cuenta" autocomplete="username" value="${escaparHtml(cuenta.slice(0, 200))}"></label></p><p><button type="submit">Enviar enlace</button></p></form>`
      : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>¿Olvidó su contraseña?</title></head><body><main><h1>¿Olvidó su contraseña?</h1><p role="${rol}">${escaparHtml(aviso)}</p>${form}<p><a href="/login">Volver a iniciar sesión</a></p></main></body></html>`;
}

export function registrarRestablecerSinJs(app: FastifyInstance): void {
  app.post(RUTA_OLVIDE_CONTRASENA, async (req, reply) => {
    const cuenta = campoDe(req)('cuenta');
    const { status, respuesta } = await llamarSinJs(app, req, 'pedirRestablecimiento', { cuenta });
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (respuesta.codigo === 1) return reply.code(200).send(paginaOlvide(respuesta.mensaje ?? M.enviado, 'status'));
    return reply.code(status >= 400 ? status : 400).send(paginaOlvide(respuesta.mensaje ?? M.cuenta, 'alert', cuenta));
  });
}
