// The health plugin alone, on a real in-memory SQLite: 200 while the database answers, 503 with a
// Spanish message once the shutdown started (and every answer closes its connection), or when
// the database is gone.
import Fastify from 'fastify';
import { abrirSqlite } from '@server/abrir';
import { registrarSalud } from './salud';

it('answers 200 with the engine, then 503 while shutting down', async () => {
  const db = abrirSqlite(':memory:');
  const app = Fastify();
  registrarSalud(app, db);
  const ok = await app.inject('/salud');
  expect([ok.statusCode, ok.json()]).toEqual([200, { estado: 'ok', motor: 'sqlite' }]);
  expect(ok.headers['cache-control']).toBe('no-store');
  // issue 46: readiness under the balancers' name, liveness apart
  expect((await app.inject('/salud/listo')).json()).toEqual({ estado: 'ok', motor: 'sqlite' });
  expect([(await app.inject('/salud/vivo')).statusCode]).toEqual([200]);
  app.cerrando();
  const cerrando = await app.inject('/salud');
  expect([cerrando.statusCode, cerrando.json()]).toEqual([503, { estado: 'error', motor: 'sqlite', mensaje: 'El servidor se está deteniendo.' }]);
  expect(cerrando.headers.connection).toBe('close');
  // draining: out of rotation (listo 503), not to be restarted (vivo 200)
  expect((await app.inject('/salud/listo')).statusCode).toBe(503);
  expect((await app.inject('/salud/vivo')).json()).toEqual({ estado: 'vivo' });
  await app.close();
  await db.cerrar();
});

it('answers 503 when the database does not answer', async () => {
  const db = abrirSqlite(':memory:');
  const app = Fastify();
  registrarSalud(app, db);
  await db.cerrar();
  const r = await app.inject('/salud');
  expect([r.statusCode, r.json()]).toEqual([503, { estado: 'error', motor: 'sqlite', mensaje: 'La base de datos no responde.' }]);
  expect((await app.inject('/salud/listo')).statusCode).toBe(503);
  expect((await app.inject('/salud/vivo')).statusCode).toBe(200);
  await app.close();
});
