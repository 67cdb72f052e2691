// Shared lab computers: the session cookie ends with the browser, a session ends after a while
// without use, its activity is written at most once a minute, and its owner sees and ends the others.
import { sql } from 'kysely';
import { nuevoHarness, CUENTAS, type Harness } from './pruebas/arnes';
import { purgarVencidas } from './autenticacion/sesiones';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const hashDe = (cookie: string) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- node:crypto, test-only
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  return createHash('sha256').update(cookie.replace(/^sid=/, '')).digest('hex');
};
const actividad = (cookie: string) => h.db.prepare('SELECT actividad FROM sesiones WHERE token_hash = ?').pluck().get(hashDe(cookie)) as number;
const inactiva = (cookie: string, minutos: number) =>
  h.db.prepare('UPDATE sesiones SET actividad = ? WHERE token_hash = ?').run(Date.now() - minutos * 60_000, hashDe(cookie));

it('the session cookie has neither Max-Age nor Expires: it ends with the browser', async () => {
  const r = await h.llamar('iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena });
  const set = String(r.raw.headers['set-cookie']);
  expect(set).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
  expect(set).not.toMatch(/Max-Age|Expires/i);
});

it('a staff session idle for 31 minutes has ended; a student one (120 minutes) has not', async () => {
  const admin = await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena);
  const alumno = await h.entrar(CUENTAS.e.usuario, CUENTAS.e.contrasena);
  expect((await h.llamar('mostrarAlumnos', {}, { cookie: admin })).status).toBe(200);
  inactiva(admin, 29);
  expect((await h.llamar('mostrarAlumnos', {}, { cookie: admin })).status).toBe(200);
  inactiva(admin, 31);
  inactiva(alumno, 31);
  expect((await h.llamar('mostrarAlumnos', {}, { cookie: admin })).status).toBe(401);
  expect((await h.llamar('traerPreguntasValidadas', {}, { cookie: alumno })).status).toBe(200);
  inactiva(alumno, 121);
  expect((await h.llamar('traerPreguntasValidadas', {}, { cookie: alumno })).status).toBe(401);
});

it('writes the last activity at most once a minute, and only for accepted calls', async () => {
  const admin = await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena);
  const inicio = actividad(admin);
  await h.llamar('mostrarAlumnos', {}, { cookie: admin });
  expect(actividad(admin)).toBe(inicio);
  inactiva(admin, 2);
  const hace2 = actividad(admin);
  expect((await h.llamar('registrarUsuario', { rol: 'e' }, { cookie: admin })).status).toBe(400); // refused: no write
  expect(actividad(admin)).toBe(hace2);
  await h.llamar('mostrarAlumnos', {}, { cookie: admin });
  expect(actividad(admin)).toBeGreaterThan(Date.now() - 5000);
});

it('lists the open sessions and "Cerrar las demás" ends the others only', async () => {
  const ua = (n: string) => ({ 'user-agent': n });
  const abrir = async (navegador: string) => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ua(navegador) },
      payload: new URLSearchParams({ funcion: 'iniciarSesion', usuario: CUENTAS.s.usuario, contrasena: CUENTAS.s.contrasena }).toString(),
    });
    return `sid=${r.cookies.find((c) => c.name === 'sid')!.value}`;
  };
  h.db.prepare('DELETE FROM sesiones WHERE pk_usuario = ?').run(h.pks.s);
  const [una, otra, tercera] = [await abrir('Navegador A'), await abrir('Navegador B'), await abrir('Navegador C')];
  const alumno = await h.entrar(CUENTAS.e.usuario, CUENTAS.e.contrasena);
  const lista = await h.llamar('traerSesiones', {}, { cookie: otra });
  const sesiones = lista.body.sesiones as { navegador: string; esta: boolean; direccion: string; creada: number; actividad: number }[];
  expect(sesiones).toHaveLength(3);
  expect(sesiones.filter((s) => s.esta).map((s) => s.navegador)).toEqual(['Navegador B']);
  expect(sesiones.map((s) => s.navegador).sort()).toEqual(['Navegador A', 'Navegador B', 'Navegador C']);
  expect(sesiones[0]).toMatchObject({ direccion: '127.0.0.1' });

  const r = await h.llamar('cerrarOtrasSesiones', {}, { cookie: otra, origin: undefined });
  expect(r.body).toEqual({ codigo: 1, mensaje: 'Se cerraron 2 sesiones más.' });
  expect((await h.llamar('traerSesiones', {}, { cookie: una })).status).toBe(401);
  expect((await h.llamar('traerSesiones', {}, { cookie: tercera })).status).toBe(401);
  expect((await h.llamar('traerSesiones', {}, { cookie: otra })).body.sesiones).toHaveLength(1);
  expect((await h.llamar('traerPreguntasValidadas', {}, { cookie: alumno })).status).toBe(200);
  expect((await h.llamar('cerrarOtrasSesiones', {}, { cookie: otra })).body.mensaje).toBe('No había otras sesiones abiertas.');
});

