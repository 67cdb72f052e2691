// The pages plugin alone: without a built site, anything unknown is the Spanish 404 JSON; an
// image variant not built yet is answered by the image service (its bytes, or a redirect).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { readConfig } from '../config';
import { abrirSqlite } from '@server/abrir';
import { Limites } from '../autenticacion/limites';
import { registrarPaginas } from './paginas';

it('answers 404 in Spanish, and image variants through the image service', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-paginas-'));
  const config = readConfig({ UPLOADS_DIR: dir, DIST_DIR: path.join(dir, 'sin-dist'), SEED_DEMO: '0' });
  const db = abrirSqlite(':memory:');
  const limites = new Limites(db);
  const imagenes = {
    variante: (url: string) =>
      Promise.resolve(
        url === '/uploads/a-480.webp'
          ? { buf: Buffer.from('RIFF'), tipo: 'image/webp' }
          : url === '/uploads/b-480.webp'
            ? { redirigir: '/uploads/b.webp' }
            : null,
      ),
  } as Parameters<typeof registrarPaginas>[1]['imagenes'];
  const app = Fastify();
  await registrarPaginas(app, { db, config, limites, imagenes });
  const nada = await app.inject('/no/existe');
  expect([nada.statusCode, nada.json()]).toEqual([404, { codigo: 0, mensaje: 'Recurso no encontrado.' }]);
  const hecha = await app.inject('/uploads/a-480.webp');
  expect([hecha.statusCode, hecha.headers['content-type'], hecha.headers['cache-control']]).toEqual([
    200,
    'image/webp',
    'public, max-age=31536000, immutable',
  ]);
  const saturada = await app.inject('/uploads/b-480.webp');
  expect([saturada.statusCode, saturada.headers.location]).toEqual([302, '/uploads/b.webp']);
  await app.close();
  limites.cerrar();
  await db.cerrar();
  fs.rmSync(dir, { recursive: true, force: true });
});
