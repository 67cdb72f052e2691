// Preview links (issue 37; SQLite, or PostgreSQL with PRUEBAS_POSTGRES): an admin creates a link to
// a project, an event or a page; GET /vista_previa/<token> with no session renders the item through
// its public page under the "Vista previa" band, deactivated or not, with noindex and no-store; the
// link answers a Spanish 404 after its expiry, after its revocation, and for a forged token; only
// admins create, list and revoke; the creation and the revocation are in the audit trail.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { esRechazo, nuevoHarness, type Harness } from '../pruebas/arnes';
import { buildApp } from '../app';
import * as servidor from '@/servidor';
import { BANDA_VISTA_PREVIA, MENSAJES_VISTA_PREVIA as M } from '@/shared/api/contrato/vistasPrevias';

const SITE = 'https://idgs.ejemplo.edu.mx';
const INDEX =
  '<!doctype html><html lang=es><head><meta charset=utf-8><meta name=description content="Sitio."><title>Sitio</title><script defer src=/main.abc.js></script></head><body><div id=root></div></body></html>';

let h: Harness;
let web: FastifyInstance;
let pkProyecto: number;
let pkEvento: number;
beforeAll(async () => {
  h = await nuevoHarness();
  const dist = path.join(h.dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.copyFileSync(path.resolve(__dirname, '../../public/robots.txt'), path.join(dist, 'robots.txt'));
  web = await buildApp({ db: h.db, config: { ...h.config, distDir: dist, siteUrl: SITE }, ssr: servidor });
  h.db
    .prepare('INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES (?, ?, 4, ?)')
    .run('Gestor de Tutorías', 'gestor de tutorias', 'Reserva de asesorías entre estudiantes.');
  pkProyecto = Number((h.db.prepare('SELECT MAX(pk_proyecto) AS n FROM proyectos').get() as { n: number }).n);
  h.db.prepare('INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (?, ?, 0)').run(pkProyecto, 'Ana Torres');
  h.db
    .prepare('INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento, activo) VALUES (?, ?, ?, 0)')
    .run('Hackatón de primavera', 'hackaton de primavera', 'Dos días de programación en equipo.');
  pkEvento = Number((h.db.prepare('SELECT MAX(pk_evento) AS n FROM eventos').get() as { n: number }).n);
}, 120_000);
afterAll(async () => {
  await web?.close();
  await h?.cerrar();
});

async function crear(entidad: string, pk: string | number) {
  const r = await h.llamar('crearVistaPrevia', { entidad, pk: String(pk) }, { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1, mensaje: M.creada });
  const url = new URL(String(r.body.url));
  expect(url.href).toBe(`${h.config.siteUrl}/vista_previa/${String(r.body.token)}`);
  return { ruta: url.pathname, pk: Number(r.body.pkVistaPrevia), token: String(r.body.token) };
}

const abrir = (ruta: string) => web.inject({ method: 'GET', url: ruta });
const cuerpo = (html: string) => html.slice(html.indexOf('<body'));

function esVistaPrevia(r: Awaited<ReturnType<typeof abrir>>, status: number) {
  expect(r.statusCode).toBe(status);
  expect(r.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(r.headers['cache-control']).toBe('private, no-store');
  expect(r.body).toContain('<meta name="robots" content="noindex">');
  expect(r.body).not.toContain('rel="canonical"');
}

it('a visitor with no session opens a project link: its public page under the band, noindex, no-store', async () => {
  const { ruta } = await crear('proyecto', pkProyecto);
  const r = await abrir(ruta);
  esVistaPrevia(r, 200);
  const html = cuerpo(r.body);
  expect(html).toContain(BANDA_VISTA_PREVIA);
  expect(html).toContain('El enlace vence el');
  expect(html).toMatch(/<h1[^>]*>Gestor de Tutorías<\/h1>/);
  expect(html).toContain('Reserva de asesorías entre estudiantes.');
  expect(html).toContain('Ana Torres');
  // the band comes from the store the page hydrates (the embedded state holds the link's answer)
  expect(r.body).toContain('"mostrarVistaPrevia(');
});

it('shows a deactivated project and a deactivated event, which their public pages do not', async () => {
  h.db.prepare('UPDATE proyectos SET activo = 0 WHERE pk_proyecto = ?').run(pkProyecto);
  expect((await web.inject({ method: 'GET', url: `/proyectos_estudiantes/${pkProyecto}` })).statusCode).toBe(404);
  const proyecto = await abrir((await crear('proyecto', pkProyecto)).ruta);
  esVistaPrevia(proyecto, 200);
  expect(cuerpo(proyecto.body)).toContain('Reserva de asesorías entre estudiantes.');
  h.db.prepare('UPDATE proyectos SET activo = 1 WHERE pk_proyecto = ?').run(pkProyecto);

  const evento = await abrir((await crear('evento', pkEvento)).ruta);
  esVistaPrevia(evento, 200);
  expect(cuerpo(evento.body)).toContain(BANDA_VISTA_PREVIA);
  expect(cuerpo(evento.body)).toContain('Hackatón de primavera');
  expect(cuerpo(evento.body)).toContain('Dos días de programación en equipo.');
});

it('a page by its key, through the page that shows it', async () => {
  h.db.prepare('UPDATE paginas SET cuerpo = ? WHERE clave = ?').run('Texto nuevo de **acerca de**.', 'acerca_de');
  const r = await abrir((await crear('pagina', 'acerca_de')).ruta);
  esVistaPrevia(r, 200);
  expect(cuerpo(r.body)).toContain('Texto nuevo de <strong>acerca de</strong>.');
  expect(cuerpo(r.body)).toContain(BANDA_VISTA_PREVIA);
});

it('answers a Spanish 404 after its expiry, after its revocation, and for a forged or unknown token', async () => {
  const vencido = await crear('proyecto', pkProyecto);
  h.db.prepare('UPDATE vistas_previas SET expira = ? WHERE pk_vista_previa = ?').run(Date.now() - 1, vencido.pk);
  const r1 = await abrir(vencido.ruta);
  esVistaPrevia(r1, 404);
  expect(cuerpo(r1.body)).toContain(M.token);
  expect(cuerpo(r1.body)).not.toContain('Gestor de Tutorías');

  const revocado = await crear('proyecto', pkProyecto);
  esVistaPrevia(await abrir(revocado.ruta), 200);
  const rev = await h.llamar('revocarVistaPrevia', { pkVistaPrevia: String(revocado.pk) }, { quien: 'a' });
  expect(rev.body).toEqual({ codigo: 1, mensaje: M.revocada });
  const r2 = await abrir(revocado.ruta);
  esVistaPrevia(r2, 404);
  expect(cuerpo(r2.body)).toContain(M.token);
  // revoking again, or an expired one: nothing to revoke
  for (const pk of [revocado.pk, vencido.pk]) {
    const otra = await h.llamar('revocarVistaPrevia', { pkVistaPrevia: String(pk) }, { quien: 'a' });
    expect([otra.status, otra.body.mensaje]).toEqual([404, M.noViva]);
  }

  const [n, firma] = revocado.token.split('.');
  const otraFirma = `${firma.slice(0, -1)}${firma.endsWith('A') ? 'B' : 'A'}`;
  for (const falso of [`${n}.${otraFirma}`, `${'x'.repeat(32)}.${firma}`, 'nada', '%3Cscript%3E', 'a'.repeat(300)]) {
    const r = await abrir(`/vista_previa/${falso}`);
    esVistaPrevia(r, 404);
    expect(cuerpo(r.body)).toContain(M.token);
    const f = await h.llamar('mostrarVistaPrevia', { token: decodeURIComponent(falso) });
    expect([f.status, esRechazo(f)]).toEqual([falso.length > 200 ? 400 : 404, true]);
  }
});

it('lists the live links with who made them, newest first; only admins create, list and revoke', async () => {
  const a = await crear('evento', pkEvento);
  const b = await crear('evento', pkEvento);
  const lista = await h.llamar('traerVistasPrevias', { entidad: 'evento', pk: String(pkEvento) }, { quien: 'a' });
  expect(lista.status).toBe(200);
  const filas = lista.body as unknown as { pk_vista_previa: number; usuario: string; expira: number; creada: number }[];
  expect(filas.slice(0, 2).map((f) => f.pk_vista_previa)).toEqual([b.pk, a.pk]);
  expect(filas[0].usuario).toBe('Admin de Prueba');
  expect(filas[0].expira - filas[0].creada).toBe(48 * 3_600_000);

  for (const quien of ['visitante', 'falso', 'e', 's'] as const) {
    const c = await h.llamar('crearVistaPrevia', { entidad: 'evento', pk: String(pkEvento) }, { quien });
    expect([quien, esRechazo(c), c.status >= 401 && c.status <= 403]).toEqual([quien, true, true]);
    const t = await h.llamar('traerVistasPrevias', { entidad: 'evento', pk: String(pkEvento) }, { quien });
    expect([quien, esRechazo(t)]).toEqual([quien, true]);
    const v = await h.llamar('revocarVistaPrevia', { pkVistaPrevia: String(a.pk) }, { quien });
    expect([quien, esRechazo(v)]).toEqual([quien, true]);
  }
  esVistaPrevia(await abrir(a.ruta), 200);
});

it('refuses an unknown kind, pk or item with Spanish messages; audits creations and revocations', async () => {
  const casos: [Record<string, string>, number, string][] = [
    [{ entidad: 'empresa', pk: '1' }, 400, M.entidad],
    [{ entidad: 'proyecto', pk: 'abc' }, 400, M.pk],
    [{ entidad: 'pagina', pk: 'no_existe' }, 400, M.pk],
    [{ entidad: 'proyecto', pk: '999999' }, 404, M.noExiste],
  ];
  for (const [campos, status, mensaje] of casos) {
    const r = await h.llamar('crearVistaPrevia', campos, { quien: 'a' });
    expect([campos, r.status, r.body]).toEqual([campos, status, { codigo: 0, mensaje }]);
  }
  const filas = h.db.prepare("SELECT funcion, entidad FROM bitacora WHERE entidad = 'vista_previa' ORDER BY pk_bitacora").all() as {
    funcion: string;
  }[];
  expect(filas.some((f) => f.funcion === 'crearVistaPrevia')).toBe(true);
  expect(filas.some((f) => f.funcion === 'revocarVistaPrevia')).toBe(true);
  // only the digest is stored, never a token
  const guardados = h.db.prepare('SELECT resumen FROM vistas_previas').all() as { resumen: string }[];
  expect(guardados.every((g) => !g.resumen.includes('.'))).toBe(true);
});

it('robots.txt keeps preview links out of search engines', async () => {
  const r = await web.inject({ method: 'GET', url: '/robots.txt' });
  expect(r.body).toContain('Disallow: /vista_previa/');
});
