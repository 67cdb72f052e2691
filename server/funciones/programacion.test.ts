// Scheduled publishing (docs/decisiones/0054-publicacion-programada.md) on the real server and
// database (both engines): an event or project whose publicarEn has not come is absent from every
// public read (list, detail, search, sitemap, feed, calendar) until the periodic job runs after its
// time; after retirarEn it leaves them again; admins read it all along; each transition writes one
// audit entry, also when two instances run the job at once; bad dates get the form's messages.
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { mapaDelSitio } from '@server/ssr';
import { aPared } from '@/shared/lib/zonaHoraria';
import { MENSAJES_PROGRAMACION, estadoProgramacion, type Programacion } from '@/shared/api/contrato/programacion';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';
import { iniciarProgramados, publicarProgramados, PUBLICADO, RETIRADO } from './programacion';
import { feedAtom } from './feed';
import { calendarioEventos } from '@server/entidades/eventos/calendario';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const M = MENSAJES_PROGRAMACION;
const HORA = 3600_000;
/** The programme's wall clock at `ms`, to the second (what a form with seconds would send). */
const pared = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return `${aPared(iso, h.config.zonaHoraria)}:${iso.slice(17, 19)}`;
};
const imgs = () => JSON.stringify([{ key: '0.1', imagen: dataUrlDemo(3) }]);

async function registrarEvento(nombre: string, extra: Record<string, string>) {
  const datos = { nombreEvento: nombre, descripcion: `Descripción de ${nombre}.`, imgs: imgs(), inicio: pared(Date.now() + 48 * HORA), ...extra };
  const r = await h.llamar('registrarEvento', datos, { quien: 'a', multipart: true });
  expect(r.body).toMatchObject({ codigo: 1 });
  return r.body.pk_evento as number;
}

/** Where the public finds an event: [list, detail, search, feed, calendar]. */
async function dondeSeVe(pk: number, nombre: string, quien?: 'a') {
  const lista = (await h.llamar('obtenerTodosEventos', {}, { quien })).body as unknown as { pk_evento: number }[];
  const detalle = await h.llamar('obtenerEvento', { pkEvento: String(pk) }, { quien });
  const busqueda = (await h.llamar('buscar', { q: nombre })).body as unknown as RespuestaBusqueda;
  return [
    lista.some((e) => e.pk_evento === pk),
    detalle.status === 200,
    busqueda.resultados.some((x) => x.tipo === 'evento' && x.pk === pk),
    (await feedAtom(h.db, h.config)).includes(nombre),
    (await calendarioEventos(h.db, h.config)).includes(nombre),
  ];
}
const NINGUNO = [false, false, false, false, false];
const TODOS = [true, true, true, true, true];

const bitacora = (pk: number, entidad = 'evento') =>
  h.db.prepare("SELECT resumen FROM bitacora WHERE funcion = 'publicacionProgramada' AND entidad = ? AND pk_entidad = ?").pluck().all(entidad, pk);

