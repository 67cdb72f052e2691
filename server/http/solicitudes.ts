// The enquiry form of /admisiones without JavaScript (features/solicitudes: method="post"
// action="/solicita_informacion"): the same funcion through api.php (limits, messages, Origin
// check), answered with a small Spanish page: the thanks and a way back, or the refusal's message
// with the form again holding what was typed (so a visitor loses nothing and no field ever goes in
// a URL).
import type { FastifyInstance } from 'fastify';
import { MAX_MENSAJE_SOLICITUD, MENSAJES_SOLICITUD as M, RUTA_SOLICITUD_SIN_JS } from '@/shared/api/contrato/solicitudes';
import { campoDe, escaparHtml, llamarSinJs } from './sinJs';

const CAMPOS = ['nombre', 'correo', 'telefono', 'mensaje', 'acepto'] as const;
type Valores = Record<(typeof CAMPOS)[number], string>;

const pagina = (cuerpo: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Solicita información</title></head><body><main><h1>Solicita información</h1>${cuerpo}<p><a href="/admisiones">Volver a Admisiones</a></p></main></body></html>`;

/** The thanks, after the enquiry was received. */
export const paginaSolicitudEnviada = (mensaje: string) => pagina(`<p role="status">${escaparHtml(mensaje)}</p>`);

/** The refusal's message and the form again with what was typed. */
export function paginaSolicitudFallida(mensaje: string, v: Valores): string {
  const texto = (k: keyof Valores, max: number) => escaparHtml(v[k].slice(0, max));
  const campo = (k: keyof Valores, etiqueta: string, tipo: string, auto: string) =>
    `<p><label>${etiqueta}<br><input type="${tipo}" name="${k}" autocomplete="${auto}" value="${texto(k, 300)}"></label></p>`;
  return pagina(
    `<p role="alert">${escaparHtml(mensaje)}</p><form method="post" action="${RUTA_SOLICITUD_SIN_JS}">` +
      campo('nombre', 'Nombre', 'text', 'name') +
      campo('correo', 'Correo electrónico', 'email', 'email') +
      campo('telefono', 'Teléfono (opcional)', 'tel', 'tel') +
      `<p><label>Mensaje<br><textarea name="mensaje" rows="5">${texto('mensaje', MAX_MENSAJE_SOLICITUD + 100)}</textarea></label></p>` +
      `<p><label><input type="checkbox" name="acepto" value="1"${v.acepto ? ' checked' : ''}> ${escaparHtml(M.consentimiento)}</label></p>` +
      '<p><button type="submit">Enviar solicitud</button></p></form>',
  );
}

export function registrarSolicitudSinJs(app: FastifyInstance): void {
  app.post(RUTA_SOLICITUD_SIN_JS, async (req, reply) => {
    const campo = campoDe(req);
    const v = Object.fromEntries(CAMPOS.map((k) => [k, campo(k)])) as Valores;
    const { status, respuesta } = await llamarSinJs(app, req, 'registrarSolicitudInformes', v);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (respuesta.codigo === 1) return reply.code(200).send(paginaSolicitudEnviada(respuesta.mensaje ?? M.enviada));
    return reply.code(status >= 400 ? status : 400).send(paginaSolicitudFallida(respuesta.mensaje ?? 'No se pudo enviar tu solicitud.', v));
  });
}
