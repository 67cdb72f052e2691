// The api.php plugin alone (with the request plugin that parses its forms), on a real in-memory
// SQLite: the refusals of its own (no funcion, a method other than POST, a foreign Origin on a
// write), a read with api.php's headers, and a login that sets the session cookie.
import type { FastifyInstance } from 'fastify';
import { abrirPlugins, type PluginsAbiertos } from '../pruebas/plugins';

let plugins: PluginsAbiertos;
let app: FastifyInstance;
beforeAll(async () => {
  plugins = await abrirPlugins('plugin-api-', { usuario: 'admin9', contrasena: 'Admin#Plugin9', nombre: 'Admin Plugin' });
  app = plugins.app;
});
afterAll(() => plugins.cerrar());

const llamar = (campos: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api.php',
    payload: new URLSearchParams(campos).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

it('refuses a call without funcion, an unknown funcion and other methods, in Spanish', async () => {
  const sin = await llamar({});
  expect([sin.statusCode, sin.json()]).toEqual([400, { codigo: 0, mensaje: 'Falta el campo «funcion».' }]);
  const otra = await llamar({ funcion: 'noExiste' });
  expect([otra.statusCode, otra.json()]).toEqual([404, { codigo: 0, mensaje: 'La función solicitada no existe.' }]);
  const get = await app.inject('/api.php');
  expect([get.statusCode, get.headers.allow, get.json()]).toEqual([405, 'POST', { codigo: 0, mensaje: 'Use POST para llamar a la API.' }]);
});

it("answers a read with api.php's headers, and refuses a write from a foreign Origin", async () => {
  const r = await llamar({ funcion: 'mostrarEnlace' });
  expect(r.statusCode).toBe(200);
  expect(r.headers['cache-control']).toBe('no-store');
  expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const ajena = await llamar({ funcion: 'cambiarEstadoEnlace', enlace: 'https://x.mx', estatus: '1' }, { origin: 'https://ajeno.ejemplo' });
  expect([ajena.statusCode, ajena.json()]).toEqual([403, { codigo: 0, mensaje: 'Origen de la solicitud no permitido.' }]);
});

it('opens a session: the cookie is set, and the next call is the admin', async () => {
  const login = await llamar({ funcion: 'iniciarSesion', usuario: 'admin9', contrasena: 'Admin#Plugin9' });
  expect(login.json()).toMatchObject({ codigo: 1 });
  const sid = login.cookies.find((c) => c.name === 'sid');
  expect(sid?.httpOnly).toBe(true);
  const r = await llamar({ funcion: 'mostrarUsuarios' }, { cookie: `sid=${sid!.value}` });
  expect(r.statusCode).toBe(403); // an admin, not the super admin: the session was read
  expect((await llamar({ funcion: 'mostrarUsuarios' })).statusCode).toBe(401);
});
