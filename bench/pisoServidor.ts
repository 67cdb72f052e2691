// The load floor, run as its own process like the real server: fastify + multipart (keyValues)
// answering POST /api.php with a 4-row better-sqlite3 SELECT. Prints its port on stdout. With
// PISO_DIST, it also serves the built floor app from that folder (precompressed, history fallback),
// so Lighthouse measures the floor beside the site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Database from 'better-sqlite3';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'piso-'));
  const db = new Database(path.join(dir, 'piso.db'));
  db.pragma('journal_mode = WAL');
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, nombre TEXT); INSERT INTO t (nombre) VALUES ('a'), ('b'), ('c'), ('d');");
  const sel = db.prepare('SELECT id, nombre FROM t');
  const app = Fastify();
  await app.register(multipart, { attachFieldsToBody: 'keyValues' });
  app.post('/api.php', () => Promise.resolve(sel.all()));
  const dist = process.env.PISO_DIST;
  if (dist) {
    await app.register(fastifyStatic, { root: dist, preCompressed: true });
    app.setNotFoundHandler((_req, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PUERTO=${(app.server.address() as { port: number }).port}`);
  process.on('SIGTERM', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}
void main();
