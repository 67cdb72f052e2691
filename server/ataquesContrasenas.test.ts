// The server tried as an attacker would, one test per finding (each failed on the code before it):
// initial passwords (expiry, the students list), weak new passwords and a burst of wrong current ones,
// the forum quota counting accepted questions only, a spoofed X-Forwarded-For behind TRUST_PROXY.
// A fresh harness per test (server/pruebas/arnesPorPrueba.ts).
import { nuevoHarness, CUENTAS } from './pruebas/arnes';
import { insertarUsuario } from '@server/semillas';
import { readConfig } from './config';
import { idDePeticion } from './app';
import { LOGIN } from './autenticacion/limites';
import { MSJ } from './entidades/usuarios/funciones';
import { INICIAL_VENCIDA } from './funciones/sesion';
import { entrar, INCORRECTO } from './pruebas/ataques';
import { h, harnessPorPrueba } from './pruebas/arnesPorPrueba';

harnessPorPrueba();

describe('initial passwords', () => {
  it('may expire after CONTRASENA_INICIAL_DIAS; a reset starts the count again', async () => {
    const h2 = await nuevoHarness({ CONTRASENA_INICIAL_DIAS: '30' });
    try {
      const pk = await insertarUsuario(h2.db, {
        rol: 'e',
        usuario: '40000001',
        contrasena: '40000001',
        nombre: 'Vieja',
        matricula: '40000001',
        inicial: true,
      });
      h2.db.prepare("UPDATE usuarios SET creado = datetime('now', '-31 days') WHERE pk_usuario = ?").run(pk);
      const r = await entrar(h2, '40000001', '40000001');
      expect([r.status, r.body]).toEqual([403, { codigo: 0, mensaje: INICIAL_VENCIDA }]);
      // a wrong password still answers as any wrong password
      expect((await entrar(h2, '40000001', 'otra-cosa')).body).toEqual(INCORRECTO);
      expect((await h2.llamar('reestablecerAlumno', { idAlumno: String(pk) }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
      expect((await entrar(h2, '40000001', '40000001')).body).toMatchObject({ codigo: 1, contrasena_inicial: true });
    } finally {
      await h2.cerrar();
    }
    // off by default (docs/SPEC.md §4 keeps them valid)
    const pk = await insertarUsuario(h.db, {
      rol: 'e',
      usuario: '40000002',
      contrasena: '40000002',
      nombre: 'Vieja',
      matricula: '40000002',
      inicial: true,
    });
    h.db.prepare("UPDATE usuarios SET creado = datetime('now', '-3000 days') WHERE pk_usuario = ?").run(pk);
    expect((await entrar(h, '40000002', '40000002')).body).toMatchObject({ codigo: 1 });
  });

  it('the students list says who is still on theirs', async () => {
    const lista = (await h.llamar('mostrarAlumnos', {}, { quien: 'a' })).body as unknown as { matricula: string; contrasena_inicial: boolean }[];
    expect(lista).toEqual([expect.objectContaining({ matricula: 'alumno1', contrasena_inicial: false })]);
    await h.llamar('registrarUsuario', { rol: 'e', alumno: 'Nueva', matricula: '50000001' }, { quien: 'a' });
    const despues = (await h.llamar('mostrarAlumnos', {}, { quien: 'a' })).body as unknown as { matricula: string; contrasena_inicial: boolean }[];
    expect(despues.find((a) => a.matricula === '50000001')).toMatchObject({ contrasena_inicial: true });
  });
});

describe('new passwords', () => {
  it.each([
    ['12345678', MSJ.contrasenaComun],
    ['password1', MSJ.contrasenaComun],
    ['Qwertyuiop', MSJ.contrasenaComun],
    ['aaaaaaaa', MSJ.contrasenaRepetitiva],
    ['abababab', MSJ.contrasenaRepetitiva],
    ['admin1', MSJ.contrasenaNueva],
  ])('refuses %j with a Spanish reason', async (nueva, mensaje) => {
    const r = await h.llamar('cambiarContrasena', { contrasena_actual: CUENTAS.a.contrasena, contrasena_nueva: nueva }, { quien: 'a' });
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje }]);
    expect((await entrar(h, 'admin1', CUENTAS.a.contrasena, '10.3.0.1')).status).toBe(200);
  });

  it('a burst of wrong current passwords gets at most 5 checked', async () => {
    const r = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.llamar('cambiarContrasena', { contrasena_actual: `mala${i}`, contrasena_nueva: 'Nueva#Clave2026' }, { quien: 'a' }),
      ),
    );
    expect(r.filter((x) => x.status === 403).length).toBeLessThanOrEqual(5);
    expect(r.filter((x) => x.status === 429).length).toBeGreaterThanOrEqual(15);
  });
});

