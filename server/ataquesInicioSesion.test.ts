// The server tried as an attacker would, one test per finding (each failed on the code before it):
// failed-login limits that cannot lock anyone out (another address, a campus NAT, a spray, a burst,
// counts kept across a restart) and a login answer time that tells nothing. A fresh harness per test
// (server/pruebas/arnesPorPrueba.ts); the other findings are in ataquesContrasenas.test.ts and ataquesCuerpos.test.ts.
import { CUENTAS, esRechazo } from './pruebas/arnes';
import { insertarUsuario } from '@server/semillas';
import { buildApp } from './app';
import { LOGIN, esperaPorFallos } from './autenticacion/limites';
import { entrar, INCORRECTO } from './pruebas/ataques';
import { h, harnessPorPrueba } from './pruebas/arnesPorPrueba';

harnessPorPrueba();

describe('failed-login limits cannot lock anyone out', () => {
  it('five (or twenty) wrong passwords from one address do not lock the account for another address', async () => {
    for (let i = 0; i < LOGIN.fallosCuentaDireccion; i++) expect((await entrar(h, 'super1', 'mala', '198.51.100.7')).body).toEqual(INCORRECTO);
    // the attacker's own address is refused from now on…
    const atacante = await entrar(h, 'super1', CUENTAS.s.contrasena, '198.51.100.7');
    expect(atacante.status).toBe(429);
    expect(atacante.body.mensaje).toBe('Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.');
    // …the owner, from their address, is not (on the old code: 429 for everyone, 15 minutes)
    const dueno = await entrar(h, 'super1', CUENTAS.s.contrasena, '203.0.113.20');
    expect(dueno.body).toMatchObject({ codigo: 1, rol: 's' });

    // an anonymous visitor rotating addresses against a student only slows the account down
    for (let i = 0; i < 8; i++) expect((await entrar(h, 'alumno1', 'mala', `198.51.100.${100 + (i % 2)}`)).status).toBe(401);
    const t = performance.now();
    const alumno = await entrar(h, 'alumno1', CUENTAS.e.contrasena, '203.0.113.21');
    expect(alumno.body).toMatchObject({ codigo: 1, rol: 'e' });
    expect(performance.now() - t).toBeGreaterThanOrEqual(esperaPorFallos(8) - 5);
    // the success forgets the failures: no more waiting
    expect((await entrar(h, 'alumno1', 'mala', '203.0.113.21')).status).toBe(401);
  }, 30_000);

  it('twenty typos behind one campus NAT do not lock out its other users; successes do not count', async () => {
    const nat = '192.0.2.1';
    for (let i = 0; i < 20; i++)
      await insertarUsuario(h.db, {
        rol: 'e',
        usuario: `2024${String(i).padStart(4, '0')}`,
        contrasena: `2024${String(i).padStart(4, '0')}`,
        nombre: `A ${i}`,
        matricula: `2024${String(i).padStart(4, '0')}`,
        inicial: true,
      });
    for (let i = 0; i < 20; i++) expect((await entrar(h, `2024${String(i).padStart(4, '0')}`, 'typo', nat)).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await entrar(h, 'admin1', CUENTAS.a.contrasena, nat)).status).toBe(200);
    expect((await entrar(h, 'alumno1', CUENTAS.e.contrasena, nat)).body).toMatchObject({ codigo: 1 });
    expect((await entrar(h, '20240007', '20240007', nat)).status).toBe(200);
  }, 60_000);

  it('the address limit still stops a password spray from one address', async () => {
    // concurrent, like a spraying tool (and so reserved before each check)
    const r = await Promise.all(Array.from({ length: LOGIN.fallosDireccion + 3 }, (_, i) => entrar(h, `nadie${i}`, 'Verano2026', '198.51.100.9')));
    expect(r.filter((x) => x.status === 401)).toHaveLength(LOGIN.fallosDireccion);
    expect(r.filter((x) => x.status === 429)).toHaveLength(3);
    expect((await entrar(h, 'admin1', CUENTAS.a.contrasena, '198.51.100.9')).status).toBe(429);
    expect((await entrar(h, 'admin1', CUENTAS.a.contrasena, '198.51.100.10')).status).toBe(200);
  }, 60_000);

  it('a burst of 40 concurrent guesses gets at most 5 passwords checked and never the session', async () => {
    const guesses = Array.from({ length: 39 }, (_, i) => `Intento#${i}`).concat(CUENTAS.s.contrasena);
    const r = await Promise.all(guesses.map((c) => entrar(h, 'super1', c, '198.51.100.8')));
    const revisadas = r.filter((x) => x.status === 401 || x.status === 200).length;
    expect(revisadas).toBeLessThanOrEqual(LOGIN.fallosCuentaDireccion);
    expect(r.filter((x) => x.status === 200)).toEqual([]);
    expect(r.filter((x) => x.status === 429).length).toBeGreaterThanOrEqual(40 - LOGIN.fallosCuentaDireccion);
    for (const x of r) expect(esRechazo(x)).toBe(true);
  });

  it('keeps its counts in the database: another instance on the same file (or a restart) sees them', async () => {
    for (let i = 0; i < LOGIN.fallosCuentaDireccion; i++) await entrar(h, 'admin1', 'mala', '198.51.100.11');
    // a fresh copy of every module, as a restarted or second process would have (no state in memory)
    let construir: typeof buildApp = buildApp;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      construir = (require('./app') as typeof import('./app')).buildApp;
    });
    expect(construir).not.toBe(buildApp);
    const db2 = await h.otraConexion();
    const otra = await construir({ db: db2, config: h.config });
    try {
      const r = await otra.inject({
        method: 'POST',
        url: '/api.php',
        remoteAddress: '198.51.100.11',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ funcion: 'iniciarSesion', usuario: 'admin1', contrasena: CUENTAS.a.contrasena }).toString(),
      });
      expect(r.statusCode).toBe(429);
    } finally {
      await otra.close();
      await db2.cerrar();
    }
  });

  it('a successful login forgets the account failures; a refused one changes no row on the app connection', async () => {
    const antes = h.db.prepare('SELECT total_changes()').pluck().get();
    await entrar(h, 'admin1', 'mala', '198.51.100.12');
    expect(h.db.prepare('SELECT total_changes()').pluck().get()).toBe(antes);
    expect((await entrar(h, 'admin1', CUENTAS.a.contrasena, '198.51.100.12')).status).toBe(200);
    expect(h.db.prepare("SELECT COUNT(*) FROM limites WHERE key LIKE '%admin1%'").pluck().get()).toBe(0);
  });
});

describe('login answer time tells nothing', () => {
  const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it('a wrong password costs the same for an account on its initial password as for an unknown user (within 2×)', async () => {
    const N = 9;
    for (let i = 0; i < N; i++)
      await insertarUsuario(h.db, {
        rol: 'e',
        usuario: `3000000${i}`,
        contrasena: `3000000${i}`,
        nombre: `I ${i}`,
        matricula: `3000000${i}`,
        inicial: true,
      });
    await entrar(h, 'calentar', 'x', '10.9.9.9');
    const inicial: number[] = [];
    const desconocido: number[] = [];
    for (let i = 0; i < N; i++) {
      let t = performance.now();
      expect((await entrar(h, `3000000${i}`, 'NoEsLaMatricula', `10.1.0.${i}`)).body).toEqual(INCORRECTO);
      inicial.push(performance.now() - t);
      t = performance.now();
      expect((await entrar(h, `fantasma${i}`, 'NoEsLaMatricula', `10.2.0.${i}`)).body).toEqual(INCORRECTO);
      desconocido.push(performance.now() - t);
    }
    const razon = mediana(inicial) / mediana(desconocido);
    expect(razon).toBeGreaterThan(0.5);
    expect(razon).toBeLessThan(2);
  });
});