describe('an event scheduled ahead', () => {
  it('is absent from list, detail (404), search, feed and calendar until the job runs after publicarEn; admins see it', async () => {
    const pk = await registrarEvento('Feria de empleo programada', { publicarEn: pared(Date.now() + HORA) });
    expect(await dondeSeVe(pk, 'Feria de empleo programada')).toEqual(NINGUNO);
    const detalle = await h.llamar('obtenerEvento', { pkEvento: String(pk) });
    expect([detalle.status, detalle.body.mensaje]).toEqual([404, 'El evento no existe o fue dado de baja.']);
    // admins: the list and the form still read it, with its schedule
    const admin = (await h.llamar('obtenerEvento', { pkEvento: String(pk) }, { quien: 'a' })).body as Programacion;
    expect(admin).toMatchObject({ pk_evento: pk, publicado: false });
    expect(estadoProgramacion(admin, h.config.zonaHoraria)).toMatch(
      /^Programado: \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic)( \d{4})? \d{1,2}:\d{2}$/,
    );
    // the job before its time changes nothing; after it, published once
    expect(await publicarProgramados(h.db)).toBe(0);
    expect(await publicarProgramados(h.db, Date.now() + 2 * HORA)).toBe(1);
    expect(await dondeSeVe(pk, 'Feria de empleo programada')).toEqual(TODOS);
    expect(await publicarProgramados(h.db, Date.now() + 2 * HORA)).toBe(0);
    expect(bitacora(pk)).toEqual([`«Feria de empleo programada» — ${PUBLICADO}`]);
  });

  it('goes into the feed as new at its publication, ahead of what was created after it but published before', async () => {
    const hora = Math.floor((Date.now() + HORA) / 1000) * 1000;
    const programado = await registrarEvento('Jornada de puertas abiertas', { publicarEn: pared(hora) });
    await registrarEvento('Taller publicado de inmediato', {});
    expect(await publicarProgramados(h.db, Date.now() + 2 * HORA)).toBe(1);
    const feed = await feedAtom(h.db, h.config);
    expect(feed.indexOf('Jornada de puertas abiertas')).toBeGreaterThan(-1);
    expect(feed.indexOf('Jornada de puertas abiertas')).toBeLessThan(feed.indexOf('Taller publicado de inmediato'));
    const entrada = feed.slice(feed.indexOf(`/evento/${programado}<`), feed.indexOf('</entry>', feed.indexOf(`/evento/${programado}<`)));
    expect(entrada).toContain(`<published>${new Date(hora).toISOString()}</published>`);
  });

  it('leaves every public read after retirarEn (calendars hear it as cancelled), with one audit entry', async () => {
    const pk = await registrarEvento('Charla retirable', { retirarEn: pared(Date.now() + HORA) });
    expect(await dondeSeVe(pk, 'Charla retirable')).toEqual(TODOS);
    expect(await publicarProgramados(h.db, Date.now() + 2 * HORA)).toBe(1);
    const [lista, detalle, busqueda, feed] = await dondeSeVe(pk, 'Charla retirable');
    expect([lista, detalle, busqueda, feed]).toEqual([false, false, false, false]);
    expect(await calendarioEventos(h.db, h.config)).toMatch(
      /SUMMARY:Charla retirable\r\n(?:[^\r]*\r\n)*?STATUS:CANCELLED|STATUS:CANCELLED\r\n(?:[^\r]*\r\n)*?SUMMARY:Charla retirable/,
    );
    expect(bitacora(pk)).toEqual([`«Charla retirable» — ${RETIRADO}`]);
    const admin = (await h.llamar('obtenerEvento', { pkEvento: String(pk) }, { quien: 'a' })).body as Programacion;
    expect(estadoProgramacion(admin, h.config.zonaHoraria, Date.now() + 2 * HORA)).toBe('Retirado');
  });

  it('a client that sends no schedule publishes at once, and an edit without it keeps the stored one', async () => {
    const pk = await registrarEvento('Evento sin programa', {});
    expect(await dondeSeVe(pk, 'Evento sin programa')).toEqual(TODOS);
    const pk2 = await registrarEvento('Evento que espera', { publicarEn: pared(Date.now() + HORA) });
    const r = await h.llamar(
      'editarEvento',
      { pkEvento: String(pk2), nombreEvento: 'Evento que espera', descripcion: 'Otra.', imgs: imgs() },
      { quien: 'a', multipart: true },
    );
    expect(r.body).toMatchObject({ codigo: 1 });
    expect((await dondeSeVe(pk2, 'Evento que espera'))[0]).toBe(false);
    // '' clears it: published at once
    await h.llamar(
      'editarEvento',
      { pkEvento: String(pk2), nombreEvento: 'Evento que espera', descripcion: 'Otra.', imgs: imgs(), publicarEn: '' },
      { quien: 'a', multipart: true },
    );
    expect(await dondeSeVe(pk2, 'Evento que espera')).toEqual(TODOS);
  });

  it('the running job publishes within its period after the time (a few seconds ahead), and the cached list drops', async () => {
    const pk = await registrarEvento('Taller puntual', { publicarEn: pared(Date.now() + 2000) });
    expect((await dondeSeVe(pk, 'Taller puntual'))[0]).toBe(false); // the public list is now cached
    const trabajo = iniciarProgramados(h.db, { programadosMs: 250 });
    try {
      const limite = Date.now() + 10_000;
      while (!(await dondeSeVe(pk, 'Taller puntual'))[0] && Date.now() < limite) await new Promise((r) => setTimeout(r, 200));
    } finally {
      await trabajo.detener();
    }
    expect(await dondeSeVe(pk, 'Taller puntual')).toEqual(TODOS);
    expect(bitacora(pk)).toHaveLength(1);
  });

  // SQLite runs one instance per database file (docs/despliegue.md): there the two runs go one after the other
  it('two instances running the job at once: published once, one audit entry', async () => {
    const pks = [];
    for (const n of ['Congreso uno', 'Congreso dos', 'Congreso tres']) pks.push(await registrarEvento(n, { publicarEn: pared(Date.now() + HORA) }));
    const db2 = await h.otraConexion();
    try {
      const t = Date.now() + 2 * HORA;
      const [a, b] =
        h.db.motor === 'postgres'
          ? await Promise.all([publicarProgramados(h.db, t), publicarProgramados(db2, t)])
          : [await publicarProgramados(h.db, t), await publicarProgramados(db2, t)];
      expect(a + b).toBe(3);
    } finally {
      await db2.cerrar();
    }
    for (const pk of pks) expect(bitacora(pk)).toHaveLength(1);
  });
});

