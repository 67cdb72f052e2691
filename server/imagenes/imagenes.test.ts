// Images through the real app, the upload: it is decoded and encoded again (rotated, no metadata, no
// trailing bytes), named by its size, and gets AVIF/WebP variants on the width ladder (never wider than
// the image) and a 1200×630 preview; undecodable images, polyglots and decompression bombs are refused
// in Spanish with nothing written. Serving variants and the upgrade command: imagenesVariantes.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fotoDemo, pngDemo } from '@server/semillas/imagenDemo';
import { vistaPrevia } from './imagenes';
import { decodificarImagen } from './subidas';
import { DEMASIADOS_ESCANEOS } from './formatos';
import { anchosDe, leerNombre, variantesDe } from '@/shared/lib/variantes';
import { h, harnessPorPrueba } from '../pruebas/arnesPorPrueba';
import { abs, archivos, dataUrl, evento, NO_IMAGEN, registrarEvento } from '../pruebas/imagenes';

harnessPorPrueba();

describe('an upload', () => {
  it('is stored as a JPEG named by its size, with AVIF and WebP variants on the ladder and a 1200×630 preview', async () => {
    const [ruta] = await registrarEvento([dataUrl('image/jpeg', await fotoDemo(3, 1600, 1200))]);
    expect(ruta).toMatch(/^uploads\/eventos\/[0-9a-f]{16}_1600x1200\.jpg$/);
    expect(await sharp(abs(ruta)).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    const n = leerNombre(ruta)!;
    expect(anchosDe(1600)).toEqual([160, 240, 320, 480, 640, 960, 1280, 1600]);
    const tamanos: Record<string, number> = {};
    for (const ancho of anchosDe(1600)) {
      for (const [ext, formato] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
      ] as const) {
        const archivo = abs(`${n.stem}.${ancho}.${ext}`);
        const m = await sharp(archivo).metadata();
        expect([ancho, ext, m.format, m.width, m.height]).toEqual([ancho, ext, formato, ancho, Math.round((ancho * 3) / 4)]);
        tamanos[`${ancho}.${ext}`] = fs.statSync(archivo).size;
      }
    }
    // the variants are what makes a phone's page light: each smaller than the stored image, growing with the width
    const original = fs.statSync(abs(ruta)).size;
    expect(tamanos['1600.avif']).toBeLessThan(original);
    expect(tamanos['640.avif']).toBeLessThan(tamanos['1280.avif']);
    expect(tamanos['480.webp']).toBeLessThan(original / 5);
    const previa = vistaPrevia(ruta)!;
    expect(previa).toBe(`${n.stem}.og.jpg`);
    expect(await sharp(abs(previa)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(archivos()).toEqual([ruta, ...variantesDe(ruta)].map((r) => path.basename(r)).sort());
  }, 60_000);

  it('never gets a variant wider than itself', async () => {
    const [ruta] = await registrarEvento([dataUrl('image/png', pngDemo(5, 900, 600))]);
    expect(ruta).toMatch(/_900x600\.png$/);
    const anchos = await Promise.all(
      archivos()
        .filter((f) => /\.(avif|webp)$/.test(f))
        .map(async (f) => (await sharp(path.join(h.config.uploadsDir, 'eventos', f)).metadata()).width),
    );
    expect(Math.max(...anchos)).toBe(900);
    expect([...new Set(anchos)].sort((a, b) => a - b)).toEqual([160, 240, 320, 480, 640, 900]);
  }, 30_000);

  it('loses its metadata: a JPEG with an EXIF block and a GPS position comes out with none, upright', async () => {
    const conGps = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .withExif({
        IFD0: { Make: 'Teléfono', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 52/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '102/1 17/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const entrada = await sharp(conGps).metadata();
    expect(entrada.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    // and one that a phone held sideways: orientation 6 (rotate 90°) in its EXIF
    const girada = await sharp(conGps).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(girada).metadata()).orientation).toBe(6);

    const [a, b] = await registrarEvento([dataUrl('image/jpeg', conGps), dataUrl('image/jpeg', girada)]);
    for (const ruta of [a, b]) {
      const bytes = fs.readFileSync(abs(ruta));
      const m = await sharp(bytes).metadata();
      expect([m.exif, m.xmp, m.iptc, m.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(bytes.includes(Buffer.from('Tel'))).toBe(false);
    }
    expect(a).toMatch(/_60x40\.jpg$/);
    expect(b).toMatch(/_40x60\.jpg$/); // rotated upright: the width and height swap
  });

  it('is refused when it only looks like an image: a JPEG whose data ends early, in Spanish, nothing written', async () => {
    const bueno = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const sos = bueno.indexOf(Buffer.from([0xff, 0xda]));
    const truncado = Buffer.concat([bueno.subarray(0, sos + 24), Buffer.from([0xff, 0xd9])]);
    const r = await h.llamar('registrarEvento', evento([dataUrl('image/jpeg', truncado)]), { quien: 'a' });
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: NO_IMAGEN }]);
    expect(archivos()).toEqual([]);
    expect(h.db.prepare('SELECT COUNT(*) FROM eventos').pluck().get()).toBe(0);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    [
      'a ZIP archive',
      Buffer.concat([
        Buffer.from('PK\x03\x04', 'latin1'),
        Buffer.alloc(26),
        Buffer.from('payload.html'),
        Buffer.from('PK\x05\x06', 'latin1'),
        Buffer.alloc(18),
      ]),
    ],
  ])('is refused when %s follows the JPEG (a polyglot), nothing written', async (_n, cola) => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#27ae60' } })
      .jpeg()
      .toBuffer();
    const r = await h.llamar('registrarEvento', evento([dataUrl('image/jpeg', Buffer.concat([jpeg, cola]))]), { quien: 'a' });
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: NO_IMAGEN }]);
    expect(archivos()).toEqual([]);
  });
});

