// Static files: /uploads (variants immutable, originals a day: issue 45; never a document) and the built SPA (precompressed; hashed
// files cached for a year, the rest revalidated; source maps never served).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import path from 'node:path';
import { CABECERAS_ORIGINAL, CABECERAS_SUBIDA } from './respuestas';
import { origenDeVariante } from '@/shared/lib/variantes';
import type { Almacen } from '../imagenes/almacen';
import { AlmacenS3 } from '../imagenes/almacenS3';
import { registrarSubidasBucket } from './subidasBucket';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)(\.br|\.gz)?$/;

/** /uploads/: the UPLOADS_DIR folder, or the bucket (ALMACEN=s3: subidasBucket.ts). */
export async function registrarSubidas(app: FastifyInstance, config: Pick<AppConfig, 'uploadsDir'>, almacen?: Almacen): Promise<void> {
  if (almacen instanceof AlmacenS3) return registrarSubidasBucket(app, almacen);
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // a variant (its name derives from its image's random stem) for a year; the image itself a day,
    // so a deleted photo leaves the caches that had it (issue 45)
    setHeaders: (res, archivo) => {
      for (const [k, v] of Object.entries(origenDeVariante(path.basename(archivo)) ? CABECERAS_SUBIDA : CABECERAS_ORIGINAL)) res.header(k, v);
    },
  });
}

/** The built SPA; `conSsr`: the server renders `/` itself, so no index.html for directories. */
export async function registrarSitio(app: FastifyInstance, config: Pick<AppConfig, 'distDir'>, conSsr: boolean): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.distDir,
    prefix: '/',
    preCompressed: true,
    index: conSsr ? false : ['index.html'],
    // source maps stay beside the build for error reports, never served
    allowedPath: (ruta) => !/\.map(\.br|\.gz)?$/i.test(ruta),
    cacheControl: false,
    setHeaders: (res, file) => {
      res.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