describe('a project scheduled ahead', () => {
  const proyecto = (extra: Record<string, string>) => ({
    nombre_proyecto: 'Sistema de riego programado',
    cuatrimestre: '5',
    descripcion_proyecto: 'Riego con sensores.',
    enlace: '',
    imgs_proyecto: imgs(),
    miembros: JSON.stringify([{ key: '1', nombre: 'Ana Ruiz', pk: 0 }]),
    foto_miembros: '',
    ...extra,
  });

  it('is absent from the list, its page (404), the search and the sitemap until published', async () => {
    const r = await h.llamar('registrarProyecto', proyecto({ publicarEn: pared(Date.now() + HORA) }), { quien: 'a', multipart: true });
    const pk = r.body.pk_proyecto as number;
    const ve = async () => {
      const grupos = (await h.llamar('obtenerTodosProyectosPorCuatrimestre')).body as unknown as { proyectos: { pk_proyecto: number }[] }[];
      const busqueda = (await h.llamar('buscar', { q: 'riego programado' })).body as unknown as RespuestaBusqueda;
      return [
        grupos.some((g) => g.proyectos.some((p) => p.pk_proyecto === pk)),
        (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).status === 200,
        busqueda.resultados.some((x) => x.tipo === 'proyecto' && x.pk === pk),
        (await mapaDelSitio(h.db, h.config.siteUrl, ['/'])).includes(`/proyectos_estudiantes/${pk}<`),
        (await feedAtom(h.db, h.config)).includes('Sistema de riego programado'),
      ];
    };
    expect(await ve()).toEqual([false, false, false, false, false]);
    const admin = (await h.llamar('obtenerTodosProyectosPorCuatrimestre', {}, { quien: 'a' })).body as unknown as {
      proyectos: { pk_proyecto: number; publicado: boolean }[];
    }[];
    expect(admin.flatMap((g) => g.proyectos).find((p) => p.pk_proyecto === pk)).toMatchObject({ publicado: false });
    await publicarProgramados(h.db, Date.now() + 2 * HORA);
    expect(await ve()).toEqual([true, true, true, true, true]);
    expect(bitacora(pk, 'proyecto')).toEqual([`«Sistema de riego programado» — ${PUBLICADO}`]);
  });

  it('refuses a bad date and a retirarEn not after publicarEn, with the form messages', async () => {
    const malo = await h.llamar('registrarProyecto', proyecto({ publicarEn: '2027-02-30T08:00' }), { quien: 'a', multipart: true });
    expect([malo.status, malo.body.mensaje]).toEqual([400, M.publicarEn]);
    const retiro = await h.llamar(
      'registrarEvento',
      { nombreEvento: 'X', descripcion: 'Y', imgs: imgs(), retirarEn: 'mañana' },
      { quien: 'a', multipart: true },
    );
    expect([retiro.status, retiro.body.mensaje]).toEqual([400, M.retirarEn]);
    const orden = await h.llamar(
      'registrarEvento',
      { nombreEvento: 'X', descripcion: 'Y', imgs: imgs(), publicarEn: '2027-03-12T08:00', retirarEn: '2027-03-12T08:00' },
      { quien: 'a', multipart: true },
    );
    expect([orden.status, orden.body.mensaje]).toEqual([400, M.retirarAntes]);
  });
});

