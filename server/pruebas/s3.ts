// An S3-compatible bucket for the tests of ALMACEN=s3 (issue 46): a fresh bucket per harness on the
// server PRUEBAS_S3 names (CI: Debian's OpenStack Swift with s3api on loopback, started by
// .ci/swift.sh; its tempauth account test:tester / testing), or, without it, on s3rver started in
// this test process (decision 0065). PRUEBAS_ALMACEN=s3 puts every harness on a bucket (the focused
// uploads set .ci/run runs on both stores).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

let local: Promise<string> | null = null;

/** s3rver in this process, once per test file. */
function s3rverLocal(): Promise<string> {
  local ??= (async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const S3rver = require('s3rver') as new (o: object) => { run(): Promise<{ port: number }>; httpServer: import('node:http').Server };
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    const servidor = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const { port } = await servidor.run();
    // it ends with the test process (its files in the system's temporary folder)
    servidor.httpServer.unref();
    servidor.httpServer.keepAliveTimeout = 200;
    return `http://127.0.0.1:${port}`;
  })();
  return local;
}

/** The S3 server of the tests and its credentials. */
export async function servidorS3(): Promise<{ endpoint: string; accessKeyId: string; secretAccessKey: string }> {
  const dado = (process.env.PRUEBAS_S3 ?? '').trim();
  if (dado)
    return {
      endpoint: dado,
      accessKeyId: process.env.PRUEBAS_S3_CLAVE ?? 'test:tester',
      secretAccessKey: process.env.PRUEBAS_S3_SECRETO ?? 'testing',
    };
  return { endpoint: await s3rverLocal(), accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
}

export const clienteS3 = (s: { endpoint: string; accessKeyId: string; secretAccessKey: string }) =>
  new S3Client({
    endpoint: s.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** A new empty bucket: the environment variables of a site on it. */
export async function bucketDePrueba(): Promise<Record<string, string>> {
  const s = await servidorS3();
  const bucket = `prueba-${process.pid}-${randomBytes(4).toString('hex')}`;
  const c = clienteS3(s);
  await c.send(new CreateBucketCommand({ Bucket: bucket }));
  c.destroy();
  return {
    ALMACEN: 's3',
    S3_ENDPOINT: s.endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: s.accessKeyId,
    S3_SECRET_ACCESS_KEY: s.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
}

/**
 * A proxy in front of the S3 server that misbehaves on demand (the bad-input tests): `rechaza`
 * answers every write with S3's 403 AccessDenied, `lento` holds every request 5 s (dropped when
 * the client gave up meanwhile), `caido` closes every connection.
 */
export async function proxyS3(destino: string): Promise<{ url: string; modo: 'normal' | 'rechaza' | 'lento' | 'caido'; cerrar(): Promise<void> }> {
  const http = await import('node:http');
  const d = new URL(destino);
  const p = {
    url: '',
    modo: 'normal' as 'normal' | 'rechaza' | 'lento' | 'caido',
    cerrar: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
  const servidor = http.createServer((req, res) => {
    if (p.modo === 'caido') return void req.socket.destroy();
    if (p.modo === 'rechaza' && (req.method === 'PUT' || req.method === 'POST')) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml' });
      return void res.end('<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    }
    const reenviar = () => {
      if (req.destroyed || res.destroyed) return;
      const sub = http.request({ host: d.hostname, port: d.port, method: req.method, path: req.url, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      sub.on('error', () => res.destroy());
      req.pipe(sub);
    };
    if (p.modo === 'lento') setTimeout(reenviar, 5_000).unref();
    else reenviar();
  });
  servidor.keepAliveTimeout = 100;
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  p.url = `http://127.0.0.1:${(servidor.address() as { port: number }).port}`;
  return p;
}
