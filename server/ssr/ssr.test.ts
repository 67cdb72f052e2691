// Server rendering through app.inject() on a real SQLite file with the demo content, the SPA's
// source as the SSR module: head tags per route, the sitemap and robots.txt, 404 statuses, the
// embedded state escaped, the in-process baseQuery honouring roles, visitors' pages kept until a write.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig, type AppConfig } from '../config';
import { abrirSqlite } from '../db/open';
import type { Db } from '../db/db';
import { sembrarDemo } from '../db/semillas';
import { buildApp } from '../app';
import { normalizar } from '../db/normalizar';
import * as servidor from '@/servidor';
import { makeStore, type RootState } from '@/app/store';
import { baseApi } from '@/shared/api/baseApi';
import { llamadorEnProceso } from './llamadas';
import { leerNombre, rutaPrevia } from '@/shared/lib/variantes';

/** og:image of a stored image: its 1200×630 crop when the path has variants. */
const previa = (ruta: string) => {
  const n = leerNombre(ruta);
  return n ? rutaPrevia(n.stem) : ruta;
};
import { buscarSesion } from '../autenticacion/sesiones';
import { Limites } from '../autenticacion/limites';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SITE = 'https://idgs.ejemplo.edu.mx';
const HOSTIL = '</script><script>alert(1)</script><!-- \u2028\u2029 ]]>';
// the shape of the built index.html (html-webpack-plugin, minified)
const INDEX =
  '<!doctype html><html lang=es><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><meta name=description content="Descripción del sitio."><title>Sitio</title><script defer src=/main.abc.js></script><link href=/main.abc.css rel=stylesheet></head><body><noscript>Este sitio necesita JavaScript para funcionar.</noscript><div id=root></div></body></html>';

let dir: string;
let db: Db;
let config: AppConfig;
let app: FastifyInstance;
let pkHostil: number;
let pkBaja: number;
let empresa: { pk: number; nombre: string };
let empresaBaja: number;

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

