// The uploads store on an S3-compatible bucket (ALMACEN=s3, issue 46): the folder's contract
// (almacen.test.ts) on a real S3 server (PRUEBAS_S3: Debian's Swift in CI; otherwise s3rver in this
// process), the configuration's refusals in Spanish, and a bucket that misbehaves: refused writes
// and a slow bucket fail with a Spanish 503, never half an object.
import { AlmacenS3, MENSAJES_ALMACEN, rangoDe } from './almacenS3';
import { leerAlmacen, type ConfigAlmacen } from '@server/base/configAlmacen';
import { readConfig } from '../config';
import Fastify from 'fastify';
import { bucketDePrueba, proxyS3 } from '../pruebas/s3';
import { registrarSubidasBucket } from '../http/subidasBucket';
import { cabecerasSeguridad } from '../http/cabeceras';

const s3 = (env: Record<string, string>) => leerAlmacen(env) as Extract<ConfigAlmacen, { tipo: 's3' }>;
const todo = async (a: AlmacenS3, prefijo = '') => {
  const r: string[] = [];
  for await (const o of a.listar(prefijo)) r.push(`${o.clave}:${o.bytes}`);
  return r.sort();
};

it('keeps the folder contract on a bucket (but the check of a new key: decision 0065): create, read, put whole, list by prefix, delete, refuse a key outside', async () => {
  const a = new AlmacenS3(s3(await bucketDePrueba()));
  await a.comprobar();
  await a.crear('proyectos/x.jpg', Buffer.from('uno'));
  expect((await a.leer('proyectos/x.jpg'))?.toString()).toBe('uno');
  expect([await a.leer('eventos/no.jpg'), await a.existe('eventos/no.jpg'), await a.existe('proyectos/x.jpg')]).toEqual([null, false, true]);
  await a.borrar('eventos/no.jpg'); // nothing, no error
  expect(await a.poner('eventos/o.400.avif', Buffer.alloc(10_000, 1))).toBe(true);
  expect(await a.poner('eventos/o.400.avif', Buffer.alloc(20_000, 2))).toBe(true);
  expect(await todo(a)).toEqual(['eventos/o.400.avif:20000', 'proyectos/x.jpg:3']);
  expect(await todo(a, 'eventos/')).toEqual(['eventos/o.400.avif:20000']);
  await a.borrar('proyectos/x.jpg');
  expect(await todo(a, 'proyectos/')).toEqual([]);
  await expect(a.crear('../fuera.jpg', Buffer.from('x'))).rejects.toThrow(/fuera del almacén/);
  await expect(a.leer('proyectos/../../fuera.jpg')).rejects.toThrow(/fuera del almacén/);
  a.cliente.destroy();
});

