// Edit locks and drafts on the server (issue 48; SQLite, or PostgreSQL with PRUEBAS_POSTGRES). Two
// admins and two instances of the app on one database: the second person is told who edits the item
// and since when, takes over, and the first person's heartbeat says so; a lock without a heartbeat
// for two minutes is free (the clock is moved, not waited for); leaving frees it. A draft is read only
// by its owner, removed by a save of the item, a discard, or after 30 days. Bad input, a runaway
// heartbeat and an oversized draft get Spanish refusals, never a 500, and nothing here touches the
// audit trail or the public caches' version.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { esRechazo, nuevoHarness, type Harness, type Respuesta } from '../pruebas/arnes';
import { insertarUsuario } from '@server/semillas';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { purgarEdicion } from '../db/repositorios/edicion';
import { BLOQUEO_VENCE_MS, MAX_BORRADOR_BYTES, MENSAJES_EDICION as M } from '@/shared/api/contrato/edicion';

const BETO = { usuario: 'beto', contrasena: 'Beto#Prueba2026', nombre: 'Beto Ramírez' };
const CONTACTO = { entidad: 'pagina', pk: '4' };
const TAB_A = 'pestanaDeAna01';
const TAB_A2 = 'otraPestanaDeAna';
const TAB_B = 'pestanaDeBeto1';

let h: Harness;
let beto: string;
let otra: Db;
let segunda: FastifyInstance;
beforeAll(async () => {
  h = await nuevoHarness();
  await insertarUsuario(h.db, { rol: 'a', ...BETO, exento2fa: true });
  beto = await h.entrar(BETO.usuario, BETO.contrasena);
  // a second instance of the site on the same database (its own connection)
  otra = await h.otraConexion();
  segunda = await buildApp({ db: otra, config: h.config });
}, 120_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await segunda?.close();
  await otra?.cerrar();
  await h?.cerrar();
});

