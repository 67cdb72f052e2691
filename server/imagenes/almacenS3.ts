// The uploads store on an S3-compatible bucket (ALMACEN=s3, issue 46): the same contract as the
// folder (almacen.ts), so uploads, variants, the background upgrade, deletions, revisions and the
// media library work unchanged. Keys are the stored path without 'uploads/'. A bucket that refuses
// or does not answer in time fails the call with a Spanish 503 (ErrorApi): the call's transaction
// rolls back and Subidas.descartar removes what it wrote, so a failed upload leaves no row and no object.
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ErrorApi } from '@server/base/errores';
import type { Almacen, Objeto } from './almacenTipos';
import type { ConfigAlmacen } from '@server/base/configAlmacen';
import { rangoDe, tipoDe } from './rangos';

export { rangoDe, tipoDe };

export type ConfigS3 = Extract<ConfigAlmacen, { tipo: 's3' }>;

export const MENSAJES_ALMACEN = {
  escribir: 'No se pudo guardar la imagen: el almacén de imágenes no la aceptó o no respondió a tiempo. Inténtelo de nuevo en unos minutos.',
  leer: 'El almacén de imágenes no responde.',
} as const;

/** Above this, an object goes up in parts (lib-storage); below, in one PUT. */
const PARTES_DESDE = 8 * 1024 * 1024;

const estado = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const falta = (e: unknown) => estado(e) === 404 || ['NoSuchKey', 'NotFound'].includes((e as Error)?.name);

/** What the bucket answered for one object to serve (GET /uploads/… without S3_URL_PUBLICA). */
export interface Servida {
  /** The bytes (kept in memory: small objects), a stream from the bucket, or nothing (HEAD). */
  cuerpo: Buffer | Readable | null;
  bytes: number;
  total: number;
  etag: string | undefined;
  modificado: Date | undefined;
  rango: { inicio: number; fin: number } | null;
}

/** Objects kept in memory for /uploads/: at most this big, this much in all, this long (a deletion elsewhere shows within it). */
const [CACHE_OBJETO, CACHE_TOTAL, CACHE_MS] = [1024 * 1024, 64 * 1024 * 1024, 60_000];

export class AlmacenS3 implements Almacen {
  readonly carpeta = null;
  readonly cliente: S3Client;
  /** Served objects, least recently used first (a Map keeps insertion order). */
  private cache = new Map<string, { datos: Buffer; etag: string | undefined; modificado: Date | undefined; hasta: number }>();
  private enCache = 0;

  private guardarEnCache(clave: string, datos: Buffer, etag: string | undefined, modificado: Date | undefined) {
    this.olvidar(clave);
    this.cache.set(clave, { datos, etag, modificado, hasta: Date.now() + CACHE_MS });
    this.enCache += datos.length;
    for (const [k] of this.cache) {
      if (this.enCache <= CACHE_TOTAL) break;
      this.olvidar(k);
    }
  }

  private olvidar(clave: string) {
    const v = this.cache.get(clave);
    if (!v) return;
    this.enCache -= v.datos.length;
    this.cache.delete(clave);
  }