describe('the forum question limit counts accepted questions only', () => {
  it('ten refused questions do not use up the address quota; a burst cannot overrun it', async () => {
    for (let i = 0; i < 10; i++)
      expect((await h.llamar('registrarPregunta', { idTopico: '1', pregunta: '¿Costo?' }, { ip: '192.0.2.50' })).status).toBe(400);
    for (let i = 0; i < 5; i++)
      expect((await h.llamar('registrarPregunta', { idTopico: '99', pregunta: '¿Costo?' }, { ip: '192.0.2.50' })).status).toBe(404);
    expect(
      (await h.llamar('registrarPregunta', { idTopico: '2', pregunta: '¿Cuándo abren inscripciones?' }, { ip: '192.0.2.50' })).body,
    ).toMatchObject({ codigo: 1 });
    const r = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.llamar('registrarPregunta', { idTopico: '2', pregunta: `Pregunta ${i}` }, { ip: '192.0.2.51' })),
    );
    expect(r.filter((x) => x.status === 200)).toHaveLength(10);
    expect(h.db.prepare("SELECT COUNT(*) FROM preguntas WHERE pregunta LIKE 'Pregunta %'").pluck().get()).toBe(10);
  });
});

describe('TRUST_PROXY', () => {
  it('with a hop count, a client-supplied X-Forwarded-For neither escapes the limits nor picks another address', async () => {
    const h2 = await nuevoHarness({ TRUST_PROXY: '1' });
    try {
      const detrasDelProxy = (xff: string, contrasena: string) =>
        h2.app.inject({
          method: 'POST',
          url: '/api.php',
          remoteAddress: '127.0.0.1', // the reverse proxy
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': xff },
          payload: new URLSearchParams({ funcion: 'iniciarSesion', usuario: 'admin1', contrasena }).toString(),
        });
      // the attacker (198.51.100.66, appended by the proxy) writes a new address each time
      const r: number[] = [];
      for (let i = 0; i < LOGIN.fallosCuentaDireccion + 2; i++) r.push((await detrasDelProxy(`10.0.${i}.1, 198.51.100.66`, 'mala')).statusCode);
      expect(r).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // …or writes the victim's address: it is still the attacker's own that counts
      expect((await detrasDelProxy('203.0.113.5, 198.51.100.66', CUENTAS.a.contrasena)).statusCode).toBe(429);
      expect((await detrasDelProxy('203.0.113.5', CUENTAS.a.contrasena)).statusCode).toBe(200);
    } finally {
      await h2.cerrar();
    }
  });

  it("takes the proxy's X-Request-Id into the logs only behind TRUST_PROXY, and only a short safe token", () => {
    const detras = idDePeticion(true);
    const directo = idDePeticion(false);
    expect(detras({ headers: { 'x-request-id': '7f3a9c0e-41b2' } })).toBe('7f3a9c0e-41b2');
    for (const malo of ['a\n{"nivel":"falso"}', 'x'.repeat(65), '', 'ñ'])
      expect(detras({ headers: { 'x-request-id': malo } })).toMatch(/^r[0-9a-z]+$/);
    expect(directo({ headers: { 'x-request-id': '7f3a9c0e-41b2' } })).toMatch(/^r[0-9a-z]+$/);
    expect(detras({ headers: {} })).not.toBe(detras({ headers: {} }));
  });

  it('refuses "trust everything" and reads a list of proxy addresses', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(readConfig({}).trustProxy).toBe(false);
  });
});