const ana = (funcion: string, campos: Record<string, string>) => h.llamar(funcion, campos, { quien: 'a' });
const deBeto = (funcion: string, campos: Record<string, string>) => h.llamar(funcion, campos, { cookie: beto });
/** Beto through the second instance. */
async function betoEnLaOtra(funcion: string, campos: Record<string, string>): Promise<Respuesta> {
  const raw = await segunda.inject({
    method: 'POST',
    url: '/api.php',
    headers: { cookie: beto, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ funcion, ...campos }).toString(),
  });
  return { status: raw.statusCode, body: raw.json(), raw };
}
const rechazo = (r: Respuesta, status: number, mensaje: string) => {
  expect({ status: r.status, mensaje: r.body.mensaje }).toEqual({ status, mensaje });
  expect(esRechazo(r)).toBe(true);
};
const conteos = async () => ({
  bitacora: (await h.db.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM bitacora`))!.n,
  version: (await h.db.una<{ n: number }>(sql`SELECT n FROM _version WHERE id = 1`))!.n,
});

it('a second person is told who edits and since when, takes over through another instance, and the first is told at their next heartbeat', async () => {
  const reloj = jest.spyOn(Date, 'now');
  const t0 = Date.now();
  reloj.mockReturnValue(t0);

  const a = await ana('tomarBloqueo', { ...CONTACTO, pestana: TAB_A });
  expect(a.body).toEqual({ codigo: 1, mensaje: '', estado: 'propio', desde: t0 });
  // opening it again in the same tab (a reload) keeps it, with its first time
  reloj.mockReturnValue(t0 + 5_000);
  expect((await ana('tomarBloqueo', { ...CONTACTO, pestana: TAB_A })).body).toMatchObject({ estado: 'propio', desde: t0 });

  // Beto, on the other instance: Ana edits it since t0
  const b = await betoEnLaOtra('tomarBloqueo', { ...CONTACTO, pestana: TAB_B });
  expect(b.body).toEqual({ codigo: 1, mensaje: '', estado: 'ajeno', nombre: 'Admin de Prueba', desde: t0, mismaPersona: false });
  // Ana herself in another tab is told too (it is her)
  expect((await ana('tomarBloqueo', { ...CONTACTO, pestana: TAB_A2 })).body).toMatchObject({ estado: 'ajeno', mismaPersona: true });
  // a heartbeat of someone who does not hold it takes nothing
  expect((await deBeto('latirBloqueo', { ...CONTACTO, pestana: TAB_B })).body).toMatchObject({ estado: 'ajeno', nombre: 'Admin de Prueba' });
  expect((await ana('latirBloqueo', { ...CONTACTO, pestana: TAB_A })).body).toEqual({ codigo: 1, mensaje: '', estado: 'propio' });

  // "Tomar el control"
  reloj.mockReturnValue(t0 + 20_000);
  expect((await betoEnLaOtra('tomarBloqueo', { ...CONTACTO, pestana: TAB_B, forzar: '1' })).body).toMatchObject({
    estado: 'propio',
    desde: t0 + 20_000,
  });
  // Ana's next heartbeat (on the first instance) says who took it and since when
  expect((await ana('latirBloqueo', { ...CONTACTO, pestana: TAB_A })).body).toEqual({
    codigo: 1,
    mensaje: '',
    estado: 'ajeno',
    nombre: BETO.nombre,
    desde: t0 + 20_000,
    mismaPersona: false,
  });

  // Beto's tab goes quiet: two minutes later Ana takes it back without forcing
  reloj.mockReturnValue(t0 + 20_000 + BLOQUEO_VENCE_MS - 1);
  expect((await ana('tomarBloqueo', { ...CONTACTO, pestana: TAB_A })).body).toMatchObject({ estado: 'ajeno', nombre: BETO.nombre });
  reloj.mockReturnValue(t0 + 20_000 + BLOQUEO_VENCE_MS + 1);
  const t1 = t0 + 20_000 + BLOQUEO_VENCE_MS + 1;
  expect((await ana('tomarBloqueo', { ...CONTACTO, pestana: TAB_A })).body).toMatchObject({ estado: 'propio', desde: t1 });
  // Beto's late heartbeat is told, and takes nothing
  expect((await betoEnLaOtra('latirBloqueo', { ...CONTACTO, pestana: TAB_B })).body).toMatchObject({ estado: 'ajeno', nombre: 'Admin de Prueba' });

  // leaving: only the holder's tab frees it
  expect((await deBeto('soltarBloqueo', { ...CONTACTO, pestana: TAB_B })).body).toEqual({ codigo: 1, mensaje: M.soltado });
  expect((await deBeto('tomarBloqueo', { ...CONTACTO, pestana: TAB_B })).body).toMatchObject({ estado: 'ajeno' });
  expect((await ana('soltarBloqueo', { ...CONTACTO, pestana: TAB_A })).body).toEqual({ codigo: 1, mensaje: M.soltado });
  expect((await deBeto('tomarBloqueo', { ...CONTACTO, pestana: TAB_B })).body).toMatchObject({ estado: 'propio' });
  // a heartbeat after the lock was freed takes it again when nobody else has it
  await deBeto('soltarBloqueo', { ...CONTACTO, pestana: TAB_B });
  expect((await deBeto('latirBloqueo', { ...CONTACTO, pestana: TAB_B })).body).toMatchObject({ estado: 'propio' });
  // the one-row items (pk 0) and another item are locked independently
  expect((await ana('tomarBloqueo', { entidad: 'plan', pk: '0', pestana: TAB_A })).body).toMatchObject({ estado: 'propio' });
  expect((await ana('tomarBloqueo', { entidad: 'pregunta_frecuente', pk: '0', pestana: TAB_A })).body).toMatchObject({ estado: 'propio' });
  reloj.mockRestore();

  // with the real clock (a frozen one spins the second instance's background loops): a whole edit's
  // calls write nothing to the audit trail and empty no public cache
  const antes = await conteos();
  const INICIO = { entidad: 'pagina', pk: '1', pestana: TAB_A };
  expect((await ana('tomarBloqueo', INICIO)).body).toMatchObject({ estado: 'propio' });
  expect((await ana('latirBloqueo', INICIO)).body).toMatchObject({ estado: 'propio' });
  expect((await ana('guardarBorrador', { entidad: 'pagina', pk: '1', valores: '{"titulo":"Inicio"}' })).body).toMatchObject({ codigo: 1 });
  expect((await ana('descartarBorrador', { entidad: 'pagina', pk: '1' })).body).toMatchObject({ codigo: 1 });
  expect((await ana('soltarBloqueo', INICIO)).body).toMatchObject({ codigo: 1 });

  // bad input: Spanish refusals, no row written for what does not exist
  rechazo(await ana('tomarBloqueo', { entidad: 'pagina', pk: '999999', pestana: TAB_A }), 404, M.noExiste);
  rechazo(await ana('tomarBloqueo', { entidad: 'usuario', pk: '1', pestana: TAB_A }), 400, M.entidad);
  rechazo(await ana('tomarBloqueo', { entidad: 'plan', pk: '3', pestana: TAB_A }), 400, M.pk);
  rechazo(await ana('tomarBloqueo', { entidad: 'proyecto', pk: '0', pestana: TAB_A }), 400, M.pk);
  rechazo(await ana('tomarBloqueo', { ...CONTACTO, pestana: "x'; DROP TABLE--" }), 400, M.pestana);
  rechazo(await ana('latirBloqueo', { entidad: 'evento', pk: '424242', pestana: TAB_A }), 404, M.noExiste);
  expect((await h.db.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM bloqueos_edicion WHERE pk_item > 100`))!.n).toBe(0);
  // a visitor, a student and the super admin hold no lock
  for (const quien of ['visitante', 'e', 's'] as const)
    expect(esRechazo(await h.llamar('tomarBloqueo', { ...CONTACTO, pestana: TAB_A }, { quien }))).toBe(true);

  const despues = await conteos();
  expect(despues.bitacora).toBe(antes.bitacora);
  // PostgreSQL's test harness counts every table's changes in a table of its own (pgSincrono.ts), which
  // moves the version: there, the lock tables are shown to carry no version trigger instead
  if (h.db.motor === 'sqlite') expect(despues.version).toBe(antes.version);
  else {
    const conVersion = await h.db.todas<{ tabla: string }>(
      sql`SELECT c.relname AS tabla FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
           WHERE g.tgname = '_cambio' AND c.relnamespace = current_schema()::regnamespace
             AND c.relname IN ('paginas', 'bloqueos_edicion', 'borradores_edicion')`,
    );
    expect(conVersion).toEqual([{ tabla: 'paginas' }]);
  }
});

