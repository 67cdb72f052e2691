// Server rendering, what a crawler reads (setup in server/pruebas/sitioSsr.ts): the head tags of each
// page (title, description, canonical from SITE_URL, Open Graph, Twitter card, JSON-LD), /eventos
// with its dates without JavaScript, the feeds announced in every head, /sitemap.xml and robots.txt.
import { matchPath } from 'react-router-dom';
import { normalizar } from '../db/normalizar';
import { rutasSsr } from '@/servidor';
import { cabeza, db, decodificar, empresa, empresaBaja, pedir, pkBaja, pkHostil, prepararSitioSsr, previa, SITE } from '@server/pruebas/sitioSsr';

prepararSitioSsr();

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

  // a rule, not a list: a new entity's public page reaches the sitemap (its Entidad's `mapa`) or this fails
  it('every server-rendered route is in the sitemap: each fixed path, and each pattern by its items’ pages', async () => {
    const locs = [...(await pedir('/sitemap.xml')).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    // the one page left out on purpose: a question and its answers are on its topic's page, which is
    // in the map and which search results link to; this page is where a visitor writes an answer
    const fuera = ['/login', '/error', '/foro/responder_pregunta/:idPregunta'];
    const faltan = rutasSsr()
      .filter((r) => !fuera.includes(r))
      .filter((r) => !locs.some((l) => matchPath(r, decodeURIComponent(l))));
    expect(faltan).toEqual([]);
  });

  it('robots.txt keeps its rules and names the sitemap at SITE_URL', async () => {
    const r = await pedir('/robots.txt');
    expect(r.body).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/panel_admin/);
    expect(r.body).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
