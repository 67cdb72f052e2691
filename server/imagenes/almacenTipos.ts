// The store's interface (almacen.ts has the folder and the factory, almacenS3.ts the bucket): its own
// file so the bucket's implementation and the factory that builds it do not import each other.
/** One stored object, as a listing gives it. */
export interface Objeto {
  clave: string;
  bytes: number;
  /** When it was last written (a folder's mtime, a bucket's LastModified): the orphan sweep spares recent ones. */
  modificado?: Date;
}

export interface Almacen {
  /** Stores a new object; the folder refuses (throws) when the key exists, a bucket does not check: names are random and never reused. */
  crear(clave: string, datos: Buffer): Promise<void>;
  /** Stores an object whole or not at all (a reader never sees half of it); false when its folder is gone. */
  poner(clave: string, datos: Buffer): Promise<boolean>;
  /** The object's bytes, or null when there is none. */
  leer(clave: string): Promise<Buffer | null>;
  existe(clave: string): Promise<boolean>;
  /** Removes the object; nothing when there is none. */
  borrar(clave: string): Promise<void>;
  /** Every object whose key starts with `prefijo` ('' for all), in no promised order (backups, copies, sweeps). */
  listar(prefijo?: string): AsyncIterable<Objeto>;
  /** Throws when the store does not answer (/salud/listo); a folder always answers. */
  comprobar?(ms?: number): Promise<void>;
  /** A folder on disk the site serves /uploads/ from (null for a store that serves itself). */
  readonly carpeta: string | null;
}
