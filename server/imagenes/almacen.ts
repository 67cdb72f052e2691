// Where uploaded images live, behind one small interface: the server never touches the files of
// UPLOADS_DIR except through an Almacen. Today the one implementation is a folder on disk (shared
// by every instance: a network mount when several run, docs/despliegue.md); an S3-compatible
// bucket is another class with these five methods (keys are the stored path without 'uploads/',
// e.g. 'proyectos/3f…_1600x1200.jpg'), plus serving /uploads/ from the bucket's address.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Almacen {
  /** Stores a new object; refuses (throws) when the key exists: names are random and never reused. */
  crear(clave: string, datos: Buffer): Promise<void>;
  /** Stores an object whole or not at all (a reader never sees half of it); false when its folder is gone. */
  poner(clave: string, datos: Buffer): Promise<boolean>;
  /** The object's bytes, or null when there is none. */
  leer(clave: string): Promise<Buffer | null>;
  existe(clave: string): Promise<boolean>;
  /** Removes the object; nothing when there is none. */
  borrar(clave: string): Promise<void>;
  /** A folder on disk the site serves /uploads/ from (null for a store that serves itself). */
  readonly carpeta: string | null;
}

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
}

const porCarpeta = new Map<string, Almacen>();

/** The store of an UPLOADS_DIR (one object per folder, so background work keyed by it is shared). */
export function almacenDe(uploadsDir: string): Almacen {
  const carpeta = path.resolve(uploadsDir);
  let a = porCarpeta.get(carpeta);
  if (!a) porCarpeta.set(carpeta, (a = new AlmacenDisco(carpeta)));
  return a;
}
