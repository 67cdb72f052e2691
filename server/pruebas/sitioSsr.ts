// Shared by the server rendering tests (server/ssr/cabezaSsr.test.ts, server/ssr/estadoSsr.test.ts): a real
// SQLite file with the demo content plus a hostile project, a deactivated project and company, the
// SPA's source as the SSR module, and the readers of a rendered page (its head, its embedded state).
// prepararSitioSsr() registers the beforeAll/afterAll that build and close it in the calling test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig, type AppConfig } from '../config';
import { abrirSqlite } from '@server/abrir';
import type { Db } from '../db/db';
import { sembrarDemo } from '@server/semillas';
import { buildApp } from '../app';
import { normalizar } from '../db/normalizar';
import * as servidor from '@/servidor';
import type { RootState } from '@/app/store';
import { leerNombre, rutaPrevia } from '@/shared/lib/variantes';

/** og:image of a stored image: its 1200×630 crop when the path has variants. */
export const previa = (ruta: string) => {
  const n = leerNombre(ruta);
  return n ? rutaPrevia(n.stem) : ruta;
};

export const SITE = 'https://idgs.ejemplo.edu.mx';
export const HOSTIL = '</script><script>alert(1)</script><!-- \u2028\u2029 ]]>';
// the shape of the built index.html (html-webpack-plugin, minified)
export const INDEX =
  '<!doctype html><html lang=es><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><meta name=description content="Descripción del sitio."><title>Sitio</title><script defer src=/main.abc.js></script><link href=/main.abc.css rel=stylesheet></head><body><noscript>Este sitio necesita JavaScript para funcionar.</noscript><div id=root></div></body></html>';

// set by prepararSitioSsr()'s beforeAll (live bindings: importers read the current value)
let dir: string;
export let db: Db;
export let config: AppConfig;
export let app: FastifyInstance;
export let pkHostil: number;
export let pkBaja: number;
export let empresa: { pk: number; nombre: string };
export let empresaBaja: number;

export function prepararSitioSsr() {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-ssr-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.copyFileSync(path.resolve(__dirname, '../../public/robots.txt'), path.join(dist, 'robots.txt'));
    fs.writeFileSync(
      path.join(dist, 'ssr-manifiesto.json'),
      JSON.stringify({ publicPath: '/', grupos: { proyectos: ['proyectos.1.css', 'proyectos.1.js'] } }),
    );
    config = readConfig({
      DATABASE_PATH: path.join(dir, 'd.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      DIST_DIR: dist,
      SITE_URL: `${SITE}/`,
      SEED_DEMO: '1',
    });
    db = abrirSqlite(config.databasePath);
    await sembrarDemo(db, config);
    const img = db.prepare('SELECT img_proyecto FROM proyecto_imagenes LIMIT 1').pluck().get() as string;
    pkHostil = Number(
      db
        .prepare(
          'INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros) VALUES (?, ?, 3, ?, ?, ?)',
        )
        .run(HOSTIL, normalizar(HOSTIL), `Descripción ${HOSTIL}`, '', '').lastInsertRowid,
    );
    db.prepare('INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, 0)').run(pkHostil, img);
    db.prepare('INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (?, ?, 0)').run(pkHostil, 'Ana </script> López');
    pkBaja = db
      .prepare('SELECT pk_proyecto FROM proyectos WHERE activo = 1 AND pk_proyecto <> ? ORDER BY pk_proyecto DESC LIMIT 1')
      .pluck()
      .get(pkHostil) as number;
    db.prepare('UPDATE proyectos SET activo = 0 WHERE pk_proyecto = ?').run(pkBaja);
    const empresas = db
      .prepare('SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre FROM empresas_estadias WHERE activo = 1 ORDER BY pk_empresa_estadia')
      .all() as { pk: number; nombre: string }[];
    empresa = empresas[0];
    empresaBaja = empresas[empresas.length - 1].pk;
    db.prepare('UPDATE empresas_estadias SET activo = 0 WHERE pk_empresa_estadia = ?').run(empresaBaja);
    app = await buildApp({ db, config, ssr: servidor });
  }, 300_000); // the demo seed draws its photos with sharp: minutes on a loaded machine
  afterAll(async () => {
    await app?.close();
    await db?.cerrar();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

export const pedir = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The head's tags of a page, as [attribute value → content]. */
export function cabeza(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (clave: string) => new RegExp(`<meta (?:name|property)="${clave}" content="([^"]*)">`).exec(head)?.[1];
  const ld = /<script type="application\/ld\+json" id="datos-estructurados">([^<]*)<\/script>/.exec(head)?.[1];
  return {
    titulo: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    titulos: head.match(/<title>/g)?.length ?? 0,
    descripciones: head.match(/name=("?)description\1/g)?.length ?? 0,
    descripcion: meta('description'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    og: (k: string) => meta(`og:${k}`),
    twitter: (k: string) => meta(`twitter:${k}`),
    robots: meta('robots'),
    ld: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
  };
}

// the embedded state, typed as what the store hydrates (the tests read into its api cache)
export const estadoEmbebido = (html: string) =>
  JSON.parse(/<script type="application\/json" id="estado-inicial">([^<]*)<\/script>/.exec(html)![1]) as RootState;
export const decodificar = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
