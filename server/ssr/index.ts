// Server rendering of the public pages (registrarSsr: one call from app.ts). Loads the SSR bundle
// built by `npm run build` (node_modules/.cache/ssr/servidor.js) with dist/index.html as the
// template and dist/ssr-manifiesto.json for the chunks; answers every public route with its page
// rendered (404 for unknown paths and items), /sitemap.xml and /robots.txt. A visitor's page is
// kept in memory, compressed, until any row is written (memoria.ts), so it costs about what a
// static file does; a logged-in user's page is rendered for them and never stored.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { COOKIE_SESION, buscarSesion, type UsuarioSesion } from '../autenticacion/sesiones';
import { leerCookies } from '../autenticacion/cookies';
import type { Limites } from '../autenticacion/limites';
import { Serializada, versionDatos } from '../api/memoria';
import type { SessionState } from '@/shared/modelo/sesion';
import type { PaginaSsr, PeticionSsr } from '@/servidor';
import { cortarPlantilla, documento, etiquetasCabeza, recursosDeChunks, type Manifiesto, type Plantilla } from './html';
import { llamadorEnProceso } from './llamadas';
import { ENTIDADES } from '../db/entidades';
import { registrarVistaPrevia } from './vistaPrevia';
import { RAIZ } from '../raiz';

export const BUNDLE_SSR = path.join(RAIZ, 'node_modules', '.cache', 'ssr', 'servidor.js');

/** What the SSR bundle exports (src/servidor.tsx). */
export interface ModuloSsr {
  clasificar(pathname: string): 'ssr' | 'spa';
  renderizar(p: PeticionSsr): Promise<PaginaSsr>;
  rutasPublicas(): string[];
  rutasSsr(): string[];
}

