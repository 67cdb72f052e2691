// The site on a bucket (ALMACEN=s3, issue 46), through the real app: an event's photo goes to the
// bucket with its variants, /uploads/ streams it with the folder's headers, ETag and Range (416 past
// the end), a variant deleted is built again on demand, the media library lists and deletes, a
// deleted event's objects go, /salud/listo follows the bucket, and a bucket that refuses writes
// leaves no row and no object behind a Spanish 503. PRUEBAS_S3 names the server (CI: Swift).
import { sql } from 'kysely';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { bucketDePrueba, proxyS3 } from '../pruebas/s3';
import { dataUrlDemo } from '../semillas/imagenDemo';
import { almacenDe, claveDe } from '../imagenes/almacen';
import { MENSAJES_ALMACEN } from '../imagenes/almacenS3';
import { variantesDe } from '@/shared/lib/variantes';

let h: Harness;
let proxy: Awaited<ReturnType<typeof proxyS3>>;
beforeAll(async () => {
  const env = await bucketDePrueba();
  proxy = await proxyS3(env.S3_ENDPOINT);
  h = await nuevoHarness({ ...env, S3_ENDPOINT: proxy.url, S3_TIMEOUT_MS: '1500' });
});
afterAll(async () => {
  await h.cerrar();
  await proxy.cerrar();
});

const claves = async (prefijo = '') => {
  const r: string[] = [];
  for await (const o of almacenDe(h.config).listar(prefijo)) r.push(o.clave);
  return r.sort();
};
const evento = (imagen: string) => ({
  nombreEvento: 'Feria de proyectos',
  descripcion: 'Exposición de los proyectos del cuatrimestre.',
  imgs: JSON.stringify([{ key: '0.12345', imagen, alt: 'Estudiantes en la feria', decorativa: false }]),
});
const filas = async () => (await h.db.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM eventos`))!.n;

it('stores, serves (ETag, Range, 416), rebuilds a variant, lists in the library and deletes on the bucket', async () => {
  expect((await h.app.inject('/salud/listo')).json()).toMatchObject({ estado: 'ok' });
  const r = await h.llamar('registrarEvento', evento(dataUrlDemo(7, 640, 480)), { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  const pk = r.body.pk_evento as number;
  const e = (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as { imgs: { img_evento: string }[] };
  const ruta = e.imgs[0].img_evento;
  expect(await claves('eventos/')).toEqual([ruta, ...variantesDe(ruta)].map(claveDe).sort());

  const foto = await h.app.inject(`/${ruta}`);
  expect(foto.statusCode).toBe(200);
  expect(foto.headers).toMatchObject({
    'content-type': ruta.endsWith('.png') ? 'image/png' : 'image/jpeg',
    // the original as from the folder (issue 45): a day, then revalidated; its variants a year
    'cache-control': 'public, max-age=86400',
    'content-security-policy': "default-src 'none'; sandbox",
    'accept-ranges': 'bytes',
  });
  expect((await h.app.inject(`/${variantesDe(ruta)[0]}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(foto.rawPayload.equals((await almacenDe(h.config).leer(claveDe(ruta)))!)).toBe(true);
  const total = foto.rawPayload.length;
  expect(Number(foto.headers['content-length'])).toBe(total);
  const etag = foto.headers.etag as string;
  expect(etag).toBeTruthy();
  expect((await h.app.inject({ url: `/${ruta}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  const parte = await h.app.inject({ url: `/${ruta}`, headers: { range: 'bytes=0-9' } });
  expect([parte.statusCode, parte.headers['content-range'], parte.rawPayload.equals(foto.rawPayload.subarray(0, 10))]).toEqual([
    206,
    `bytes 0-9/${total}`,
    true,
  ]);
  const fuera = await h.app.inject({ url: `/${ruta}`, headers: { range: `bytes=${total}-` } });
  expect([fuera.statusCode, fuera.headers['content-range']]).toEqual([416, `bytes */${total}`]);
  const cabeza = await h.app.inject({ method: 'HEAD', url: `/${ruta}` });
  expect([cabeza.statusCode, cabeza.headers['content-length'], cabeza.body]).toEqual([200, String(total), '']);
  // a file the database names but the bucket lost: the site's not-found answer, never a 500
  expect((await h.app.inject('/uploads/eventos/0123456789abcdef_640x480.jpg')).statusCode).toBe(404);
  // a variant gone from the bucket is built again when asked for
  const variante = variantesDe(ruta).find((v) => v.endsWith('.avif'))!;
  await almacenDe(h.config).borrar(claveDe(variante));
  const otra = await h.app.inject(`/${variante}`);
  expect([otra.statusCode, otra.headers['content-type']]).toEqual([200, 'image/avif']);

  // the media library: uploaded to the bucket, listed, deleted with its variants
  const m = await h.llamar(
    'subirMedios',
    { archivos: [dataUrlDemo(8, 80, 60)], alts: JSON.stringify([{ alt: 'Laboratorio', decorativa: false }]), nombres: JSON.stringify(['lab.png']) },
    { quien: 'a', multipart: true },
  );
  expect(m.body).toMatchObject({ codigo: 1 });
  expect((await claves('medios/')).length).toBeGreaterThan(0);
  const pkMedio = (m.body.pks as number[])[0];
  expect((await h.llamar('borrarMedio', { pk: String(pkMedio) }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
  expect(await claves('medios/')).toEqual([]);
});

it('a bucket that refuses writes, is slow or does not answer: 503 on /salud/listo, a Spanish 503 to the call, no row and no object', async () => {
  const antes = [await filas(), await claves()];
  proxy.modo = 'rechaza';
  const r = await h.llamar('registrarEvento', evento(dataUrlDemo(9, 320, 240)), { quien: 'a' });
  expect([r.status, r.body]).toEqual([503, { codigo: 0, mensaje: MENSAJES_ALMACEN.escribir }]);
  expect([await filas(), await claves()]).toEqual(antes);

  proxy.modo = 'lento';
  const listo = await h.app.inject('/salud/listo');
  expect([listo.statusCode, listo.json()]).toEqual([
    503,
    expect.objectContaining({ estado: 'error', mensaje: 'El almacén de imágenes no responde.' }),
  ]);
  const lenta = await h.llamar('registrarEvento', evento(dataUrlDemo(10, 320, 240)), { quien: 'a' });
  expect(lenta.status).toBe(503);
  expect(lenta.body.mensaje).toBe(MENSAJES_ALMACEN.escribir);
  const foto = await h.app.inject('/uploads/eventos/0123456789abcdef_640x480.jpg');
  expect([foto.statusCode, foto.json<{ mensaje: string }>().mensaje]).toEqual([503, MENSAJES_ALMACEN.leer]);

  proxy.modo = 'normal';
  expect([await filas(), await claves()]).toEqual(antes);
  expect((await h.app.inject('/salud/listo')).statusCode).toBe(200);
});