it('a runaway tab beating 70 times at once is bounded: Spanish 429s after the limit, never a 500', async () => {
  const campos = { entidad: 'plan', pk: '0', pestana: TAB_B };
  const respuestas = await Promise.all(Array.from({ length: 70 }, () => deBeto('latirBloqueo', campos)));
  const estados = respuestas.map((r) => r.status);
  // at most 60 a minute per account (a few were spent by the test before)
  expect(estados.filter((s) => s === 200).length).toBeGreaterThan(50);
  expect(estados.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
  for (const r of respuestas.filter((x) => x.status !== 200)) rechazo(r, 429, M.latidos);
  // Ana, another account, beats on
  expect((await ana('latirBloqueo', { entidad: 'plan', pk: '0', pestana: TAB_A })).status).toBe(200);
});

it('a draft is kept per person and item, read only by its owner, removed by a save, a discard or after 30 days', async () => {
  const antes = await conteos();
  const valores = JSON.stringify({ titulo: 'Contacto', cuerpo: 'Escríbanos a **contacto@ejemplo.edu.mx**.' });
  const g = await ana('guardarBorrador', { ...CONTACTO, valores });
  expect(g.body).toMatchObject({ codigo: 1, mensaje: M.guardado });
  const guardado = g.body.guardado as number;
  expect((await ana('traerBorrador', CONTACTO)).body).toEqual({ borrador: { valores: JSON.parse(valores), guardado } });
  // replaced by the next save; Beto has his own, and never reads Ana's
  const suyos = JSON.stringify({ titulo: 'Contacto', cuerpo: 'Texto de Beto.' });
  expect((await deBeto('guardarBorrador', { ...CONTACTO, valores: suyos })).body).toMatchObject({ codigo: 1 });
  expect((await ana('traerBorrador', CONTACTO)).body).toMatchObject({ borrador: { valores: JSON.parse(valores) } });
  expect((await deBeto('traerBorrador', CONTACTO)).body).toMatchObject({ borrador: { valores: { cuerpo: 'Texto de Beto.' } } });
  expect((await deBeto('traerBorrador', { entidad: 'pagina', pk: '2' })).body).toEqual({ borrador: null });
  for (const quien of ['visitante', 'falso', 'e', 's'] as const) {
    const r = await h.llamar('traerBorrador', CONTACTO, { quien });
    expect(esRechazo(r)).toBe(true);
    expect(JSON.stringify(r.body)).not.toContain('contacto@ejemplo');
  }

  // bad drafts: oversized, not JSON, of nothing
  rechazo(await ana('guardarBorrador', { ...CONTACTO, valores: JSON.stringify({ cuerpo: 'ñ'.repeat(MAX_BORRADOR_BYTES / 2) }) }), 400, M.grande);
  rechazo(await ana('guardarBorrador', { ...CONTACTO, valores: '{"cuerpo": ' }), 400, M.valores);
  rechazo(await ana('guardarBorrador', { entidad: 'proyecto', pk: '77777', valores }), 404, M.noExiste);
  rechazo(await ana('guardarBorrador', { entidad: 'bitacora', pk: '1', valores }), 400, M.entidad);
  expect((await ana('traerBorrador', CONTACTO)).body).toMatchObject({ borrador: { valores: JSON.parse(valores) } });

  // Ana saves the page: her draft goes, Beto's stays
  const editar = await h.llamar(
    'editarPagina',
    { clave: 'contacto', titulo: 'Contacto', cuerpo: 'Guardado por Ana.' },
    { quien: 'a', multipart: true },
  );
  expect(editar.body).toMatchObject({ codigo: 1 });
  expect((await ana('traerBorrador', CONTACTO)).body).toEqual({ borrador: null });
  expect((await deBeto('traerBorrador', CONTACTO)).body).toMatchObject({ borrador: { valores: { cuerpo: 'Texto de Beto.' } } });

  // "Descartar"
  expect((await deBeto('descartarBorrador', CONTACTO)).body).toEqual({ codigo: 1, mensaje: M.descartado });
  expect((await deBeto('traerBorrador', CONTACTO)).body).toEqual({ borrador: null });

  // 30 days: not offered any more, then purged (the draft is aged in the database: the sessions would expire with a moved clock)
  await ana('guardarBorrador', { entidad: 'plan', pk: '0', valores });
  const envejecer = (dias: number) =>
    h.db.ejecutar(sql`UPDATE borradores_edicion SET guardado = guardado - ${dias * 86_400_000} WHERE entidad = 'plan'`);
  await envejecer(29);
  expect((await ana('traerBorrador', { entidad: 'plan', pk: '0' })).body).toMatchObject({ borrador: { valores: JSON.parse(valores) } });
  await envejecer(1.01);
  expect((await ana('traerBorrador', { entidad: 'plan', pk: '0' })).body).toEqual({ borrador: null });
  await purgarEdicion(h.db);
  expect((await h.db.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM borradores_edicion`))!.n).toBe(0);

  // the drafts left no entry in the trail: only the page's own save did
  expect((await conteos()).bitacora).toBe(antes.bitacora + 1);
});
