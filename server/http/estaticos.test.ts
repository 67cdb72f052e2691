// The static files plugin alone: an upload is immutable and sandboxed; in the built site a hashed
// file is cached for a year, another revalidated, and a source map never served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registrarSitio, registrarSubidas } from './estaticos';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-estaticos-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'main.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'dist', 'main.0123abcd.js.map'), '{}');
  fs.writeFileSync(path.join(dir, 'dist', 'robots.txt'), 'User-agent: *');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('serves uploads immutable and sandboxed', async () => {
  const app = Fastify();
  await registrarSubidas(app, { uploadsDir: path.join(dir, 'uploads') });
  fs.writeFileSync(path.join(dir, 'uploads', 'foto.webp'), 'RIFF');
  const r = await app.inject('/uploads/foto.webp');
  expect(r.statusCode).toBe(200);
  expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(r.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  await app.close();
});

it('serves the built site: hashed files for a year, the rest revalidated, no source maps', async () => {
  const app = Fastify();
  await registrarSitio(app, { distDir: path.join(dir, 'dist') }, true);
  const js = await app.inject('/main.0123abcd.js');
  expect([js.statusCode, js.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  const robots = await app.inject('/robots.txt');
  expect([robots.statusCode, robots.headers['cache-control']]).toEqual([200, 'no-cache']);
  expect((await app.inject('/main.0123abcd.js.map')).statusCode).not.toBe(200);
  await app.close();
});
