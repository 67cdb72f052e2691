// Image work cannot starve the server: it runs in a bounded pool of processes with a time limit
// and a bounded queue (pool.ts). Slow images at the time limit are refused in Spanish while
// a static file and a login still answer under a second; a full queue refuses a call with a
// Spanish 503 and nothing is stored; a saturated pool redirects a missing variant to the stored image.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { nuevoHarness, CUENTAS, type Harness } from '../pruebas/arnes';
import { pngDemo } from '@server/semillas/imagenDemo';

const IMAGEN_LENTA =
  'La imagen tardó demasiado en procesarse. Guárdela en un tamaño menor (por ejemplo, 1600 px de ancho) o en JPEG e inténtelo de nuevo.';
const MUCHAS_IMAGENES = 'El servidor está procesando muchas imágenes. Inténtelo de nuevo en unos minutos.';

const dataUrl = (tipo: string, buf: Buffer) => `data:${tipo};base64,${buf.toString('base64')}`;
const evento = (imagenes: string[]) => ({
  nombreEvento: 'Feria de proyectos',
  descripcion: 'Exposición de los proyectos del cuatrimestre.',
  imgs: JSON.stringify(imagenes.map((imagen, i) => ({ key: `${i}.12345`, imagen }))),
});

/** A valid, small (≈ 100 KB) WebP of 8000×5000 px: encoding it again takes libvips ≈ 5 s of one core. */
let lenta: string;
beforeAll(async () => {
  const buf = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#808080' } })
    .webp({ quality: 50, effort: 0 })
    .toBuffer();
  lenta = dataUrl('image/webp', buf);
}, 60_000);

let h: Harness;
afterEach(() => h?.cerrar());

const archivos = () => {
  const dir = path.join(h.config.uploadsDir, 'eventos');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const eventos = () => h.db.prepare('SELECT COUNT(*) FROM eventos').pluck().get();
/** Sends a call without waiting for the background variants (h.llamar waits for them). */
const enviar = (campos: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: '/api.php',
    headers: { cookie: h.cookieDe('a')!, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ funcion: 'registrarEvento', ...campos }).toString(),
  });
const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('four slow images at the time limit', () => {
  it('are refused in Spanish, and meanwhile a static file and a login answer in under a second', async () => {
    // 1 s in this file: the slow image takes 4.1 s of one core here (the image processes run sharp on one
    // thread) and a little under 4 s on the CI machine, where a 4 s limit answered it 200 twice
    h = await nuevoHarness({ IMAGE_WORKERS: '2', IMAGE_TIME_LIMIT_MS: '1000', IMAGE_QUEUE: '8' });
    // a static file beside the uploads (fastify-static reads it on libuv's threads, as scrypt hashes there)
    fs.mkdirSync(path.join(h.config.uploadsDir, 'empresas'), { recursive: true });
    fs.writeFileSync(path.join(h.config.uploadsDir, 'empresas', 'logo.png'), pngDemo(1, 64, 64));

    // the same two requests on the idle server: a shared CI machine can be slow for everything
    const medir = async () => {
      const t0 = performance.now();
      const [archivo] = await Promise.all([
        h.app.inject({ method: 'GET', url: '/uploads/empresas/logo.png' }),
        h.entrar(CUENTAS.s.usuario, CUENTAS.s.contrasena),
      ]);
      expect(archivo.statusCode).toBe(200);
      return performance.now() - t0;
    };
    const base = Math.max(await medir(), await medir());
    const subidas = Array.from({ length: 4 }, () => enviar(evento([lenta])));
    await espera(300); // the four are decoding now
    const tiempos: number[] = [];
    for (let i = 0; i < 3; i++) {
      tiempos.push(await medir());
      await espera(200);
    }
    const rs = await Promise.all(subidas);
    expect(rs.map((r) => [r.statusCode, r.json<unknown>()])).toEqual(Array(4).fill([400, { codigo: 0, mensaje: IMAGEN_LENTA }]));
    // under a second (on a machine so loaded that the idle pair takes longer: within 2× of it);
    // with the images on libuv's threads, the same test failed after 39 s
    expect(Math.max(...tiempos)).toBeLessThan(Math.max(1000, 2 * base));
    expect(archivos()).toEqual([]);
    expect(eventos()).toBe(0);

    // the killed processes are replaced: an ordinary photo goes through
    const bien = await h.llamar('registrarEvento', evento([dataUrl('image/png', pngDemo(2, 320, 240))]), { quien: 'a' });
    expect(bien.body).toMatchObject({ codigo: 1 });
  }, 60_000);
});