export interface Ssr {
  clasificar(pathname: string): 'ssr' | 'spa';
  responder(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const VISITANTE: SessionState = { rol: null, pk_usuario: null, nombre_persona: null, contrasena_inicial: false };

/** Pages kept for visitors: enough for every public page; a flood of unknown URLs cannot grow it. */
const MAX_GUARDADAS = 500;

const fechaW3c = (f: string | null) => (f ? `${f.slice(0, 10)}` : undefined);

/** The fixed public pages (each entity's list dated by its last change) and every entity's item pages, as their repositories declare. */
export async function mapaDelSitio(db: Db, siteUrl: string, rutas: string[]): Promise<string> {
  const fijas = rutas.filter((r) => r !== '/login' && r !== '/error');
  const cambioDe: Record<string, string | null> = {};
  for (const { mapa } of ENTIDADES) if (mapa?.ruta && mapa.ultimoCambio) cambioDe[mapa.ruta] = await mapa.ultimoCambio(db);
  const url = (ruta: string, fecha?: string | null) => {
    const lastmod = fechaW3c(fecha ?? null);
    const loc = new URL(ruta, `${siteUrl}/`).href.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  };
  const entradas = fijas.map((r) => url(r, cambioDe[r]));
  for (const { mapa } of ENTIDADES) if (mapa?.paginas) for (const p of await mapa.paginas(db)) entradas.push(url(p.ruta, p.fecha));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entradas.join('\n')}\n</urlset>\n`;
}

export interface OpcionesSsr {
  db: Db;
  config: AppConfig;
  limites: Limites;
  /** The bundle to load (tests pass the source module). */
  modulo?: ModuloSsr;
}

/** Registers /sitemap.xml, /robots.txt and the public pages; null when there is no SSR bundle. */
export function registrarSsr(app: FastifyInstance, { db, config, limites, modulo }: OpcionesSsr): Ssr | null {
  const indexHtml = path.join(config.distDir, 'index.html');
  const manifiestoJson = path.join(config.distDir, 'ssr-manifiesto.json');
  if (!fs.existsSync(indexHtml)) return null;
  if (!modulo) {
    if (!fs.existsSync(BUNDLE_SSR) || !fs.existsSync(manifiestoJson)) return null;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, loaded at start
    modulo = require(BUNDLE_SSR) as ModuloSsr;
  }
  const ssr = modulo;
  const plantilla: Plantilla = cortarPlantilla(fs.readFileSync(indexHtml, 'utf8'));
  const manifiesto: Manifiesto = fs.existsSync(manifiestoJson)
    ? ({ publicPath: '/', ...(JSON.parse(fs.readFileSync(manifiestoJson, 'utf8')) as Partial<Manifiesto>) } as Manifiesto)
    : { publicPath: '/', grupos: {} };

  type Generada = { status: number; cuerpo: Serializada<string> } | { redirigir: string };
  async function generar(
    req: FastifyRequest,
    reply: FastifyReply,
    sesion: SessionState,
    usuario: UsuarioSesion | null,
    noindex = false,
  ): Promise<Generada> {
    const llamarFuncion = llamadorEnProceso({ db, config, usuario, limites, request: req, reply });
    const pagina = await ssr.renderizar({ url: `${config.siteUrl}${req.url}`, sesion, extra: { llamarFuncion } });
    if ('redirigir' in pagina) return pagina;
    const pathname = req.url.split('?')[0];
    const html = documento(plantilla, {
      cabeza: etiquetasCabeza(noindex ? { ...(pagina.cabeza ?? { titulo: 'Vista previa' }), noindex } : pagina.cabeza, {
        siteUrl: config.siteUrl,
        pathname,
        status: pagina.status,
        descripcionPorOmision: plantilla.descripcionPorOmision,
      }),
      recursos: recursosDeChunks(pagina.chunks, manifiesto),
      html: pagina.html,
      estado: pagina.estado,
    });
    return { status: pagina.status, cuerpo: new Serializada<string>(Buffer.from(html)) };
  }

  const guardadas = new Map<string, { version: string; pagina: Promise<Generada> }>();

  async function responder(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const usuario = await buscarSesion(db, leerCookies(req.headers.cookie)[COOKIE_SESION], {
      personal: config.sesionInactivaMinutos,
      alumno: config.sesionInactivaMinutosAlumno,
    });
    let resultado: Generada;
    try {
      if (usuario) {
        const sesion: SessionState = {
          rol: usuario.rol,
          pk_usuario: usuario.pk_usuario,
          nombre_persona: usuario.nombre_persona,
          contrasena_inicial: usuario.contrasena_inicial,
        };
        resultado = await generar(req, reply, sesion, usuario);
      } else {
        // /eventos orders upcoming before past, and the home lists the upcoming key dates: their
        // pages are also renewed each hour, with no write
        const conFechas = req.url.startsWith('/eventos') || req.url === '/' || req.url.startsWith('/?');
        const hora = conFechas ? `|${Math.floor(Date.now() / 3_600_000)}` : '';
        const version = `${await versionDatos(db)}${hora}`;
        const clave = req.url;
        let g = guardadas.get(clave);
        if (!g || g.version !== version) {
          g = { version, pagina: generar(req, reply, VISITANTE, null) };
          g.pagina.catch(() => guardadas.delete(clave));
          if (clave.length <= 512) {
            guardadas.delete(clave);
            guardadas.set(clave, g);
            if (guardadas.size > MAX_GUARDADAS) guardadas.delete(guardadas.keys().next().value!);
          }
        }
        resultado = await g.pagina;
      }
    } catch (e) {
      // the page still works: the browser renders it (the SPA shell), and the log says why
      req.log.error(e);
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    if ('redirigir' in resultado) return reply.redirect(resultado.redirigir, 302);
    const { datos, codificacion } = resultado.cuerpo.cuerpo(req.headers['accept-encoding']);
    reply
      .code(resultado.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', usuario ? 'private, no-store' : 'no-cache')
      .header('vary', 'accept-encoding, cookie');
    if (codificacion) reply.header('content-encoding', codificacion);
    return reply.send(datos);
  }

  for (const ruta of ssr.rutasSsr()) app.get(ruta, responder);
  // preview links: rendered for each request as a visitor sees them, never kept (ssr/vistaPrevia.ts)
  registrarVistaPrevia(app, (req, reply) => generar(req, reply, VISITANTE, null, true));

  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await mapaDelSitio(db, config.siteUrl, ssr.rutasPublicas())),
  );
  const robotsBase = fs.existsSync(path.join(config.distDir, 'robots.txt'))
    ? fs.readFileSync(path.join(config.distDir, 'robots.txt'), 'utf8').trimEnd()
    : 'User-agent: *\nAllow: /';
  const robots = `${robotsBase}\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`;
  app.get('/robots.txt', (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots));

  return { clasificar: (p) => ssr.clasificar(p), responder };
}