const pedir = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The head's tags of a page, as [attribute value → content]. */
function cabeza(html: string) {
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
const estadoEmbebido = (html: string) =>
  JSON.parse(/<script type="application\/json" id="estado-inicial">([^<]*)<\/script>/.exec(html)![1]) as RootState;
const decodificar = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('head of each page', () => {
  it('/: its title, description, canonical from SITE_URL, Open Graph, Twitter card and the programme in JSON-LD', async () => {
    const r = await pedir('/');
    expect(r.statusCode).toBe(200);
    const c = cabeza(r.body);
    expect(c.titulo).toBe('Inicio | Ingeniería en Desarrollo y Gestión de Software');
    expect([c.titulos, c.descripciones]).toEqual([1, 1]);
    expect(c.descripcion).toBe(
      'Ingeniería en Desarrollo y Gestión de Software: plan de estudios, proyectos de estudiantes, estadías, eventos y foro.',
    );
    expect(c.canonical).toBe(`${SITE}/`);
    expect(c.og('url')).toBe(`${SITE}/`);
    expect(c.og('title')).toBe('Inicio');
    expect(c.og('type')).toBe('website');
    expect(c.twitter('card')).toBe('summary');
    expect(c.ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'Ingeniería en Desarrollo y Gestión de Software',
    });
    // the page itself: hero and the curriculum rendered from the database (mostrarPlan), with its PDF link
    expect(r.body).toMatch(/<h1[^>]*>Ingeniería en Desarrollo y Gestión de Software<\/h1>/);
    expect(r.body).toContain('Arquitecturas de Software');
    expect(r.body).toContain('href="/plan_de_estudios.pdf"');
    expect(r.body).not.toContain('Cargando el plan de estudios');
    expect(r.body).not.toContain('Este sitio necesita JavaScript');
  });

  it('a project: its name then the site, its description, an absolute og:image of its cover, CreativeWork with its members', async () => {
    const p = db
      .prepare(
        'SELECT pk_proyecto, nombre_proyecto, descripcion_proyecto FROM proyectos WHERE activo = 1 AND pk_proyecto <> ? ORDER BY pk_proyecto LIMIT 1',
      )
      .get(pkHostil) as { pk_proyecto: number; nombre_proyecto: string; descripcion_proyecto: string };
    const portada = db
      .prepare('SELECT img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden LIMIT 1')
      .pluck()
      .get(p.pk_proyecto) as string;
    const miembros = db
      .prepare('SELECT nombre_miembro FROM proyecto_miembros WHERE fk_proyecto = ? ORDER BY orden')
      .pluck()
      .all(p.pk_proyecto) as string[];
    const r = await pedir(`/proyectos_estudiantes/${p.pk_proyecto}?desde=whatsapp`);
    expect(r.statusCode).toBe(200);
    const c = cabeza(r.body);
    expect(decodificar(c.titulo!)).toBe(`${p.nombre_proyecto} | Ingeniería en Desarrollo y Gestión de Software`);
    expect(decodificar(c.descripcion!)).toBe(p.descripcion_proyecto.slice(0, 155));
    expect(c.canonical).toBe(`${SITE}/proyectos_estudiantes/${p.pk_proyecto}`);
    expect(c.og('type')).toBe('article');
    expect(c.og('image')).toBe(`${SITE}/${previa(portada)}`);
    expect(c.twitter('card')).toBe('summary_large_image');
    expect(c.twitter('image')).toBe(`${SITE}/${previa(portada)}`);
    expect(c.ld).toMatchObject({
      '@type': 'CreativeWork',
      name: p.nombre_proyecto,
      image: `${SITE}/${previa(portada)}`,
      creator: miembros.map((name) => ({ '@type': 'Person', name })),
    });
  });

  it('/eventos: each event as schema.org Event; the lists and the forum have their own titles and descriptions', async () => {
    const eventos = db.prepare('SELECT nombre_evento FROM eventos WHERE activo = 1').pluck().all() as string[];
    const c = cabeza((await pedir('/eventos')).body);
    expect(c.titulo).toBe('Eventos | Ingeniería en Desarrollo y Gestión de Software');
    expect(c.descripcion).toBe('Eventos del programa: conferencias, talleres, hackatones y ferias de estadías.');
    const items = (c.ld as { itemListElement: { item: { '@type': string; name: string; image?: string } }[] }).itemListElement;
    expect(items.map((i) => i.item['@type'])).toEqual(eventos.map(() => 'Event'));
    expect(items.map((i) => i.item.name).sort()).toEqual([...eventos].sort());
    for (const i of items) if (i.item.image) expect(i.item.image.startsWith(`${SITE}/`)).toBe(true);

    const esperados: [string, string, string][] = [
      ['/proyectos_estudiantes', 'Proyectos de estudiantes', 'Proyectos desarrollados por nuestros estudiantes, organizados por cuatrimestre.'],
      ['/empresas_estadias', 'Experiencias de estadías', 'Empresas donde nuestros alumnos realizan sus estadías y lo que cuentan de su experiencia.'],
      ['/casos_de_exito', 'Casos de éxito', 'Egresados del programa: dónde trabajan hoy y qué opinan de su formación.'],
      ['/foro', 'Foro', 'Preguntas y respuestas sobre el programa: admisión, plan de estudios, estadías y preguntas frecuentes.'],
      ['/acerca_de', 'Acerca de', 'Quién desarrolló el sitio del programa de Ingeniería en Desarrollo y Gestión de Software.'],
      ['/login', 'Iniciar sesión', 'Acceso para alumnos y administradores del programa.'],
    ];
    for (const [ruta, titulo, descripcion] of esperados) {
      const r = await pedir(ruta);
      const h = cabeza(r.body);
      expect([ruta, r.statusCode, h.titulo, h.descripcion, h.canonical]).toEqual([
        ruta,
        200,
        `${titulo} | Ingeniería en Desarrollo y Gestión de Software`,
        descripcion,
        `${SITE}${ruta}`,
      ]);
    }
  });

  it("a company's experiences: its name in the title, its image as og:image", async () => {
    const imagen = db.prepare('SELECT imagen_empresa FROM empresas_estadias WHERE pk_empresa_estadia = ?').pluck().get(empresa.pk) as string;
    const slug = normalizar(empresa.nombre)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const r = await pedir(`/empresas_estadias/${slug}/${empresa.pk}`);
    expect(r.statusCode).toBe(200);
    const c = cabeza(r.body);
    expect(decodificar(c.titulo!)).toBe(`Experiencias en ${empresa.nombre} | Ingeniería en Desarrollo y Gestión de Software`);
    expect(c.og('image')).toBe(`${SITE}/${previa(imagen)}`);
  });
});

