// Images through the real app, after the upload: variants served with their type and immutable caching,
// one missing built on demand (eight concurrent requests, one build); the upgrade command renames and
// re-encodes old uploads in one transaction per image, and a second run does nothing; the stored
// original never over MAX_IMAGE_BYTES. Helpers in server/pruebas/imagenes.ts.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { nuevoHarness } from '../pruebas/arnes';
import { fotoDemo, pngDemo } from '@server/semillas/imagenDemo';
import { vistaPrevia, opcionesDe, servicioDe } from './imagenes';
import { almacenDe } from './almacen';
import { actualizarImagenes } from '../cli/actualizarImagenes';
import { leerNombre, variantesDe } from '@/shared/lib/variantes';
import { h, harnessPorPrueba } from '../pruebas/arnesPorPrueba';
import { abs, dataUrl, evento, registrarEvento } from '../pruebas/imagenes';

harnessPorPrueba();

describe('serving variants', () => {
  it('serves a built variant with its type and a year of immutable caching; one missing is built on demand and served the same way', async () => {
    const [ruta] = await registrarEvento([dataUrl('image/png', pngDemo(8, 400, 300))]);
    const avif = `/${leerNombre(ruta)!.stem}.320.avif`;
    const ok = await h.app.inject({ method: 'GET', url: avif });
    expect([ok.statusCode, ok.headers['content-type'], ok.headers['cache-control']]).toEqual([
      200,
      'image/avif',
      'public, max-age=31536000, immutable',
    ]);

    fs.rmSync(abs(avif.slice(1)));
    const falta = await h.app.inject({ method: 'GET', url: avif });
    expect([falta.statusCode, falta.headers['content-type'], falta.headers['cache-control'], falta.headers['content-security-policy']]).toEqual([
      200,
      'image/avif',
      'public, max-age=31536000, immutable',
      "default-src 'none'; sandbox",
    ]);
    expect(await sharp(falta.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 320, height: 240 });
    expect(fs.existsSync(abs(avif.slice(1)))).toBe(true); // stored: the next request is a static file
    expect((await h.app.inject({ method: 'GET', url: avif })).statusCode).toBe(200);

    // a width the image does not have, or an image that does not exist: 404, never built
    expect((await h.app.inject({ method: 'GET', url: `/${leerNombre(ruta)!.stem}.960.avif` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/${leerNombre(ruta)!.stem}.333.avif` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/uploads/eventos/0000000000000000_400x300.320.avif' })).statusCode).toBe(404);
    expect(fs.existsSync(abs(`${leerNombre(ruta)!.stem}.960.avif`))).toBe(false);
  });

  it('names the link-preview crop only for images that have variants', () => {
    expect(vistaPrevia('uploads/proyectos/0123456789abcdef_1600x1200.jpg')).toBe('uploads/proyectos/0123456789abcdef_1600x1200.og.jpg');
    expect(vistaPrevia('uploads/proyectos/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(vistaPrevia('')).toBeNull();
    expect(vistaPrevia(null)).toBeNull();
  });
});

describe('the upgrade command (npm run imagenes)', () => {
  it('re-encodes and renames old uploads, moves every row in one go, keeps the old files, builds variants; a second run changes nothing', async () => {
    const dir = path.join(h.config.uploadsDir, 'proyectos');
    fs.mkdirSync(dir, { recursive: true });
    const conGps = await sharp(pngDemo(4, 320, 200))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 52/1 0/1' } })
      .jpeg()
      .toBuffer();
    const viejaJpg = 'uploads/proyectos/0123456789abcdef0123456789abcdef.jpg';
    const viejaPng = 'uploads/proyectos/demo-proyectos-100.png';
    fs.writeFileSync(abs(viejaJpg), conGps);
    fs.writeFileSync(abs(viejaPng), pngDemo(9, 200, 120));
    const perdida = 'uploads/proyectos/fedcba9876543210fedcba9876543210.png'; // a row whose file is gone
    const pk = Number(
      h.db
        .prepare(
          "INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, foto_miembros) VALUES ('P', 'p', 3, 'd', ?)",
        )
        .run(viejaJpg).lastInsertRowid,
    );
    const ins = h.db.prepare('INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, ?)');
    ins.run(pk, viejaJpg, 0); // the same file as cover and team photo: both rows move together
    ins.run(pk, viejaPng, 1);
    ins.run(pk, perdida, 2);

    const r = await actualizarImagenes(h.db, h.config.uploadsDir);
    expect(r).toMatchObject({ revisadas: 3, renombradas: 2, sinArreglo: [perdida] });
    const imgs = h.db.prepare('SELECT img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden').pluck().all(pk) as string[];
    const foto = h.db.prepare('SELECT foto_miembros FROM proyectos WHERE pk_proyecto = ?').pluck().get(pk) as string;
    expect(imgs[0]).toMatch(/^uploads\/proyectos\/[0-9a-f]{16}_320x200\.jpg$/);
    expect(foto).toBe(imgs[0]);
    expect(imgs[1]).toMatch(/^uploads\/proyectos\/[0-9a-f]{16}_200x120\.png$/);
    expect(imgs[2]).toBe(perdida);
    expect((await sharp(abs(imgs[0])).metadata()).exif).toBeUndefined();
    for (const v of [...variantesDe(imgs[0]), ...variantesDe(imgs[1])]) expect(fs.existsSync(abs(v))).toBe(true);
    expect(r.variantes).toBe(variantesDe(imgs[0]).length + variantesDe(imgs[1]).length);
    // the old files stay: pages and caches that still name them keep working
    expect(fs.readFileSync(abs(viejaJpg))).toEqual(conGps);
    expect(fs.existsSync(abs(viejaPng))).toBe(true);
    // the project answers with the new paths
    const p = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body as unknown as { img: string; foto_miembros: string };
    expect([p.img, p.foto_miembros]).toEqual([imgs[0], imgs[0]]);

    const antes = fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]);
    const otra = await actualizarImagenes(h.db, h.config.uploadsDir);
    expect(otra).toEqual({ revisadas: 3, renombradas: 0, variantes: 0, sinArreglo: [perdida] });
    expect(fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs])).toEqual(antes);
    expect(h.db.prepare('SELECT img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden').pluck().all(pk)).toEqual(imgs);
  }, 60_000);

  it('builds only what is missing: a deleted variant comes back, nothing else is rewritten', async () => {
    const [ruta] = await registrarEvento([dataUrl('image/png', pngDemo(6, 300, 200))]);
    const borrada = `${leerNombre(ruta)!.stem}.240.webp`;
    fs.rmSync(abs(borrada));
    const r = await actualizarImagenes(h.db, h.config.uploadsDir);
    expect(r).toMatchObject({ renombradas: 0, variantes: 1 });
    expect(fs.existsSync(abs(borrada))).toBe(true);
  });
});

describe('variants right after an upload (no background queue: IMAGE_BACKGROUND_MAX=0)', () => {
  it('eight concurrent requests for one missing variant get it, with its type and size, from a single build', async () => {
    const h2 = await nuevoHarness({ IMAGE_BACKGROUND_MAX: '0' });
    try {
      const r = await h2.llamar('registrarEvento', evento([dataUrl('image/jpeg', await fotoDemo(4, 1600, 1200))]), { quien: 'a' });
      expect(r.body).toMatchObject({ codigo: 1 });
      const e = (await h2.llamar('obtenerEvento', { pkEvento: String(r.body.pk_evento) })).body as unknown as { imgs: { img_evento: string }[] };
      const ruta = e.imgs[0].img_evento;
      const dir = path.join(h2.config.uploadsDir, 'eventos');
      expect(fs.readdirSync(dir)).toEqual([path.basename(ruta)]); // nothing built in the background
      const pool = servicioDe(almacenDe(h2.config.uploadsDir), opcionesDe(h2.config)).pool;
      const antes = pool.cuenta.hechas;
      const url = `/${leerNombre(ruta)!.stem}.480.avif`;
      const t0 = performance.now();
      const rs = await Promise.all(Array.from({ length: 8 }, () => h2.app.inject({ method: 'GET', url })));
      const ms = performance.now() - t0;
      expect(rs.map((x) => [x.statusCode, x.headers['content-type'], x.headers['cache-control']])).toEqual(
        Array(8).fill([200, 'image/avif', 'public, max-age=31536000, immutable']),
      );
      expect(await sharp(rs[0].rawPayload).metadata()).toMatchObject({ format: 'heif', width: 480, height: 360 });
      for (const x of rs) expect(x.rawPayload.equals(rs[0].rawPayload)).toBe(true);
      expect(pool.cuenta.hechas - antes).toBe(1); // one build for eight requests
      expect(ms).toBeLessThan(10_000);
      // WebP and the preview too, each with its own type
      const webp = await h2.app.inject({ method: 'GET', url: `/${leerNombre(ruta)!.stem}.160.webp` });
      expect([webp.statusCode, webp.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160, height: 120 });
      const og = await h2.app.inject({ method: 'GET', url: `/${leerNombre(ruta)!.stem}.og.jpg` });
      expect([og.statusCode, og.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect(await sharp(og.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    } finally {
      await h2.cerrar();
    }
  }, 60_000);
});

describe('the stored original', () => {
  it('is never larger than MAX_IMAGE_BYTES, even when re-encoding a low-quality JPEG makes it grow', async () => {
    const max = 500_000;
    const h2 = await nuevoHarness({ MAX_IMAGE_BYTES: String(max) });
    try {
      // sensor-like noise saved at quality 30: ≈ 420 KB, and ≈ 610 KB once encoded again at 85
      const foto = await sharp({
        create: { width: 2000, height: 1500, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
      })
        .jpeg({ quality: 30 })
        .toBuffer();
      expect(foto.length).toBeLessThan(max);
      const r = await h2.llamar('registrarEvento', evento([dataUrl('image/jpeg', foto)]), { quien: 'a', multipart: true });
      expect(r.body).toMatchObject({ codigo: 1 });
      const e = (await h2.llamar('obtenerEvento', { pkEvento: String(r.body.pk_evento) })).body as unknown as { imgs: { img_evento: string }[] };
      const ruta = e.imgs[0].img_evento;
      const archivo = path.join(h2.config.uploadsDir, ruta.slice('uploads/'.length));
      expect(fs.statSync(archivo).size).toBeLessThanOrEqual(max);
      const n = leerNombre(ruta)!;
      expect(await sharp(archivo).metadata()).toMatchObject({ format: 'jpeg', width: n.ancho, height: n.alto });
    } finally {
      await h2.cerrar();
    }
  }, 60_000);
});
