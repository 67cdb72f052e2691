// The static files plugin alone: an upload is sandboxed, its variants immutable, the image itself a day (issue 45); in the built site a hashed
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

it('serves uploads sandboxed: variants immutable for a year, the stored images themselves a day (issue 45: a deleted photo leaves the caches)', async () => {
  const app = Fastify();
  await registrarSubidas(app, { uploadsDir: path.join(dir, 'uploads') });
  const original = '3f9a0c1d2e4b5a69_1600x1200.jpg';
  for (const f of ['foto.webp', original, '3f9a0c1d2e4b5a69_1600x1200.480.webp', '3f9a0c1d2e4b5a69_1600x1200.og.jpg'])
    fs.writeFileSync(path.join(dir, 'uploads', f), 'RIFF');
  const cabeceras = async (f: string) => {
    const r = await app.inject(`/uploads/${f}`);
    return [r.statusCode, r.headers['cache-control'], r.headers['content-security-policy']];
  };
  const sandbox = "default-src 'none'; sandbox";
  expect(await cabeceras('3f9a0c1d2e4b5a69_1600x1200.480.webp')).toEqual([200, 'public, max-age=31536000, immutable', sandbox]);
  expect(await cabeceras('3f9a0c1d2e4b5a69_1600x1200.og.jpg')).toEqual([200, 'public, max-age=31536000, immutable', sandbox]);
  expect(await cabeceras(original)).toEqual([200, 'public, max-age=86400', sandbox]);
  expect(await cabeceras('foto.webp')).toEqual([200, 'public, max-age=86400', sandbox]);
  // once deleted, the next revalidation finds it gone
  fs.rmSync(path.join(dir, 'uploads', original));
  expect((await app.inject(`/uploads/${original}`)).statusCode).toBe(404);
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