describe('/eventos with dates, without JavaScript', () => {
  it('the soonest upcoming demo event first, Spanish dates, place, the cancelled mark and the JSON-LD dates', async () => {
    const html = (await pedir('/eventos?mostrar=6')).body;
    const nombres = [...html.matchAll(/class="evento__nombre"[^>]*>([^<]*)</g)].map((m) => decodificar(m[1]));
    expect(nombres.slice(0, 5)).toEqual([
      'Taller de Git y GitHub',
      'Conferencia: Arquitectura en la Nube',
      'Semana de la Ingeniería 2026',
      'Hackatón Universitario',
      'Feria de Estadías',
    ]);
    expect(nombres[5]).toBe('Concurso de Programación'); // the most recent past one
    expect(html).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de \p{L}+ de \d{4}, \d\d:\d\d a \d\d:\d\d/u);
    expect(html).toContain('class="evento__cancelado">Cancelado<');
    expect(html).toContain('Laboratorio de Software 3');
    const c = cabeza(html);
    const primero = (c.ld as { itemListElement: { item: Record<string, unknown> }[] }).itemListElement[0].item;
    const inicio = db.prepare("SELECT inicio FROM eventos WHERE nombre_evento = 'Taller de Git y GitHub'").pluck().get();
    expect(primero).toMatchObject({ name: 'Taller de Git y GitHub', startDate: inicio, eventStatus: 'https://schema.org/EventScheduled' });
  });

  it('every public page announces the Atom feed and the calendar in its head', async () => {
    for (const ruta of ['/', '/eventos', '/proyectos_estudiantes', '/foro', '/acerca_de']) {
      const head = (await pedir(ruta)).body.split('</head>')[0];
      expect([ruta, head]).toEqual([
        ruta,
        expect.stringContaining(`<link rel="alternate" type="application/atom+xml" title="Novedades: proyectos y eventos" href="${SITE}/feed.xml">`),
      ]);
      expect(head).toContain(`<link rel="alternate" type="text/calendar" title="Calendario de eventos" href="${SITE}/eventos.ics">`);
    }
  });

  it("the sitemap's lastmod of /eventos and of a project is the last edit, not the creation", async () => {
    db.prepare("UPDATE eventos SET editado = '2031-05-06 07:08:09' WHERE pk_evento = (SELECT MIN(pk_evento) FROM eventos)").run();
    const pk = db.prepare('SELECT MIN(pk_proyecto) FROM proyectos WHERE activo = 1').pluck().get() as number;
    db.prepare("UPDATE proyectos SET editado = '2032-01-02 03:04:05' WHERE pk_proyecto = ?").run(pk);
    const mapa = (await pedir('/sitemap.xml')).body;
    expect(mapa).toContain(`<loc>${SITE}/eventos</loc><lastmod>2031-05-06</lastmod>`);
    expect(mapa).toContain(`<loc>${SITE}/proyectos_estudiantes/${pk}</loc><lastmod>2032-01-02</lastmod>`);
  });
});

