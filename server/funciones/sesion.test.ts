// iniciarSesion / cerrarSesion through the real app and a real SQLite file.
import { nuevoHarness, esRechazo, CUENTAS, type Harness } from '../pruebas/arnes';

let h: Harness;
beforeEach(async () => {
  h = await nuevoHarness();
});
afterEach(() => h.cerrar());

describe('iniciarSesion', () => {
  it('logs in, answers the role and sets an httpOnly SameSite=Strict session cookie', async () => {
    const r = await h.llamar('iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ codigo: 1, rol: 'a', pk_usuario: h.pks.a, nombre_persona: CUENTAS.a.nombre, contrasena_inicial: false });
    const sid = r.raw.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it.each([
    [{ contrasena: 'x' }, 'Se necesita ingresar un usuario.'],
    [{ usuario: '   ', contrasena: 'x' }, 'Se necesita ingresar un usuario.'],
    [{ usuario: 'admin1' }, 'Se necesita ingresar una contraseña.'],
    [{ usuario: 'admin1', contrasena: '' }, 'Se necesita ingresar una contraseña.'],
  ])('refuses %j with the spec message', async (campos, mensaje) => {
    const r = await h.llamar('iniciarSesion', campos);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
  });

  it('refuses a wrong password or unknown user with the same message and no cookie', async () => {
    const a = await h.llamar('iniciarSesion', { usuario: 'admin1', contrasena: 'mala' });
    const b = await h.llamar('iniciarSesion', { usuario: 'nadie', contrasena: 'mala' });
    expect(a.status).toBe(401);
    expect(a.body).toEqual(b.body);
    expect(a.body.mensaje).toBe('Usuario o contraseña incorrectos.');
    expect(a.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('throttles an account after 5 failed attempts, even with the right password', async () => {
    for (let i = 0; i < 5; i++) await h.llamar('iniciarSesion', { usuario: 'super1', contrasena: 'mala' });
    const r = await h.llamar('iniciarSesion', { usuario: 'super1', contrasena: CUENTAS.s.contrasena });
    expect(r.status).toBe(429);
    expect(r.body.mensaje).toMatch(/Demasiados intentos/);
  });

  it('rotates the session: the previous cookie stops working after a new login', async () => {
    const vieja = h.cookieDe('a')!;
    const cookie = `${vieja}`;
    const r = await h.llamar('iniciarSesion', { usuario: 'admin1', contrasena: CUENTAS.a.contrasena }, { cookie });
    expect(r.status).toBe(200);
    const usoViejo = await h.llamar('cambiarEstadoEnlace', { enlace: 'https://a.mx', estatus: '1' }, { cookie: vieja });
    expect(usoViejo.status).toBe(401);
  });

  it('refuses a deactivated account, its right password answered exactly like a wrong one', async () => {
    h.db.prepare('UPDATE usuarios SET activo = 0 WHERE pk_usuario = ?').run(h.pks.e);
    const r = await h.llamar('iniciarSesion', { usuario: CUENTAS.e.usuario, contrasena: CUENTAS.e.contrasena });
    const mala = await h.llamar('iniciarSesion', { usuario: CUENTAS.e.usuario, contrasena: 'Otra#Clave99' });
    // It answered 403 «dada de baja» to the right password only, telling it apart
    expect(r.status).toBe(401);
    expect(esRechazo(r)).toBe(true);
    expect([r.status, r.body]).toEqual([mala.status, mala.body]);
    expect(r.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('reports an initial password so the client asks for a new one', async () => {
    h.db.prepare('UPDATE usuarios SET contrasena_inicial = 1 WHERE pk_usuario = ?').run(h.pks.e);
    const r = await h.llamar('iniciarSesion', { usuario: CUENTAS.e.usuario, contrasena: CUENTAS.e.contrasena });
    expect(r.body).toMatchObject({ codigo: 1, contrasena_inicial: true });
  });

  it('accepts multipart form data as the SPA sends it', async () => {
    const r = await h.llamar('iniciarSesion', { usuario: 'admin1', contrasena: CUENTAS.a.contrasena }, { multipart: true });
    expect(r.body).toMatchObject({ codigo: 1, rol: 'a' });
  });
});

describe('cerrarSesion', () => {
  it('ends the session on the server', async () => {
    const cookie = h.cookieDe('a')!;
    const r = await h.llamar('cerrarSesion', {}, { cookie });
    expect(r.body).toMatchObject({ codigo: 1 });
    const despues = await h.llamar('cambiarEstadoEnlace', { enlace: 'https://a.mx', estatus: '1' }, { cookie });
    expect(despues.status).toBe(401);
  });
});

describe('the endpoint', () => {
  it('refuses an unknown funcion with 404 and a Spanish mensaje', async () => {
    const r = await h.llamar('borrarTodo');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ codigo: 0, mensaje: 'La función solicitada no existe.' });
  });

  it('refuses a prototype key as a funcion name', async () => {
    const r = await h.llamar('constructor');
    expect(r.status).toBe(404);
  });

  it('refuses a missing funcion field', async () => {
    const raw = await h.app.inject({
      method: 'POST',
      url: '/api.php',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ codigo: 0, mensaje: 'Falta el campo «funcion».' });
  });

  it('refuses GET with 405', async () => {
    const raw = await h.app.inject({ method: 'GET', url: '/api.php' });
    expect(raw.statusCode).toBe(405);
    expect(raw.json<{ codigo: number }>().codigo).toBe(0);
  });

  it('refuses an unsupported content type in Spanish', async () => {
    const raw = await h.app.inject({ method: 'POST', url: '/api.php', payload: '<x/>', headers: { 'content-type': 'text/xml' } });
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toEqual({ codigo: 0, mensaje: 'Formato de solicitud no admitido: envíe un formulario.' });
  });

  it('refuses a state-changing call from another origin (CSRF)', async () => {
    const r = await h.llamar('cambiarEstadoEnlace', { enlace: 'https://a.mx', estatus: '1' }, { quien: 'a', origin: 'https://malo.example' });
    expect(r.status).toBe(403);
    expect(r.body.mensaje).toBe('Origen de la solicitud no permitido.');
  });

  it('refuses an oversized body with 413', async () => {
    const small = await nuevoHarness({ BODY_LIMIT: '1000' });
    try {
      const r = await small.llamar('mostrarEnlace', { relleno: 'x'.repeat(5000) });
      expect(r.status).toBe(413);
      expect(esRechazo(r)).toBe(true);
    } finally {
      await small.cerrar();
    }
  });

  it('sets the security headers', async () => {
    const r = await h.llamar('mostrarEnlace');
    expect(r.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(r.raw.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(r.raw.headers['referrer-policy']).toBeDefined();
    // an answer may carry personal data: never stored by a browser or a proxy
    expect(r.raw.headers['cache-control']).toBe('no-store');
  });
});