describe('a full queue', () => {
  it('refuses the call with a Spanish 503 at once, and nothing of it is stored', async () => {
    // the ordinary photo at the end takes a few milliseconds, well inside the 1 s limit
    h = await nuevoHarness({ IMAGE_WORKERS: '1', IMAGE_TIME_LIMIT_MS: '1000', IMAGE_QUEUE: '1' });
    const primera = enviar(evento([lenta])); // runs
    await espera(200);
    const segunda = enviar(evento([lenta])); // waits
    await espera(200);
    // a whole form: an ordinary photo and another one, refused before anything is written
    let primeraTermino = false;
    void primera.then(() => (primeraTermino = true));
    const r = await enviar(evento([dataUrl('image/png', pngDemo(3, 320, 240)), dataUrl('image/png', pngDemo(4, 320, 240))]));
    expect(primeraTermino).toBe(false); // at once: not after waiting for the image being processed
    expect([r.statusCode, r.json<unknown>()]).toEqual([503, { codigo: 0, mensaje: MUCHAS_IMAGENES }]);
    expect(archivos()).toEqual([]);
    expect(eventos()).toBe(0);
    expect((await primera).statusCode).toBe(400);
    expect((await segunda).statusCode).toBe(400);
    expect(archivos()).toEqual([]);
    expect(eventos()).toBe(0);
    // once the queue drains the same form goes through
    const otra = await h.llamar('registrarEvento', evento([dataUrl('image/png', pngDemo(3, 320, 240))]), { quien: 'a' });
    expect(otra.body).toMatchObject({ codigo: 1 });
  }, 60_000);
});

describe('a saturated pool', () => {
  it('redirects a missing variant to the stored image (no-store), and serves it once the pool is free', async () => {
    h = await nuevoHarness({ IMAGE_WORKERS: '1', IMAGE_TIME_LIMIT_MS: '1000', IMAGE_QUEUE: '0', IMAGE_BACKGROUND_MAX: '0' });
    const r = await h.llamar('registrarEvento', evento([dataUrl('image/png', pngDemo(5, 400, 300))]), { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
    const ruta = archivos()[0];
    expect(archivos()).toEqual([ruta]);
    const url = `/uploads/eventos/${ruta.replace(/\.png$/, '.320.avif')}`;
    const lentaEnCurso = enviar(evento([lenta]));
    await espera(200);
    const falta = await h.app.inject({ method: 'GET', url });
    expect([falta.statusCode, falta.headers.location, falta.headers['cache-control']]).toEqual([302, `/uploads/eventos/${ruta}`, 'no-store']);
    expect((await lentaEnCurso).statusCode).toBe(400);
    const ok = await h.app.inject({ method: 'GET', url });
    expect([ok.statusCode, ok.headers['content-type']]).toEqual([200, 'image/avif']);
  }, 60_000);
});

it('a task in flight keeps the process alive: a server that seeds its demo photos before listening does not exit half-way', () => {
  // a process with nothing but a pool task pending (as the server's start on an empty database):
  // it must wait for the answer, not end with the task unanswered (the processes are unref'd when idle)
  const guion = `
    const { poolDe } = require(${JSON.stringify(path.join(__dirname, 'pool.ts'))});
    const sharp = require('sharp');
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer().then((buf) =>
      poolDe({ procesos: 1, limiteMs: 20000, maxCola: 4 })
        .ejecutar({ op: 'reencodificar', buf, tipo: 'png', maxBytes: 5242880 }, 'subida')
        .then((r) => console.log('HECHO ' + r.ancho + 'x' + r.alto)),
    );`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', guion], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stdout).toContain('HECHO 64x48');
  expect(r.status).toBe(0);
}, 70_000);
