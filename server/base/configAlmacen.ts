// ALMACEN: where uploaded images live (issue 46). `disco` (the default): the UPLOADS_DIR folder, as
// the README's `npm start` has it, offline. `s3`: an S3-compatible bucket (MinIO, Swift with s3api,
// Ceph, AWS) through S3_*; every instance reads and writes the same bucket, so several machines need
// no shared folder (docs/almacenamiento.md). A missing or malformed value refuses to start, in Spanish.

export type ConfigAlmacen =
  | { tipo: 'disco' }
  | {
      tipo: 's3';
      /** S3_ENDPOINT: http(s)://servidor:puerto of the S3 API (empty: AWS's own for the region). */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** S3_FORCE_PATH_STYLE=1: http://servidor/bucket/clave (MinIO, Swift, Ceph) instead of bucket.servidor. */
      forcePathStyle: boolean;
      /** S3_URL_PUBLICA: a CDN or public bucket address /uploads/ redirects to; none: the app serves the objects itself. */
      urlPublica: string | undefined;
      /** S3_TIMEOUT_MS: longest wait for one answer of the bucket (default 10 s). */
      timeoutMs: number;
    };

const URL_HTTP = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;

function url(nombre: string, v: string | undefined): string | undefined {
  const t = (v ?? '').trim().replace(/\/+$/, '');
  if (!t) return undefined;
  if (!URL_HTTP.test(t))
    throw new Error(`${nombre} debe ser una dirección http:// o https:// (por ejemplo http://127.0.0.1:9000); no se acepta «${t}».`);
  return t;
}

export function leerAlmacen(env: NodeJS.ProcessEnv): ConfigAlmacen {
  const tipo = (env.ALMACEN ?? '').trim().toLowerCase() || 'disco';
  if (tipo === 'disco') return { tipo };
  if (tipo !== 's3')
    throw new Error(`ALMACEN debe ser «disco» (la carpeta UPLOADS_DIR, por omisión) o «s3» (un bucket compatible con S3); no se acepta «${tipo}».`);
  const faltan = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !(env[k] ?? '').trim());
  if (!(env.S3_ENDPOINT ?? '').trim() && !(env.S3_REGION ?? '').trim()) faltan.unshift('S3_ENDPOINT (o S3_REGION para AWS)');
  if (faltan.length) throw new Error(`Con ALMACEN=s3 faltan estas variables: ${faltan.join(', ')} (docs/almacenamiento.md).`);
  const bucket = env.S3_BUCKET!.trim();
  // the bucket naming rules every S3-compatible server shares (lowercase, digits, dots, hyphens)
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`S3_BUCKET debe ser un nombre de bucket de 3 a 63 minúsculas, cifras, puntos o guiones; no se acepta «${bucket}».`);
  const estilo = (env.S3_FORCE_PATH_STYLE ?? '').trim();
  if (estilo && !['0', '1'].includes(estilo)) throw new Error(`S3_FORCE_PATH_STYLE debe ser 1 (MinIO, Swift, Ceph) o 0; no se acepta «${estilo}».`);
  const t = (env.S3_TIMEOUT_MS ?? '').trim();
  if (t && !(/^\d+$/.test(t) && Number(t) >= 100))
    throw new Error(`S3_TIMEOUT_MS debe ser un número de milisegundos (100 o más); no se acepta «${t}».`);
  return {
    tipo,
    endpoint: url('S3_ENDPOINT', env.S3_ENDPOINT),
    region: (env.S3_REGION ?? '').trim() || 'us-east-1',
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    forcePathStyle: estilo === '1',
    urlPublica: url('S3_URL_PUBLICA', env.S3_URL_PUBLICA),
    timeoutMs: t ? Number(t) : 10_000,
  };
}
