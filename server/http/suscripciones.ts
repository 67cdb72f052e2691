// What a visitor can subscribe to or download: /eventos.ics (a calendar subscription, also as
// webcal://), /eventos/<pk>.ics (one event, "Añadir a mi calendario"), /feed.xml (Atom: new
// projects and events) and /plan_de_estudios.pdf (the curriculum). Built from the database on each
// request (a few dozen rows; the PDF once per plan version, entidades/plan/pdf.ts), revalidated by clients
// every time (no-cache), as the sitemap is; the PDF answers 304 to its ETag.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { calendarioDeEvento, calendarioEventos } from '@server/entidades/eventos/calendario';
import { feedAtom } from '../funciones/feed';
import { pdfDelPlan } from '@server/entidades/plan/pdf';
import { RUTA_PDF_PLAN } from '@/shared/api/contrato/plan';
import { fallo } from './respuestas';

const ICS = 'text/calendar; charset=utf-8';

export function registrarSuscripciones(app: FastifyInstance, db: Db, config: AppConfig): void {
  app.get('/eventos.ics', async (_req, reply) =>
    reply
      .type(ICS)
      .header('cache-control', 'no-cache')
      .header('content-disposition', 'inline; filename="eventos.ics"')
      .send(await calendarioEventos(db, config)),
  );

  app.get<{ Params: { pk: string } }>('/eventos/:pk.ics', async (req, reply) => {
    const pk = /^\d{1,12}$/.test(req.params.pk) ? Number(req.params.pk) : 0;
    const ics = pk > 0 ? await calendarioDeEvento(db, config, pk) : null;
    if (ics === null) return fallo(reply, 404, 'El evento no existe, fue dado de baja o no tiene fecha.');
    return reply.type(ICS).header('cache-control', 'no-cache').header('content-disposition', `attachment; filename="evento-${pk}.ics"`).send(ics);
  });

  app.get(RUTA_PDF_PLAN, async (req, reply) => {
    const { etag, pdf } = await pdfDelPlan(db, config.zonaHoraria);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/pdf').header('content-disposition', 'inline; filename="plan_de_estudios.pdf"').send(pdf);
  });

  app.get('/feed.xml', async (_req, reply) =>
    reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await feedAtom(db, config)),
  );
}
