// Cache versions move only with content writes: failed logins, attempt limits and sessions leave
// every cached public answer and page valid (on SQLite they used to drop all of them: data_version
// and total_changes moved with any row of any table). Both engines.
import { nuevoHarness, type Harness, CUENTAS } from './pruebas/arnes';
import { hastaQueCambie, versionDatos } from './api/memoria';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

it('failed logins, a login, a logout and session activity keep the version; a content write moves it', async () => {
  const calcular = jest.fn(() => ({ lista: [1, 2, 3] }));
  const primera = await hastaQueCambie(h.db, 'prueba-version', calcular);
  const antes = await versionDatos(h.db);
  for (let i = 0; i < 3; i++) expect((await h.llamar('iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: 'mala' })).status).toBe(401);
  const cookie = await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena);
  expect((await h.llamar('mostrarAlumnos', {}, { cookie })).status).toBe(200);
  expect((await h.llamar('cerrarSesion', {}, { cookie })).status).toBe(200);
  expect(await versionDatos(h.db)).toBe(antes);
  expect(await hastaQueCambie(h.db, 'prueba-version', calcular)).toBe(primera);
  expect(calcular).toHaveBeenCalledTimes(1);

  expect((await h.llamar('cambiarEstadoEnlace', { enlace: 'https://example.edu.mx/inscripciones', estatus: '1' }, { quien: 'a' })).body.codigo).toBe(
    1,
  );
  expect(await versionDatos(h.db)).not.toBe(antes);
  await hastaQueCambie(h.db, 'prueba-version', calcular);
  expect(calcular).toHaveBeenCalledTimes(2);
});

// PostgreSQL: concurrent callers share reads of the version row, and still see every write
// committed before they arrived (a caller never joins a read that started before it).
const enPostgres = process.env.PRUEBAS_POSTGRES ? it : it.skip;

enPostgres('concurrent callers share one read of the version, and a write committed before a caller arrives is seen by it', async () => {
  const pool = h.db.pool!;
  // each query takes a connection from the pool, whichever way it is sent (pool.query or Kysely)
  const conexiones = jest.spyOn(pool, 'connect');
  const original = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  let soltar: () => void = () => {};
  let retener = false;
  const consulta = (...a: unknown[]): Promise<unknown> => {
    const r = original(...a);
    if (!retener) return r;
    retener = false;
    // this read reached the server now; its answer is held back until the test lets it go
    return r.then((x) => new Promise((ok) => (soltar = () => ok(x))));
  };
  pool.query = consulta as typeof pool.query;
  try {
    const versiones = await Promise.all(Array.from({ length: 50 }, () => versionDatos(h.db)));
    expect(new Set(versiones).size).toBe(1);
    expect(conexiones.mock.calls.length).toBeLessThanOrEqual(2);

    retener = true;
    const primera = versionDatos(h.db); // its read starts now, before the write
    await new Promise((ok) => setTimeout(ok, 50));
    expect((await h.llamar('cambiarEstadoEnlace', { enlace: 'https://example.edu.mx/otra', estatus: '0' }, { quien: 'a' })).body.codigo).toBe(1);
    const segunda = versionDatos(h.db); // arrives after the write committed, while the first read is out
    soltar();
    const [a, b] = await Promise.all([primera, segunda]);
    expect(a).toBe(versiones[0]);
    expect(Number(b)).toBeGreaterThan(Number(a));
  } finally {
    pool.query = original as typeof pool.query;
    conexiones.mockRestore();
  }
});
