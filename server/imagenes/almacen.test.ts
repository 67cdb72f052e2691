// The uploads store's contract (almacen.ts), on its disk implementation: what any other store
// (an S3-compatible bucket) must also do for the site to keep its guarantees.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlmacenDisco, almacenDe, claveDe, type Almacen } from './almacen';
import { Subidas, borrarGuardada } from './subidas';
import { variantesListas } from './imagenes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { variantesDe } from '@/shared/lib/variantes';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almacen-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('creates an object once and never overwrites it (names are random and immutable)', async () => {
  const a = new AlmacenDisco(dir);
  await a.crear('proyectos/x.jpg', Buffer.from('uno'));
  await expect(a.crear('proyectos/x.jpg', Buffer.from('dos'))).rejects.toThrow();
  expect((await a.leer('proyectos/x.jpg'))?.toString()).toBe('uno');
  expect(fs.readFileSync(path.join(dir, 'proyectos', 'x.jpg'), 'utf8')).toBe('uno');
});

it('reads, checks and deletes; a missing object is null, false, and deleting it is no error', async () => {
  const a = new AlmacenDisco(dir);
  expect(await a.leer('eventos/no.jpg')).toBeNull();
  expect(await a.existe('eventos/no.jpg')).toBe(false);
  await a.borrar('eventos/no.jpg');
  await a.crear('eventos/si.jpg', Buffer.from('x'));
  expect(await a.existe('eventos/si.jpg')).toBe(true);
  await a.borrar('eventos/si.jpg');
  expect(await a.existe('eventos/si.jpg')).toBe(false);
});

it('puts a variant whole (no temporary file left) and says false when its folder is gone', async () => {
  const a = new AlmacenDisco(dir);
  await a.crear('eventos/o.jpg', Buffer.from('o'));
  expect(await a.poner('eventos/o.400.avif', Buffer.alloc(10_000, 1))).toBe(true);
  expect(await a.poner('eventos/o.400.avif', Buffer.alloc(20_000, 2))).toBe(true);
  expect((await a.leer('eventos/o.400.avif'))?.length).toBe(20_000);
  expect(fs.readdirSync(path.join(dir, 'eventos')).sort()).toEqual(['o.400.avif', 'o.jpg']);
  expect(await a.poner('borrada/o.400.avif', Buffer.from('x'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'borrada'))).toBe(false);
});

it('refuses a key that leaves the store', async () => {
  const a = new AlmacenDisco(dir);
  await expect(a.crear('../fuera.jpg', Buffer.from('x'))).rejects.toThrow(/fuera del almacén/);
  await expect(a.leer('proyectos/../../fuera.jpg')).rejects.toThrow(/fuera del almacén/);
  expect(fs.existsSync(path.join(path.dirname(dir), 'fuera.jpg'))).toBe(false);
});

it('maps stored paths to keys, and one folder to one store', () => {
  expect(claveDe('uploads/proyectos/a_1x1.jpg')).toBe('proyectos/a_1x1.jpg');
  expect(claveDe('/uploads/eventos/a.400.avif')).toBe('eventos/a.400.avif');
  expect(almacenDe(dir)).toBe(almacenDe(path.join(dir, '.')));
  expect(almacenDe(dir).carpeta).toBe(path.resolve(dir));
});

/** Another store (in memory, as a bucket would be): the uploads code needs nothing but the interface. */
class AlmacenMemoria implements Almacen {
  readonly carpeta = null;
  readonly objetos = new Map<string, Buffer>();
  crear(clave: string, datos: Buffer) {
    if (this.objetos.has(clave)) return Promise.reject(new Error('existe'));
    this.objetos.set(clave, datos);
    return Promise.resolve();
  }
  poner(clave: string, datos: Buffer) {
    this.objetos.set(clave, datos);
    return Promise.resolve(true);
  }
  leer(clave: string) {
    return Promise.resolve(this.objetos.get(clave) ?? null);
  }
  existe(clave: string) {
    return Promise.resolve(this.objetos.has(clave));
  }
  borrar(clave: string) {
    this.objetos.delete(clave);
    return Promise.resolve();
  }
  async *listar(prefijo = '') {
    for (const [clave, datos] of this.objetos) if (clave.startsWith(prefijo)) yield await Promise.resolve({ clave, bytes: datos.length });
  }
}

it('uploads, variants and deletions go through any store: a call discarded leaves nothing, a committed one gets its variants', async () => {
  const a = new AlmacenMemoria();
  const s = new Subidas(a, 5 * 1024 * 1024);
  const foto = dataUrlDemo(2, 640, 480);
  await s.preparar([foto]);
  const ruta = await s.guardar(foto, 'eventos');
  expect([...a.objetos.keys()]).toEqual([claveDe(ruta)]);
  await s.descartar();
  expect(a.objetos.size).toBe(0);

  const t = new Subidas(a, 5 * 1024 * 1024);
  await t.preparar([foto]);
  const guardada = await t.guardar(foto, 'eventos');
  t.confirmar();
  await variantesListas();
  expect([...a.objetos.keys()].sort()).toEqual([guardada, ...variantesDe(guardada)].map(claveDe).sort());
  await borrarGuardada(a, guardada);
  expect(a.objetos.size).toBe(0);
});
