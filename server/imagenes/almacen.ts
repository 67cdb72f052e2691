// Where uploaded images live, behind one small interface: the server never touches the files of
// UPLOADS_DIR except through an Almacen. Two implementations: a folder on disk (ALMACEN=disco, the
// default; shared by every instance through a network mount when several run) and an S3-compatible
// bucket (ALMACEN=s3, almacenS3.ts: several machines, no shared folder; docs/almacenamiento.md).
// Keys are the stored path without 'uploads/', e.g. 'proyectos/3f…_1600x1200.jpg'.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ConfigAlmacen } from '@server/base/configAlmacen';
import { AlmacenS3 } from './almacenS3';

export type { Almacen, Objeto } from './almacenTipos';
import type { Almacen, Objeto } from './almacenTipos';

/** The object key of a stored path ('uploads/proyectos/x.jpg' → 'proyectos/x.jpg'). */
export const claveDe = (ruta: string) => ruta.replace(/^\/?uploads\//, '');

/** A folder on disk: UPLOADS_DIR. */
export class AlmacenDisco implements Almacen {
  constructor(readonly carpeta: string) {}

  private abs(clave: string): string {
    const abs = path.join(this.carpeta, clave);
    if (!abs.startsWith(this.carpeta + path.sep)) throw new Error(`Clave fuera del almacén: ${clave}`);
    return abs;
  }

  async crear(clave: string, datos: Buffer): Promise<void> {
    const abs = this.abs(clave);
    await fs.promises.mkdir(path.dirname(abs), { recursive: true });
    await fs.promises.writeFile(abs, datos, { flag: 'wx' });
  }

  async poner(clave: string, datos: Buffer): Promise<boolean> {
    const destino = this.abs(clave);
    const tmp = `${destino}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(tmp, datos);
      await fs.promises.rename(tmp, destino); // an object that exists is complete (a crash leaves only a .tmp)
      return true;
    } catch (e) {
      await fs.promises.rm(tmp, { force: true });
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw e;
    }
  }

  async leer(clave: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.abs(clave));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async existe(clave: string): Promise<boolean> {
    return fs.promises.access(this.abs(clave)).then(
      () => true,
      () => false,
    );
  }

  async borrar(clave: string): Promise<void> {
    await fs.promises.rm(this.abs(clave), { force: true });
  }

  async *listar(prefijo = ''): AsyncIterable<Objeto> {
    const entradas = await fs.promises.readdir(this.carpeta, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entradas) {
      if (!e.isFile() || e.name.endsWith('.tmp')) continue;
      const clave = path.relative(this.carpeta, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      if (!clave.startsWith(prefijo)) continue;
      const st = await fs.promises.stat(path.join(e.parentPath, e.name)).catch(() => null);
      if (st) yield { clave, bytes: st.size, modificado: st.mtime };
    }
  }
}

const porCarpeta = new Map<string, Almacen>();

/**
 * The store of a configuration (ALMACEN: its UPLOADS_DIR folder, or its bucket), or of a folder;
 * one object per folder or bucket, so background work keyed by it is shared.
 */
export function almacenDe(config: string | { uploadsDir: string; almacen: ConfigAlmacen }): Almacen {
  const c = typeof config === 'string' ? { uploadsDir: config, almacen: { tipo: 'disco' } as const } : config;
  const s3 = c.almacen.tipo === 's3' ? c.almacen : null;
  const clave = s3 ? `s3:${s3.endpoint ?? s3.region}/${s3.bucket}/${s3.accessKeyId}` : path.resolve(c.uploadsDir);
  let a = porCarpeta.get(clave);
  if (!a) porCarpeta.set(clave, (a = s3 ? new AlmacenS3(s3) : new AlmacenDisco(clave)));
  return a;
}