it('the hourly purge deletes expired sessions, password reset links and preview links, and keeps the live ones', async () => {
  const ahora = Date.now();
  const viva = await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena);
  const vencida = await h.entrar(CUENTAS.e.usuario, CUENTAS.e.contrasena);
  await h.db.ejecutar(sql`UPDATE sesiones SET expira = ${ahora - 1} WHERE token_hash = ${hashDe(vencida)}`);
  for (const [clave, expira] of [
    ['vencido', ahora - 1],
    ['vigente', ahora + 3600_000],
  ] as const) {
    await h.db.ejecutar(sql`INSERT INTO restablecimientos (fk_usuario, resumen, expira) VALUES (${h.pks.a}, ${`purga-${clave}`}, ${expira})`);
    await h.db.ejecutar(
      sql`INSERT INTO vistas_previas (resumen, entidad, pk_item, fk_usuario, creada, expira)
          VALUES (${`purga-${clave}`}, 'proyecto', 1, ${h.pks.a}, ${ahora - 7200_000}, ${expira})`,
    );
  }
  await purgarVencidas(h.db);
  const quedan = async (tabla: 'restablecimientos' | 'vistas_previas') =>
    (await h.db.todas<{ resumen: string }>(sql`SELECT resumen FROM ${sql.table(tabla)} WHERE resumen LIKE 'purga-%'`)).map((f) => f.resumen);
  expect(await quedan('restablecimientos')).toEqual(['purga-vigente']);
  expect(await quedan('vistas_previas')).toEqual(['purga-vigente']);
  const sesiones = (await h.db.todas<{ token_hash: string }>(sql`SELECT token_hash FROM sesiones`)).map((f) => f.token_hash);
  expect(sesiones).toContain(hashDe(viva));
  expect(sesiones).not.toContain(hashDe(vencida));
});

describe('the login form posted without JavaScript (POST /login, urlencoded)', () => {
  const enviar = (campos: Record<string, string>, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(campos).toString(),
    });

  it('logs in and answers 303 to the home page with the session cookie', async () => {
    const r = await enviar({ usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/');
    const sid = r.cookies.find((c) => c.name === 'sid');
    expect(sid).toBeDefined();
    expect((await h.llamar('mostrarAlumnos', {}, { cookie: `sid=${sid!.value}` })).status).toBe(200);
  });

  it('a refusal re-renders the form with the Spanish message and the user name, never the password', async () => {
    const r = await enviar({ usuario: '<admin1>', contrasena: 'secreta-equivocada' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('Usuario o contraseña incorrectos.');
    expect(r.body).toContain('value="&#60;admin1&#62;"');
    expect(r.body).not.toContain('secreta-equivocada');
    expect(r.body).toContain('method="post"');
    expect(r.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('keeps the CSRF check: a foreign Origin is refused', async () => {
    const r = await enviar({ usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena }, { origin: 'https://malo.example' });
    expect(r.statusCode).toBe(403);
    expect(r.body).toContain('Origen de la solicitud no permitido.');
    expect(r.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});
