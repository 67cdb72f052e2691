// The staff-edited pages as a visitor without JavaScript gets them (SQLite, or PostgreSQL with
// PRUEBAS_POSTGRES): /, /admisiones and /acerca_de rendered on the server with the seeded content;
// an admin's edit shows on the next request at once (the visitors' cached pages follow the data
// version); the footer's contact lines on every public page; hostile Markdown inert in the HTML;
// /admisiones in the sitemap with its JSON-LD.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { buildApp } from '../app';
import * as servidor from '@/servidor';

const SITE = 'https://idgs.ejemplo.edu.mx';
const INDEX =
  '<!doctype html><html lang=es><head><meta charset=utf-8><meta name=description content="Sitio."><title>Sitio</title><script defer src=/main.abc.js></script></head><body><div id=root></div></body></html>';

let h: Harness;
let web: FastifyInstance;
beforeAll(async () => {
  h = await nuevoHarness();
  const dist = path.join(h.dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  web = await buildApp({ db: h.db, config: { ...h.config, distDir: dist, siteUrl: SITE }, ssr: servidor });
}, 120_000);
afterAll(async () => {
  await web?.close();
  await h?.cerrar();
});

const pagina = async (url: string) => {
  const r = await web.inject({ method: 'GET', url });
  expect([url, r.statusCode]).toEqual([url, 200]);
  return r.body;
};
const cuerpo = (html: string) => html.slice(html.indexOf('<body'));
const editar = async (campos: Record<string, string>) =>
  expect((await h.llamar('editarPagina', campos, { quien: 'a', multipart: true })).body).toEqual({ codigo: 1, mensaje: 'Página actualizada.' });

it('/ shows the seeded hero, the calls to action and the footer contact without JavaScript', async () => {
  const html = cuerpo(await pagina('/'));
  expect(html).toMatch(/<h1[^>]*>Ingeniería en Desarrollo y Gestión de Software<\/h1>/);
  expect(html).toContain('Universidad Tecnológica · Programa educativo');
  expect(html).toContain('<p>Aprende a diseñar, programar, probar y desplegar software');
  expect(html).toMatch(/<a class="boton hero__boton" href="\/admisiones"[^>]*>Admisiones<\/a>/);
  expect(html).toMatch(/href="\/admisiones#solicita-informacion"[^>]*>Solicita información<\/a>/);
  expect(html).toContain('href="mailto:idgs@ut-ejemplo.edu.mx"');
  expect(html).toContain('href="https://wa.me/524499105000"');
});

it('/admisiones: the admissions text, the key dates, the contact block, the enquiry section, og tags and JSON-LD', async () => {
  const doc = await pagina('/admisiones');
  const html = cuerpo(doc);
  for (const t of ['<h2>Costos</h2>', '<h2>Becas</h2>', '$1,800', 'Fechas clave', 'Examen de admisión', 'href="/plan_de_estudios.pdf"'])
    expect([t, html.includes(t)]).toEqual([t, true]);
  // the enquiry form, mounted by app/ (features/solicitudes), a plain form that posts without JavaScript
  expect(html).toMatch(/<section id="solicita-informacion"[^>]*>[^]*?<h2 id="solicita-informacion-titulo"[^>]*>Solicita información<\/h2>/);
  expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/solicita_informacion"|<form[^>]*action="\/solicita_informacion"[^>]*method="post"/);
  expect(html).toContain('href="tel:+524499105000"');
  const head = doc.slice(0, doc.indexOf('</head>'));
  expect(head).toContain('<title>Admisiones | Ingeniería en Desarrollo y Gestión de Software</title>');
  expect(head).toContain(`<meta property="og:url" content="${SITE}/admisiones">`);
  const ld = JSON.parse(/<script type="application\/ld\+json" id="datos-estructurados">([^<]*)<\/script>/.exec(head)![1]) as Record<string, unknown>;
  expect(ld).toMatchObject({
    '@type': 'EducationalOccupationalProgram',
    applicationStartDate: '2027-01-11',
    applicationDeadline: '2027-05-28',
    startDate: '2027-09-06',
    provider: { '@type': 'CollegeOrUniversity', email: 'idgs@ut-ejemplo.edu.mx', telephone: '+52 449 910 5000' },
  });
  expect((await web.inject('/sitemap.xml')).body).toContain(`<loc>${SITE}/admisiones</loc>`);
});

it("an admin's edit shows at once on /, /admisiones and /acerca_de fetched without JavaScript", async () => {
  for (const url of ['/', '/admisiones', '/acerca_de']) await pagina(url); // the visitors' cached pages
  await editar({ clave: 'inicio', titulo: 'Ingeniería renovada', cuerpo: 'Una descripción **nueva**.' });
  await editar({ clave: 'admisiones', titulo: 'Admisiones', cuerpo: '## Costos\n\nColegiatura de $2,100 con beca del 50 %.' });
  await editar({
    clave: 'acerca_de',
    titulo: 'Quiénes somos',
    cuerpo: 'Texto nuevo.',
    datos: JSON.stringify({ personas: [{ nombre: 'Brenda Quiroga', papel: 'Diseño', descripcion: '', foto: '' }] }),
  });
  await editar({
    clave: 'contacto',
    titulo: 'Contacto',
    cuerpo: 'Horario nuevo.',
    datos: JSON.stringify({
      correo: 'nuevo@ut.mx',
      telefono: '449 100 2000',
      whatsapp: '5214490000000',
      direccion: 'Calle Nueva 5',
      mapa: 'https://osm.org/n',
    }),
  });
  const inicio = cuerpo(await pagina('/'));
  expect(inicio).toMatch(/<h1[^>]*>Ingeniería renovada<\/h1>/);
  expect(inicio).toContain('<p>Una descripción <strong>nueva</strong>.</p>');
  const admisiones = cuerpo(await pagina('/admisiones'));
  expect(admisiones).toContain('Colegiatura de $2,100 con beca del 50 %.');
  expect(admisiones).not.toContain('$1,800');
  const acerca = cuerpo(await pagina('/acerca_de'));
  expect(acerca).toMatch(/<h1[^>]*>Quiénes somos<\/h1>/);
  expect(acerca).toContain('Brenda Quiroga');
  expect(acerca).not.toContain('Andrea Valeria Torres Medina');
  for (const html of [inicio, admisiones, acerca]) {
    expect(html).toContain('href="mailto:nuevo@ut.mx"');
    expect(html).toContain('Calle Nueva 5');
  }
});

it('hostile Markdown stays text in the served HTML', async () => {
  await editar({
    clave: 'acerca_de',
    titulo: 'Acerca de',
    cuerpo: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
  });
  const html = cuerpo(await pagina('/acerca_de'));
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toMatch(/<script>alert|<img src=x|href="javascript:/);
});