describe('a decompression bomb', () => {
  it('a progressive JPEG of 8000×5000 with 20,000 nearly empty scans (1.5 MB) is refused in Spanish before decoding, in well under a second, nothing written', async () => {
    // a valid progressive JPEG, then its last scan (SOS header and a few bytes of data) repeated:
    // every scan makes libjpeg walk the whole 40 MP coefficient buffer again (≈ 95 s for 20,001)
    const base = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#808080' } })
      .jpeg({ progressive: true, quality: 50 })
      .toBuffer();
    const ultimo = base.lastIndexOf(Buffer.from([0xff, 0xda]));
    const escaneo = base.subarray(ultimo, base.length - 2);
    const bomba = Buffer.concat([base.subarray(0, base.length - 2), ...Array<Buffer>(20_000).fill(escaneo), Buffer.from([0xff, 0xd9])]);
    expect(bomba.length).toBeGreaterThan(1_000_000);
    expect(bomba.length).toBeLessThan(h.config.maxImageBytes);
    const t0 = performance.now();
    const r = await h.llamar('registrarEvento', evento([dataUrl('image/jpeg', bomba)]), { quien: 'a', multipart: true });
    const ms = performance.now() - t0;
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: DEMASIADOS_ESCANEOS }]);
    // the check itself (the segment walk) well under a second; the whole call, 2 MB of form parsed,
    // ≈ 0.2 s on a quiet machine and still under 3 s on a loaded one (decoding it: ≈ 95 s)
    // (the check's CPU time, not the wall clock: a loaded CI machine stretches the latter; it is synchronous)
    const cpu0 = process.cpuUsage();
    expect(() => decodificarImagen(dataUrl('image/jpeg', bomba), h.config.maxImageBytes)).toThrow(DEMASIADOS_ESCANEOS);
    const cpu = process.cpuUsage(cpu0);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(200);
    expect(ms).toBeLessThan(3000);
    expect(archivos()).toEqual([]);
    expect(h.db.prepare('SELECT COUNT(*) FROM eventos').pluck().get()).toBe(0);
  }, 60_000);

  it('a real progressive JPEG (10 scans) is accepted', async () => {
    const progresiva = await sharp(await fotoDemo(2, 640, 480))
      .jpeg({ progressive: true })
      .toBuffer();
    const [ruta] = await registrarEvento([dataUrl('image/jpeg', progresiva)]);
    expect(ruta).toMatch(/_640x480\.jpg$/);
  }, 30_000);
});