it('reads ALMACEN and S3_* at start: disco by default, refusals in Spanish', () => {
  expect(readConfig({}).almacen).toEqual({ tipo: 'disco' });
  const base = { ALMACEN: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'sitio', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
  expect(readConfig({ ...base, S3_FORCE_PATH_STYLE: '1', S3_URL_PUBLICA: 'https://cdn.ejemplo.edu.mx/sitio/' }).almacen).toEqual({
    tipo: 's3',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    bucket: 'sitio',
    accessKeyId: 'k',
    secretAccessKey: 's',
    forcePathStyle: true,
    urlPublica: 'https://cdn.ejemplo.edu.mx/sitio',
    timeoutMs: 10_000,
  });
  const error = (env: Record<string, string>) => {
    try {
      readConfig(env);
    } catch (e) {
      return (e as Error).message;
    }
    return null;
  };
  expect(error({ ALMACEN: 'nfs' })).toBe(
    'ALMACEN debe ser «disco» (la carpeta UPLOADS_DIR, por omisión) o «s3» (un bucket compatible con S3); no se acepta «nfs».',
  );
  expect(error({ ALMACEN: 's3', S3_ENDPOINT: 'http://x:9000' })).toBe(
    'Con ALMACEN=s3 faltan estas variables: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (docs/almacenamiento.md).',
  );
  expect(error({ ...base, S3_ENDPOINT: 'minio:9000' })).toBe(
    'S3_ENDPOINT debe ser una dirección http:// o https:// (por ejemplo http://127.0.0.1:9000); no se acepta «minio:9000».',
  );
  expect(error({ ...base, S3_BUCKET: 'Mi_Bucket' })).toMatch(/^S3_BUCKET debe ser un nombre de bucket/);
  expect(error({ ...base, S3_FORCE_PATH_STYLE: 'si' })).toBe('S3_FORCE_PATH_STYLE debe ser 1 (MinIO, Swift, Ceph) o 0; no se acepta «si».');
  expect(error({ ...base, S3_TIMEOUT_MS: '5s' })).toMatch(/^S3_TIMEOUT_MS debe ser un número de milisegundos/);
});

it('resolves one byte range against a size (past the end: 416; anything else: the whole object)', () => {
  expect(rangoDe('bytes=0-9', 100)).toEqual({ inicio: 0, fin: 9 });
  expect(rangoDe('bytes=90-', 100)).toEqual({ inicio: 90, fin: 99 });
  expect(rangoDe('bytes=-10', 100)).toEqual({ inicio: 90, fin: 99 });
  expect(rangoDe('bytes=50-500', 100)).toEqual({ inicio: 50, fin: 99 });
  expect([rangoDe('bytes=100-', 100), rangoDe('bytes=200-300', 100), rangoDe('bytes=-0', 100)]).toEqual(['fuera', 'fuera', 'fuera']);
  expect([rangoDe(undefined, 100), rangoDe('bytes=0-1,5-6', 100), rangoDe('bytes=9-2', 100), rangoDe('items=0-1', 100)]).toEqual([
    null,
    null,
    null,
    null,
  ]);
});

it('a bucket that refuses writes, is slow or gone: a Spanish 503 and no object; wrong credentials fail the check', async () => {
  const env = await bucketDePrueba();
  const proxy = await proxyS3(env.S3_ENDPOINT);
  const a = new AlmacenS3(s3({ ...env, S3_ENDPOINT: proxy.url, S3_TIMEOUT_MS: '1000' }));
  try {
    proxy.modo = 'rechaza';
    await expect(a.crear('eventos/a.jpg', Buffer.from('x'))).rejects.toMatchObject({ mensaje: MENSAJES_ALMACEN.escribir, status: 503 });
    proxy.modo = 'lento';
    const t = Date.now();
    await expect(a.poner('eventos/b.jpg', Buffer.from('x'))).rejects.toMatchObject({ status: 503 });
    await expect(a.comprobar(500)).rejects.toThrow();
    expect(Date.now() - t).toBeLessThan(4_500); // two attempts of 1 s and the check's 0.5 s, never the bucket's 5 s
    proxy.modo = 'caido';
    await expect(a.crear('eventos/c.jpg', Buffer.from('x'))).rejects.toMatchObject({ status: 503 });
    proxy.modo = 'normal';
    expect(await todo(a)).toEqual([]);
    const mal = new AlmacenS3(s3({ ...env, S3_ACCESS_KEY_ID: 'nadie', S3_SECRET_ACCESS_KEY: 'equivocada' }));
    await expect(mal.comprobar()).rejects.toThrow();
    mal.cliente.destroy();
  } finally {
    a.cliente.destroy();
    await proxy.cerrar();
  }
});

it('S3_URL_PUBLICA: /uploads/ redirects to the public address, whose origin the pages allow for images', async () => {
  const config = readConfig({ ...(await bucketDePrueba()), S3_URL_PUBLICA: 'https://cdn.ejemplo.edu.mx/sitio' });
  const app = Fastify();
  registrarSubidasBucket(app, new AlmacenS3(config.almacen as Extract<ConfigAlmacen, { tipo: 's3' }>));
  const r = await app.inject('/uploads/eventos/0123456789abcdef_640x480.jpg');
  expect([r.statusCode, r.headers.location]).toEqual([301, 'https://cdn.ejemplo.edu.mx/sitio/eventos/0123456789abcdef_640x480.jpg']);
  expect((await app.inject('/uploads/../config.ts')).statusCode).toBe(404);
  expect(cabecerasSeguridad(config)['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.ejemplo.edu.mx;");
  await app.close();
});

it('a photo deleted through another instance stops being served from memory within a minute', async () => {
  const cfg = s3(await bucketDePrueba());
  const [a, b] = [new AlmacenS3(cfg), new AlmacenS3(cfg)];
  await a.crear('egresados/borrado.jpg', Buffer.from('persona'));
  expect(await a.servir('egresados/borrado.jpg', {})).toMatchObject({ bytes: 7 }); // now in a's memory
  await b.borrar('egresados/borrado.jpg');
  const ahora = Date.now();
  const reloj = jest.spyOn(Date, 'now');
  try {
    reloj.mockReturnValue(ahora + 30_000);
    expect(await a.servir('egresados/borrado.jpg', {})).toMatchObject({ bytes: 7 }); // a warm copy, for a while
    reloj.mockReturnValue(ahora + 61_000);
    expect(await a.servir('egresados/borrado.jpg', {})).toBeNull();
  } finally {
    reloj.mockRestore();
    a.cliente.destroy();
    b.cliente.destroy();
  }
});