describe('404s', () => {
  it.each([
    ['an unknown path', () => '/no/existe'],
    ['/error', () => '/error'],
    ['an unknown project', () => '/proyectos_estudiantes/987654'],
    ['a project pk that is not a number', () => '/proyectos_estudiantes/uno'],
    ['a deactivated project', () => `/proyectos_estudiantes/${pkBaja}`],
    ['an unknown company', () => '/empresas_estadias/nadie/987654'],
    ['a deactivated company', () => `/empresas_estadias/x/${empresaBaja}`],
    ["a company's pk under another name", () => `/empresas_estadias/otra-empresa/${empresa.pk}`],
    ['an unknown question', () => '/foro/responder_pregunta/987654'],
  ])('%s answers 404 with a not-found page, noindex and no canonical', async (_n, url) => {
    const r = await pedir(url());
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    const c = cabeza(r.body);
    expect(c.robots).toBe('noindex');
    expect(c.canonical).toBeUndefined();
    expect(r.body).toMatch(/<h1[^>]*>(Error 404 \/ Página no encontrada|Proyecto no encontrado|Empresa no encontrada|Responder pregunta)<\/h1>/);
  });

  it('the generic 404 page for unknown paths and /error; /foro/9 redirects to /foro', async () => {
    for (const u of ['/no/existe', '/error']) expect((await pedir(u)).body).toMatch(/<h1[^>]*>Error 404 \/ Página no encontrada<\/h1>/);
    const r = await pedir('/foro/9');
    expect([r.statusCode, r.headers.location]).toEqual([302, '/foro']);
  });

  it('areas are the SPA shell (client-rendered, no state), as before', async () => {
    const r = await pedir('/panel_admin/alumnos');
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(INDEX);
  });
});

