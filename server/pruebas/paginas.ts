// A second app on a harness's database that also renders the public pages (the SPA's source as the
// SSR module, a minimal index.html), for tests that read what a visitor's page or /sitemap.xml
// shows. Close it with app.close() before the harness.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Harness } from './arnes';
import * as servidor from '@/servidor';

const INDEX =
  '<!doctype html><html lang=es><head><meta charset=utf-8><title>Sitio</title><script defer src=/main.abc.js></script></head><body><div id=root></div></body></html>';

export async function appConPaginas(h: Harness): Promise<FastifyInstance> {
  const dist = path.join(h.dir, 'dist-paginas');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  return buildApp({ db: h.db, config: { ...h.config, distDir: dist }, ssr: servidor });
}
