// Server rendering, what it answers and carries (setup in server/pruebas/sitioSsr.ts): 404 statuses
// (unknown path, unknown, malformed and deactivated pks), the one inline script the CSP lets run, the
// embedded state against a hostile project name, the in-process baseQuery honouring roles, visitors'
// pages kept until a write and sent compressed, and the site search rendered on the server.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { makeStore } from '@/app/store';
import { baseApi } from '@/shared/api/baseApi';
import { llamadorEnProceso } from './llamadas';
import { buscarSesion } from '../autenticacion/sesiones';
import { Limites } from '../autenticacion/limites';
import {
  app,
  cabeza,
  config,
  db,
  decodificar,
  empresa,
  empresaBaja,
  estadoEmbebido,
  HOSTIL,
  INDEX,
  pedir,
  pkBaja,
  pkHostil,
  prepararSitioSsr,
  SITE,
} from '@server/pruebas/sitioSsr';

prepararSitioSsr();

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
