// The image checks the forms rely on: real PNG and JPEG pass, re-encoded, and are written with
// generated names; SVG, HTML named .jpg, a PNG signature followed by garbage and oversize data are
// refused with a Spanish message and nothing is written.
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { Subidas, decodificarImagen, esRutaGuardada } from './subidas';
import { identificarImagen } from './formatos';
import { almacenDe } from './almacen';
import { variantesListas } from './imagenes';
import { ErrorApi } from '@server/base/errores';
import { pngDemo, dataUrlDemo } from '@server/semillas/imagenDemo';

// A 12×8 JPEG encoded by Chromium's canvas (toDataURL('image/jpeg', 0.8)).
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAwDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYH/8QAGxAAAQQDAAAAAAAAAAAAAAAAAAIEBSIGJDL/xAAVAQEBAAAAAAAAAAAAAAAAAAAFBv/EABoRAAICAwAAAAAAAAAAAAAAAAADBRICBDH/2gAMAwEAAhEDEQA/AJvHI3iporGN1k1AJia2WX6KRycan//Z',
  'base64',
);
const NO_IMAGEN = 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'subidas-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const listar = () => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : []);
const dataUrl = (tipo: string, buf: Buffer) => `data:${tipo};base64,${buf.toString('base64')}`;

function rechazo(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ErrorApi);
    return (e as ErrorApi).mensaje;
  }
  throw new Error('no fue rechazada');
}

async function rechazoAsync(f: () => Promise<unknown>): Promise<string> {
  try {
    await f();
  } catch (e) {
    expect(e).toBeInstanceOf(ErrorApi);
    return (e as ErrorApi).mensaje;
  }
  throw new Error('no fue rechazada');
}

describe('identificarImagen', () => {
  it('reads type and size of a real PNG and JPEG', () => {
    expect(identificarImagen(pngDemo(1, 64, 48))).toEqual({ tipo: 'png', ancho: 64, alto: 48 });
    expect(identificarImagen(JPEG)).toEqual({ tipo: 'jpg', ancho: 12, alto: 8 });
  });
});

