// The links of the e-mails: /avisos/baja (unsubscribe from one kind of notice, or a visitor's
// question address) and /avisos/confirmar (confirm an account's address). GET only shows a small
// Spanish page with a button; POST does it, so a mail scanner that opens links changes nothing.
// The one-click POST of RFC 8058 (List-Unsubscribe-Post) reaches the same POST. The token is
// signed (avisos/enlaces.ts); no session is needed.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import { escapar } from '../avisos/correo';
import { leerEnlace } from '../avisos/enlaces';
import { repoAvisos } from '../db/repositorios/avisos';
import { MENSAJES_AVISOS as M, TIPOS_AVISO, type TipoAviso } from '@/shared/api/contrato/avisos';

function pagina(reply: FastifyReply, status: number, titulo: string, texto: string, boton?: { ruta: string; token: string; texto: string }) {
  const formulario = boton
    ? `<form method="post" action="${escapar(boton.ruta)}?token=${encodeURIComponent(boton.token)}"><button type="submit">${escapar(boton.texto)}</button></form>`
    : '<p><a href="/">Ir al sitio de la carrera</a></p>';
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapar(titulo)}</title></head>` +
        `<body><main><h1>${escapar(titulo)}</h1><p>${escapar(texto)}</p>${formulario}</main></body></html>`,
    );
}

type Peticion = { Querystring: { token?: unknown } };
const tokenDe = (q: { token?: unknown }) => (typeof q.token === 'string' ? q.token.slice(0, 4000) : '');

export function registrarAvisos(app: FastifyInstance, db: Db): void {
  app.get<Peticion>('/avisos/baja', async (req, reply) => {
    const token = tokenDe(req.query);
    const e = await leerEnlace(db, token);
    if (!e || e.q === 'confirmar') return pagina(reply, 400, 'Enlace no válido', M.enlaceNoValido);
    const tipos = e.q === 'baja' ? e.t.split(',').filter((t): t is TipoAviso => Object.hasOwn(TIPOS_AVISO, t)) : [];
    const pregunta = tipos.length
      ? `¿Quiere dejar de recibir por correo ${tipos.map((t) => `«${TIPOS_AVISO[t].texto}»`).join(', ')}? Seguirán en su bandeja de avisos.`
      : '¿Quiere dejar de recibir este tipo de aviso por correo?';
    return pagina(reply, 200, 'Dejar de recibir avisos', pregunta, {
      ruta: '/avisos/baja',
      token,
      texto: 'Sí, no quiero recibirlos',
    });
  });

  app.post<Peticion>('/avisos/baja', async (req, reply) => {
    const e = await leerEnlace(db, tokenDe(req.query));
    if (!e || e.q === 'confirmar') return pagina(reply, 400, 'Enlace no válido', M.enlaceNoValido);
    if (e.q === 'baja') {
      // one kind, or the kinds a digest gathered (signed by us, still checked against the list)
      for (const t of e.t.split(',').filter((t): t is TipoAviso => Object.hasOwn(TIPOS_AVISO, t)))
        await repoAvisos(db).guardarPreferencia(e.u, t, 'nunca');
    } else await repoAvisos(db).borrarCorreoPregunta(e.p);
    return pagina(reply, 200, 'Listo', M.bajaHecha);
  });

  app.get<Peticion>('/avisos/confirmar', async (req, reply) => {
    const token = tokenDe(req.query);
    const e = await leerEnlace(db, token);
    if (e?.q !== 'confirmar') return pagina(reply, 400, 'Enlace no válido', M.enlaceNoValido);
    return pagina(reply, 200, 'Confirmar su correo', `¿Confirma que ${e.c} es su correo para recibir avisos?`, {
      ruta: '/avisos/confirmar',
      token,
      texto: 'Confirmar mi correo',
    });
  });

  app.post<Peticion>('/avisos/confirmar', async (req, reply) => {
    const e = await leerEnlace(db, tokenDe(req.query));
    if (e?.q !== 'confirmar' || !(await repoAvisos(db).confirmar(e.u, e.c))) return pagina(reply, 400, 'Enlace no válido', M.enlaceNoValido);
    return pagina(reply, 200, 'Correo confirmado', M.correoConfirmado);
  });
}