describe('the admin list label', () => {
  it('says "Programado: 3 dic 8:00" in the programme zone before publicarEn (the year when not this one), "Retirado" after retirarEn', () => {
    const ahora = Date.parse('2026-11-20T12:00:00Z');
    const zona = 'America/Mexico_City';
    expect(estadoProgramacion({ publicar_en: '2026-12-03T14:00:00Z' }, zona, ahora)).toBe('Programado: 3 dic 8:00');
    expect(estadoProgramacion({ publicar_en: '2027-01-15T01:30:00Z' }, zona, ahora)).toBe('Programado: 14 ene 2027 19:30');
    expect(estadoProgramacion({ publicar_en: '2026-11-01T14:00:00Z', retirar_en: '2026-11-19T00:00:00Z' }, zona, ahora)).toBe('Retirado');
    expect(estadoProgramacion({ publicar_en: '2026-11-01T14:00:00Z', retirar_en: '2026-12-19T00:00:00Z' }, zona, ahora)).toBeNull();
  });
});

describe('a page: a scheduled edit', () => {
  it('keeps the page as it is until its time, then the job publishes it (once); a page is never retired', async () => {
    const antes = (await h.llamar('mostrarPagina', { clave: 'acerca_de' })).body;
    const r = await h.llamar(
      'editarPagina',
      { clave: 'acerca_de', titulo: 'Acerca de (nuevo)', cuerpo: 'Texto nuevo.', publicarEn: pared(Date.now() + HORA) },
      { quien: 'a' },
    );
    expect(r.body).toMatchObject({ codigo: 1, mensaje: 'Cambio guardado: la página lo mostrará en la fecha programada.' });
    expect((await h.llamar('mostrarPagina', { clave: 'acerca_de' })).body.titulo).toBe(antes.titulo);
    const lista = (await h.llamar('traerPaginas', {}, { quien: 'a' })).body as unknown as { clave: string; publicar_en: string | null }[];
    expect(lista.find((p) => p.clave === 'acerca_de')?.publicar_en).toMatch(/Z$/);
    await publicarProgramados(h.db, Date.now() + 2 * HORA, h.config);
    expect((await h.llamar('mostrarPagina', { clave: 'acerca_de' })).body).toMatchObject({ titulo: 'Acerca de (nuevo)', cuerpo: 'Texto nuevo.' });
    // the published edit is in the page's history (issue 37's revisions), by the job
    const historial = (await h.llamar('traerRevisiones', { entidad: 'pagina', pk: '3' }, { quien: 'a' })).body as unknown as { usuario: string }[];
    expect(historial[0]?.usuario).toBe('Sistema');
    const retirar = await h.llamar(
      'editarPagina',
      { clave: 'inicio', titulo: 'Inicio', cuerpo: 'Hola.', retirarEn: pared(Date.now() + HORA) },
      { quien: 'a' },
    );
    expect([retirar.status, retirar.body.mensaje]).toEqual([400, M.pagina]);
  });
});