describe('Subidas', () => {
  it('writes a valid PNG and JPEG, re-encoded, under the folder with generated names and returns relative paths', async () => {
    const s = new Subidas(almacenDe(dir), 1024 * 1024);
    await s.revisar(dataUrlDemo(3));
    await s.revisar(dataUrl('image/jpeg', JPEG));
    const a = await s.guardar(dataUrlDemo(3), 'proyectos');
    const b = await s.guardar(dataUrl('image/jpeg', JPEG), 'eventos');
    expect(a).toMatch(/^uploads\/proyectos\/[0-9a-f]{16}_64x48\.png$/);
    expect(b).toMatch(/^uploads\/eventos\/[0-9a-f]{16}_12x8\.jpg$/);
    expect(esRutaGuardada(a) && esRutaGuardada(b)).toBe(true);
    expect(identificarImagen(fs.readFileSync(path.join(dir, b.slice('uploads/'.length))))).toEqual({ tipo: 'jpg', ancho: 12, alto: 8 });
    expect(s.cuantas).toBe(2);
    await s.descartar();
    expect(listar().filter((f) => f.includes('.'))).toEqual([]);
  });

  it('names a file by its bytes, not by the declared type', async () => {
    const s = new Subidas(almacenDe(dir), 1024 * 1024);
    const v = dataUrl('image/jpeg', pngDemo(2, 8, 8));
    await s.revisar(v);
    expect(await s.guardar(v, 'x_y')).toMatch(/\.png$/);
  });

  it('cannot write an image that was not checked first', async () => {
    const s = new Subidas(almacenDe(dir), 1024 * 1024);
    await expect(s.guardar(dataUrlDemo(3), 'proyectos')).rejects.toThrow(/revisar/);
    expect(listar()).toEqual([]);
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const basura = Buffer.concat([pngDemo(1, 8, 8).subarray(0, 16), Buffer.from('basura'.repeat(20))]);
  const crcRoto = Buffer.from(pngDemo(1, 16, 16));
  crcRoto[crcRoto.length - 20] ^= 0xff;
  const polyglot = Buffer.concat([JPEG, html]);

  it.each([
    ['an SVG with scripts', dataUrl('image/svg+xml', svg)],
    ['an SVG labelled as PNG', dataUrl('image/png', svg)],
    ['HTML named .jpg', dataUrl('image/jpeg', html)],
    ['a PNG signature followed by garbage', dataUrl('image/png', basura)],
    ['a PNG with a broken chunk', dataUrl('image/png', crcRoto)],
    ['a JPEG with HTML appended', dataUrl('image/jpeg', polyglot)],
    ['text that is not a data URL', 'hola'],
  ])('refuses %s in Spanish and writes nothing', async (_n, valor) => {
    const s = new Subidas(almacenDe(dir), 1024 * 1024);
    expect(await rechazoAsync(() => s.revisar(valor))).toBe(NO_IMAGEN);
    expect(await rechazoAsync(() => s.guardar(valor, 'proyectos'))).toBe(NO_IMAGEN);
    expect(listar()).toEqual([]);
    expect(s.cuantas).toBe(0);
  });

  it('refuses an image over the size limit, even a valid one, and writes nothing', async () => {
    const png = pngDemo(4, 200, 200);
    const s = new Subidas(almacenDe(dir), png.length - 1);
    const mensaje = await rechazoAsync(() => s.guardar(dataUrl('image/png', png), 'proyectos'));
    expect(mensaje).toMatch(/^La imagen es demasiado grande \(máximo \d+ MB\)\.$/);
    expect(listar()).toEqual([]);
    expect(() => decodificarImagen(dataUrl('image/png', png), png.length)).not.toThrow();
  });

  it('accepts a stored path only when the record owns it', async () => {
    const s = new Subidas(almacenDe(dir), 1024 * 1024);
    const ruta = 'uploads/proyectos/0123456789abcdef0123456789abcdef.png';
    expect(await rechazoAsync(() => s.revisar(ruta))).toBe('Una de las imágenes no pertenece a este registro.');
    expect(await s.guardar(ruta, 'proyectos', new Set([ruta]))).toBe(ruta);
    expect(await rechazoAsync(() => s.revisar('uploads/../../etc/passwd', new Set(['uploads/../../etc/passwd'])))).toBe(NO_IMAGEN);
    expect(listar()).toEqual([]);
  });
});

describe('images with unacceptable dimensions', () => {
  it.each([
    ['wider than 8000 px', 9000, 1],
    ['taller than 8000 px', 1, 9000],
  ])('a well-formed PNG %s is refused and nothing is written', async (_n, ancho, alto) => {
    const subidas = new Subidas(almacenDe(dir), 5 * 1024 * 1024);
    const m = await rechazoAsync(() => subidas.guardar(dataUrl('image/png', pngDemo(1, ancho, alto)), 'proyectos'));
    expect(m).toBe('La imagen tiene dimensiones no admitidas (máximo 8000 px por lado).');
    expect(listar()).toEqual([]);
  });

  it('a PNG header claiming 30000 × 30000 (a decompression bomb) is refused by its header', () => {
    const buf = Buffer.from(pngDemo(2, 4, 4));
    buf.writeUInt32BE(30000, 16); // IHDR width
    buf.writeUInt32BE(30000, 20); // IHDR height
    const crc = zlib.crc32(buf.subarray(12, 29));
    buf.writeUInt32BE(crc >>> 0, 29); // a correct CRC: only the dimensions are wrong
    expect(identificarImagen(buf)).toMatchObject({ ancho: 30000, alto: 30000 });
    expect(rechazo(() => decodificarImagen(dataUrl('image/png', buf), 5 * 1024 * 1024))).toBe(
      'La imagen tiene dimensiones no admitidas (máximo 8000 px por lado).',
    );
  });
});

// Issue 46: `preparar(…, carpeta)` starts each image's write as soon as it is re-encoded, before the
// write transaction; `guardar` takes it, a refusal or an unused one leaves nothing behind.
describe('a write started before the transaction', () => {
  /** The folder store, with each `crear` held until the test lets it land (or fail). */
  function almacenRetenido() {
    const base = almacenDe(dir);
    const pendientes: { clave: string; soltar: (error?: Error) => void; hecha?: Promise<void> }[] = [];
    const almacen = Object.assign(Object.create(base) as typeof base, {
      crear: (clave: string, datos: Buffer) => {
        const hecha = new Promise<void>((ok, mal) =>
          pendientes.push({ clave, soltar: (error) => void (error ? mal(error) : base.crear(clave, datos).then(ok, mal)) }),
        );
        pendientes[pendientes.length - 1].hecha = hecha;
        return hecha;
      },
    });
    return { almacen, pendientes };
  }
  const tic = () => new Promise((r) => setImmediate(r));

  it('is under way when preparar returns, is the path guardar answers, and another folder writes anew; an unused one goes at confirmar', async () => {
    const { almacen, pendientes } = almacenRetenido();
    const s = new Subidas(almacen, 1024 * 1024);
    const [a, b] = [dataUrlDemo(1), dataUrlDemo(2)];
    await s.preparar([a, b], 'eventos');
    expect(pendientes.map((p) => p.clave)).toEqual([expect.stringMatching(/^eventos\//), expect.stringMatching(/^eventos\//)]);
    const guardada = s.guardar(a, 'eventos');
    pendientes[0].soltar();
    expect(await guardada).toBe(`uploads/${pendientes[0].clave}`);
    const otra = s.guardar(b, 'medios'); // the folder differs (a pending change's asset): a write of its own
    await tic();
    expect(pendientes.map((p) => p.clave.split('/')[0])).toEqual(['eventos', 'eventos', 'medios']);
    pendientes[2].soltar();
    expect(await otra).toMatch(/^uploads\/medios\//);
    s.confirmar(); // also queues the kept images' variants, written in the background
    pendientes[1].soltar(); // the unused early write lands after the commit, then is removed
    await pendientes[1].hecha;
    const existe = (clave: string) => fs.existsSync(path.join(dir, clave));
    for (const limite = Date.now() + 10_000; existe(pendientes[1].clave) && Date.now() < limite;) await new Promise((r) => setTimeout(r, 20));
    await variantesListas(); // nothing writes into the folder once the test ends
    expect([pendientes[0].clave, pendientes[1].clave, pendientes[2].clave].map(existe)).toEqual([true, false, true]);
  });

  it('inside the transaction guardar answers at once and escritasListas waits for the write (its refusal thrown there)', async () => {
    const { almacen, pendientes } = almacenRetenido();
    const s = new Subidas(almacen, 1024 * 1024);
    const [a, b] = [dataUrlDemo(5), dataUrlDemo(6)];
    await s.preparar([a, b], 'empresas');
    s.sinEsperar();
    expect(await s.guardar(a, 'empresas')).toBe(`uploads/${pendientes[0].clave}`); // held, yet answered
    let listas = false;
    const espera = s.escritasListas().then(() => (listas = true));
    await tic();
    expect(listas).toBe(false);
    pendientes[0].soltar();
    await espera;
    s.sinEsperar();
    await s.guardar(b, 'empresas');
    pendientes[1].soltar(new ErrorApi('No se pudo guardar la imagen. Inténtelo de nuevo en unos minutos.', 503));
    expect(await rechazoAsync(() => s.escritasListas())).toBe('No se pudo guardar la imagen. Inténtelo de nuevo en unos minutos.');
    await s.descartar();
    expect(listar().filter((f) => f.includes('.'))).toEqual([]);
  });

  it('a refused write fails guardar in Spanish; descartar waits for writes still under way and leaves nothing', async () => {
    const { almacen, pendientes } = almacenRetenido();
    const s = new Subidas(almacen, 1024 * 1024);
    const [a, b] = [dataUrlDemo(3), dataUrlDemo(4)];
    await s.preparar([a, b], 'proyectos');
    pendientes[0].soltar(new ErrorApi('No se pudo guardar la imagen. Inténtelo de nuevo en unos minutos.', 503));
    expect(await rechazoAsync(() => s.guardar(a, 'proyectos'))).toBe('No se pudo guardar la imagen. Inténtelo de nuevo en unos minutos.');
    const descartada = s.descartar();
    await tic();
    pendientes[1].soltar(); // still in flight when the call failed: it lands, then goes
    await descartada;
    expect(listar().filter((f) => f.includes('.'))).toEqual([]);
  });
});