  constructor(readonly config: ConfigS3) {
    const agente = { keepAlive: true, maxSockets: 64 };
    this.cliente = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // one retry: a slow bucket must not make a call wait three times its timeout
      maxAttempts: 2,
      // checksums only where S3 requires them: MinIO, Swift's s3api and Ceph do not all know the newer ones
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        httpAgent: new http.Agent(agente),
        httpsAgent: new https.Agent(agente),
        connectionTimeout: Math.min(config.timeoutMs, 5_000),
        requestTimeout: config.timeoutMs,
        throwOnRequestTimeout: true,
      },
    });
  }

  private get Bucket() {
    return this.config.bucket;
  }

  private plazo(ms = this.config.timeoutMs) {
    return { abortSignal: AbortSignal.timeout(ms) };
  }

  private clave(clave: string): string {
    if (!clave || clave.split('/').some((p) => p === '..' || p === '.' || p === '') || clave.startsWith('/'))
      throw new Error(`Clave fuera del almacén: ${clave}`);
    return clave;
  }

  private async subir(clave: string, datos: Buffer): Promise<void> {
    const Key = this.clave(clave);
    try {
      if (datos.length >= PARTES_DESDE) {
        await new Upload({
          client: this.cliente,
          params: { Bucket: this.Bucket, Key, Body: datos, ContentType: tipoDe(Key) },
          partSize: PARTES_DESDE,
        }).done();
      } else {
        await this.cliente.send(new PutObjectCommand({ Bucket: this.Bucket, Key, Body: datos, ContentType: tipoDe(Key) }), this.plazo());
      }
    } catch (e) {
      if (e instanceof ErrorApi) throw e;
      throw new ErrorApi(MENSAJES_ALMACEN.escribir, 503);
    }
  }

  /**
   * A plain PUT: no conditional PUT on Swift 2.30's s3api (501) nor s3rver, and a HEAD first costs 11.6 ms
   * on Swift here beside the PUT's 22 ms; new names carry 64 random bits (imagenes.ts nombreNuevo).
   */
  async crear(clave: string, datos: Buffer): Promise<void> {
    this.olvidar(clave);
    await this.subir(clave, datos);
  }

  /** A PUT is atomic in S3: a reader sees the old object or the new one, never half. */
  async poner(clave: string, datos: Buffer): Promise<boolean> {
    this.olvidar(clave);
    await this.subir(clave, datos);
    return true;
  }

  async leer(clave: string): Promise<Buffer | null> {
    try {
      const r = await this.cliente.send(new GetObjectCommand({ Bucket: this.Bucket, Key: this.clave(clave) }), this.plazo());
      return Buffer.from(await r.Body!.transformToByteArray());
    } catch (e) {
      if (falta(e)) return null;
      throw e;
    }
  }

  async existe(clave: string): Promise<boolean> {
    const Key = this.clave(clave);
    try {
      await this.cliente.send(new HeadObjectCommand({ Bucket: this.Bucket, Key }), this.plazo());
      return true;
    } catch (e) {
      if (falta(e)) return false;
      throw new ErrorApi(MENSAJES_ALMACEN.escribir, 503);
    }
  }

  async borrar(clave: string): Promise<void> {
    this.olvidar(clave);
    await this.cliente.send(new DeleteObjectCommand({ Bucket: this.Bucket, Key: this.clave(clave) }), this.plazo());
  }

  async *listar(prefijo = ''): AsyncIterable<Objeto> {
    let ContinuationToken: string | undefined;
    do {
      const r = await this.cliente.send(new ListObjectsV2Command({ Bucket: this.Bucket, Prefix: prefijo, ContinuationToken }), this.plazo());
      for (const o of r.Contents ?? []) if (o.Key) yield { clave: o.Key, bytes: o.Size ?? 0, modificado: o.LastModified };
      ContinuationToken = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Throws when the bucket does not answer within `ms` (or refuses these credentials): /salud/listo's check. */
  async comprobar(ms = 2_000): Promise<void> {
    await this.cliente.send(new HeadBucketCommand({ Bucket: this.Bucket }), this.plazo(ms));
  }

  /**
   * One object to serve, streamed from the bucket: a Range is resolved against its size (a HEAD
   * first, only when one is asked for); null when there is no such object.
   */
  async servir(clave: string, opciones: { rango?: string; siNoCoincide?: string; cabeza?: boolean }): Promise<Servida | 'fuera' | 'igual' | null> {
    const Key = this.clave(clave);
    let guardada = this.cache.get(Key);
    // older than CACHE_MS: asked of the bucket again (a photo erased through another instance goes)
    if (guardada && guardada.hasta < Date.now()) {
      this.olvidar(Key);
      guardada = undefined;
    }
    if (guardada && !opciones.rango) {
      // warm: from memory, as recently used
      this.cache.delete(Key);
      this.cache.set(Key, guardada);
      if (opciones.siNoCoincide && opciones.siNoCoincide === guardada.etag) return 'igual';
      const n = guardada.datos.length;
      return {
        cuerpo: opciones.cabeza ? null : guardada.datos,
        bytes: n,
        total: n,
        etag: guardada.etag,
        modificado: guardada.modificado,
        rango: null,
      };
    }
    try {
      let rango: { inicio: number; fin: number } | null = null;
      if (opciones.rango || opciones.cabeza) {
        const h = await this.cliente.send(new HeadObjectCommand({ Bucket: this.Bucket, Key }), this.plazo());
        const total = h.ContentLength ?? 0;
        if (opciones.siNoCoincide && h.ETag && opciones.siNoCoincide === h.ETag) return 'igual';
        const r = rangoDe(opciones.rango, total);
        if (r === 'fuera') return 'fuera';
        rango = r;
        if (opciones.cabeza) return { cuerpo: null, bytes: total, total, etag: h.ETag, modificado: h.LastModified, rango: null };
      }
      const r = await this.cliente.send(
        new GetObjectCommand({
          Bucket: this.Bucket,
          Key,
          Range: rango ? `bytes=${rango.inicio}-${rango.fin}` : undefined,
          IfNoneMatch: opciones.siNoCoincide,
        }),
        this.plazo(),
      );
      const bytes = r.ContentLength ?? 0;
      const total = rango ? Number(/\/(\d+)$/.exec(r.ContentRange ?? '')?.[1] ?? bytes) : bytes;
      if (!rango && bytes <= CACHE_OBJETO) {
        const datos = Buffer.from(await r.Body!.transformToByteArray());
        this.guardarEnCache(Key, datos, r.ETag, r.LastModified);
        return { cuerpo: datos, bytes, total, etag: r.ETag, modificado: r.LastModified, rango };
      }
      return { cuerpo: r.Body as Readable, bytes, total, etag: r.ETag, modificado: r.LastModified, rango };
    } catch (e) {
      if (falta(e)) return null;
      if (estado(e) === 304) return 'igual';
      throw e;
    }
  }
}
