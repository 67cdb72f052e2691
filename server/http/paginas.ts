// Pages and everything no route matched: the public pages rendered on the server (server/ssr),
// the built SPA, an image variant not built yet, and the Spanish 404.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import type { Limites } from '../autenticacion/limites';
import type { ServicioImagenes } from '../imagenes/imagenes';
import { registrarSsr, type ModuloSsr } from '../ssr';
import { CABECERAS_SUBIDA, fallo } from './respuestas';
import { registrarSitio } from './estaticos';

export interface PiezasPaginas {
  db: Db;
  config: AppConfig;
  limites: Limites;
  imagenes: Pick<ServicioImagenes, 'variante'>;
  /** The SSR module (tests pass the source; by default the built bundle, when there is one). */
  modulo?: ModuloSsr;
}

export async function registrarPaginas(app: FastifyInstance, { db, config, limites, imagenes, modulo }: PiezasPaginas): Promise<void> {
  const hayDist = fs.existsSync(path.join(config.distDir, 'index.html'));
  // public pages rendered on the server, /sitemap.xml, /robots.txt (server/ssr)
  const ssr = hayDist ? registrarSsr(app, { db, config, limites, modulo }) : null;
  if (hayDist) await registrarSitio(app, config, ssr !== null);

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    // a variant not built yet: built now (or a redirect to the stored image while the pool is saturated)
    const variante = req.method === 'GET' || req.method === 'HEAD' ? await imagenes.variante(url) : null;
    if (variante && 'buf' in variante) return reply.type(variante.tipo).headers(CABECERAS_SUBIDA).send(variante.buf);
    if (variante) return reply.code(302).header('location', variante.redirigir).header('cache-control', 'no-store').send();
    const pideHtml = req.method === 'GET' && !url.startsWith('/uploads/') && !path.extname(url);
    if (hayDist && pideHtml) {
      if (ssr?.clasificar(url) === 'ssr') return ssr.responder(req, reply);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return fallo(reply, 404, 'Recurso no encontrado.');
  });
}
