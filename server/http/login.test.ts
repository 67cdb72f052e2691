// The login form plugin alone (over the api.php and request plugins it posts through): a refusal
// is a small Spanish page keeping the user name (never the password), a success a 303 with the cookie.
import type { FastifyInstance } from 'fastify';
import { abrirPlugins, type PluginsAbiertos } from '../pruebas/plugins';
import { registrarLogin } from './login';

let plugins: PluginsAbiertos;
let app: FastifyInstance;
beforeAll(async () => {
  plugins = await abrirPlugins('plugin-login-', { usuario: 'admin8', contrasena: 'Admin#Plugin8', nombre: 'Admin Login' }, registrarLogin);
  app = plugins.app;
});
afterAll(() => plugins.cerrar());

const enviar = (usuario: string, contrasena: string) =>
  app.inject({
    method: 'POST',
    url: '/login',
    payload: new URLSearchParams({ usuario, contrasena }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

it('a wrong password answers the form again with the message and the user name, never the password', async () => {
  const r = await enviar('admin8<b>', 'Secreta#Mala1');
  expect(r.statusCode).toBeGreaterThanOrEqual(400);
  expect(r.headers['content-type']).toContain('text/html');
  expect(r.headers['cache-control']).toBe('no-store');
  expect(r.body).toContain('role="alert"');
  expect(r.body).toContain('value="admin8&#60;b&#62;"');
  expect(r.body).not.toContain('Secreta#Mala1');
});

it('a right password goes to the home page with the session cookie', async () => {
  const r = await enviar('admin8', 'Admin#Plugin8');
  expect([r.statusCode, r.headers.location]).toEqual([303, '/']);
  expect(r.cookies.find((c) => c.name === 'sid')?.value).toBeTruthy();
});
