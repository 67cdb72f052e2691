// The login form plugin alone (over the api.php and request plugins it posts through): a refusal
// is a small Spanish page keeping the user name (never the password), a success a 303 with the cookie.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { readConfig } from '../config';
import { abrirSqlite, type Db } from '../db/open';
import { insertarUsuario } from '../db/semillas';
import { Limites } from '../autenticacion/limites';
import { almacenDe } from '../imagenes/almacen';
import { opcionesDe, servicioDe } from '../imagenes/imagenes';
import { registrarPeticiones } from './peticiones';
import { registrarApi } from './api';
import { registrarLogin } from './login';

let app: FastifyInstance;
let db: Db;
let limites: Limites;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-login-'));
  const config = readConfig({ UPLOADS_DIR: dir, SEED_DEMO: '0' });
  db = abrirSqlite(':memory:');
  await insertarUsuario(db, { rol: 'a', usuario: 'admin8', contrasena: 'Admin#Plugin8', nombre: 'Admin Login', exento2fa: true });
  limites = new Limites(db);
  const almacen = almacenDe(dir);
  app = Fastify();
  await registrarPeticiones(app, config);
  registrarApi(app, { db, config, limites, almacen, imagenes: servicioDe(almacen, opcionesDe(config)) });
  registrarLogin(app);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  limites.cerrar();
  await db.cerrar();
  fs.rmSync(dir, { recursive: true, force: true });
});

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