describe('the inline script under the served CSP', () => {
  it.each(['/', '/eventos', '/proyectos_estudiantes'])(
    '%s: its one inline script is the one the Content-Security-Policy header lets run (sha256 of the served text)',
    async (url) => {
      const r = await pedir(url);
      expect(r.statusCode).toBe(200);
      const enLinea = [...r.body.matchAll(/<script(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(enLinea).toHaveLength(1);
      const hash = createHash('sha256').update(enLinea[0], 'utf8').digest('base64');
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1].trim().split(/\s+/);
      expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    },
  );
});

describe('the embedded state', () => {
  it('a project named </script><script>…, <!--, U+2028/2029 cannot break out of its script element, and reads back exactly', async () => {
    const r = await pedir(`/proyectos_estudiantes/${pkHostil}`);
    expect(r.statusCode).toBe(200);
    // only the page's own scripts: the inline one (taps recorder and the entry's loader, hashed in
    // the CSP), JSON-LD, the list of the app's files and the state (main is inserted by the loader)
    expect(r.body.match(/<script/g)).toHaveLength(4);
    expect(r.body.match(/<script data-principal="[^"]*">/g)).toHaveLength(1);
    expect(r.body).not.toContain('<script>alert(1)');
    for (const [, contenido] of r.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) expect(contenido).not.toMatch(/[\u2028\u2029<>]/);
    const estado = estadoEmbebido(r.body);
    const p = estado.api.queries[`obtenerProyecto(${pkHostil})`]?.data as { nombre_proyecto: string; miembros: { nombre_miembro: string }[] };
    expect(p.nombre_proyecto).toBe(HOSTIL);
    expect(p.miembros[0].nombre_miembro).toBe('Ana </script> López');
    expect(estado.session).toEqual({ rol: null, pk_usuario: null, nombre_persona: null, contrasena_inicial: false });
    // the visible text is escaped text, not markup
    expect(r.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const ld = cabeza(r.body).ld as { name: string };
    expect(ld.name).toBe(HOSTIL);
  });

  it("is the serializable state a store hydrates: makeStore(state) shows the page's data without a request", async () => {
    const estado = estadoEmbebido((await pedir('/eventos')).body);
    const { store } = makeStore(estado, { persist: false });
    const sel = (await import('@/features/eventos/api')).eventosApi.endpoints.obtenerTodosEventos.select()(store.getState());
    expect(sel.status).toBe('fulfilled');
    expect(sel.data!.length).toBe(db.prepare('SELECT COUNT(*) FROM eventos WHERE activo = 1').pluck().get());
  });

  it("a logged-in user's page carries their session and is never stored for visitors", async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api.php',
      payload: 'funcion=iniciarSesion&usuario=admin&contrasena=Admin%232026',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const sid = login.cookies.find((c) => c.name === 'sid')!.value;
    const r = await pedir('/foro', { cookie: `sid=${sid}` });
    expect(estadoEmbebido(r.body).session).toMatchObject({ rol: 'a', nombre_persona: expect.any(String) });
    expect(r.headers['cache-control']).toBe('private, no-store');
    const visitante = await pedir('/foro');
    expect(estadoEmbebido(visitante.body).session.rol).toBeNull();
    expect(visitante.headers['cache-control']).toBe('no-cache');
  });
});

describe('the in-process baseQuery', () => {
  const req = { ip: '127.0.0.1' } as FastifyRequest;
  const reply = {} as FastifyReply;
  let limites: Limites;
  beforeAll(() => {
    limites = new Limites(db);
  });

  it("honours roles: a visitor's render cannot read admin data, a student cannot read the super admin's, nobody writes", async () => {
    const visitante = llamadorEnProceso({ db, config, usuario: null, limites, request: req, reply });
    expect(await visitante({ funcion: 'mostrarAlumnos' })).toEqual({
      status: 401,
      body: { codigo: 0, mensaje: 'Su sesión no está activa. Inicie sesión para continuar.' },
    });
    expect(await visitante({ funcion: 'mostrarUsuarios' })).toMatchObject({ status: 401 });
    expect(await visitante({ funcion: 'obtenerProyecto', pkProyecto: 'x' })).toMatchObject({ status: 400, body: { codigo: 0 } });
    expect(await visitante({ funcion: 'noExiste' })).toMatchObject({ status: 404 });
    const login = await app.inject({
      method: 'POST',
      url: '/api.php',
      payload: 'funcion=iniciarSesion&usuario=20231001&contrasena=Alumno%232026',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const alumno = await buscarSesion(db, login.cookies.find((c) => c.name === 'sid')!.value);
    expect(alumno?.rol).toBe('e');
    const comoAlumno = llamadorEnProceso({ db, config, usuario: alumno, limites, request: req, reply });
    expect(await comoAlumno({ funcion: 'mostrarUsuarios' })).toEqual({
      status: 403,
      body: { codigo: 0, mensaje: 'No tiene permiso para realizar esta acción.' },
    });
    const antes = db.prepare('SELECT COUNT(*) FROM proyectos WHERE activo = 1').pluck().get();
    expect(await comoAlumno({ funcion: 'darBajaProyecto', pk: String(pkHostil) })).toMatchObject({ status: 405 });
    expect(db.prepare('SELECT COUNT(*) FROM proyectos WHERE activo = 1').pluck().get()).toBe(antes);
  });

  it("the store's one baseQuery takes the in-process path when the store has it, with the refusal as an error", async () => {
    const llamarFuncion = llamadorEnProceso({ db, config, usuario: null, limites, request: req, reply });
    const { store } = makeStore(undefined, { persist: false, extra: { llamarFuncion } });
    const r = await store.dispatch(baseApi.endpoints.ejecutarIntent.initiate({ funcion: 'mostrarAlumnos', campos: {} }));
    expect('error' in r && r.error).toEqual({ codigo: 0, mensaje: 'Su sesión no está activa. Inicie sesión para continuar.', status: 401 });
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the public pages, every active project and company page with lastmod, none deactivated', async () => {
    const r = await pedir('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...r.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const p of ['/', '/proyectos_estudiantes', '/eventos', '/empresas_estadias', '/casos_de_exito', '/foro', '/acerca_de'])
      expect(locs).toContain(`${SITE}${p}`);
    for (const t of [1, 2, 3, 4]) expect(locs).toContain(`${SITE}/foro/${t}`);
    expect(locs).not.toContain(`${SITE}/login`);
    expect(locs).not.toContain(`${SITE}/error`);
    const activos = db.prepare('SELECT pk_proyecto FROM proyectos WHERE activo = 1').pluck().all() as number[];
    const proyectos = locs.filter((l) => l.startsWith(`${SITE}/proyectos_estudiantes/`)).map((l) => Number(l.split('/').pop()));
    expect(proyectos.sort((a, b) => a - b)).toEqual(activos.sort((a, b) => a - b));
    expect(proyectos).not.toContain(pkBaja);
    const empresas = locs.filter((l) => /\/empresas_estadias\/[^/]+\/\d+$/.test(l));
    expect(empresas.length).toBe(db.prepare('SELECT COUNT(*) FROM empresas_estadias WHERE activo = 1').pluck().get());
    expect(empresas.some((l) => l.endsWith(`/${empresaBaja}`))).toBe(false);
    // every listed company page answers 200 (its URL carries the name the page checks)
    for (const l of empresas) expect((await pedir(l.slice(SITE.length))).statusCode).toBe(200);
    expect(r.body).toMatch(new RegExp(`<url><loc>${SITE}/proyectos_estudiantes/${activos[0]}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
  });

  it('robots.txt keeps its rules and names the sitemap at SITE_URL', async () => {
    const r = await pedir('/robots.txt');
    expect(r.body).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/panel_admin/);
    expect(r.body).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe("visitors' pages kept like the public lists", () => {
  it('are the same bytes until a write, then rendered again; compressed for clients that accept it', async () => {
    const a = await pedir('/eventos');
    const b = await pedir('/eventos');
    expect(b.body).toBe(a.body);
    const br = await pedir('/eventos', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(a.rawPayload.length / 3);
    db.prepare("UPDATE eventos SET nombre_evento = 'Feria renombrada' WHERE pk_evento = (SELECT MIN(pk_evento) FROM eventos WHERE activo = 1)").run();
    const c = await pedir('/eventos');
    expect(c.body).toContain('Feria renombrada');
  });
});

describe('the site search', () => {
  it('/buscar?q=…: results rendered on the server, marked words, its own title, noindex and no canonical', async () => {
    const r = await pedir('/buscar?q=calidad%20aire');
    expect(r.statusCode).toBe(200);
    const c = cabeza(r.body);
    expect(decodificar(c.titulo!)).toBe('Búsqueda: calidad aire | Ingeniería en Desarrollo y Gestión de Software');
    expect(c.robots).toBe('noindex');
    expect(c.canonical).toBeUndefined();
    expect(r.body).toContain('Proyecto</span>');
    expect(r.body).toMatch(/<mark>Calidad<\/mark>/);
    expect(r.body).toMatch(/href="\/proyectos_estudiantes\/\d+"/);
    // the answer is in the embedded store: the hydrated page finds it without a call
    expect(JSON.stringify(estadoEmbebido(r.body).api.queries)).toContain('"endpointName":"buscar"');
  });

  it('a too short or empty query, and a query with nothing found, answer 200 with a Spanish message', async () => {
    for (const [url, texto] of [
      ['/buscar', 'Escribe al menos 2 letras o números para buscar.'],
      ['/buscar?q=a', 'Escribe al menos 2 letras o números para buscar.'],
      ['/buscar?q=zzqqxx', 'No se encontró nada con esas palabras.'],
      [`/buscar?q=${'x'.repeat(10_000)}`, 'No se encontró nada con esas palabras.'],
    ]) {
      const r = await pedir(url);
      expect([url, r.statusCode]).toEqual([url, 200]);
      expect(decodificar(r.body)).toContain(texto);
    }
  });

  it('a query with markup is shown as text', async () => {
    const r = await pedir('/buscar?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%20aire');
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('<script>alert(1)');
    expect(r.body).toContain('&lt;script&gt;alert(1)');
  });

  it('the home page describes the site and its search (WebSite + SearchAction, absolute URLs)', async () => {
    const r = await pedir('/');
    const sitio = /<script type="application\/ld\+json" id="datos-sitio">([^<]*)<\/script>/.exec(r.body)?.[1];
    expect(JSON.parse(sitio!)).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE}/`,
      potentialAction: { '@type': 'SearchAction', target: `${SITE}/buscar?q={search_term_string}` },
    });
  });
});
