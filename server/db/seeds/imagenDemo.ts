// Demo images for the seed, generated here (no downloads): a PNG with a diagonal gradient and a
// few soft shapes, different for every `semilla`. Written under UPLOADS_DIR like real uploads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';

const PALETAS: [number[], number[]][] = [
  [[11, 58, 110], [0, 119, 111]],
  [[91, 58, 142], [31, 111, 178]],
  [[179, 90, 31], [242, 177, 52]],
  [[30, 107, 58], [22, 168, 157]],
  [[142, 42, 91], [199, 71, 127]],
  [[38, 52, 69], [31, 111, 178]],
];

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A ancho×alto RGB PNG, deterministic for a given semilla. */
export function pngDemo(semilla: number, ancho = 640, alto = 400): Buffer {
  const [a, b] = PALETAS[Math.abs(semilla) % PALETAS.length];
  const rnd = (i: number) => createHash('md5').update(`${semilla}:${i}`).digest().readUInt32BE(0) / 0xffffffff;
  const circulos = Array.from({ length: 4 }, (_, i) => ({ x: rnd(i) * ancho, y: rnd(i + 10) * alto, r: (0.15 + rnd(i + 20) * 0.25) * alto }));
  const filas: Buffer[] = [];
  for (let y = 0; y < alto; y++) {
    const fila = Buffer.alloc(1 + ancho * 3);
    for (let x = 0; x < ancho; x++) {
      const t = (x / ancho + y / alto) / 2;
      let luz = 0;
      for (const c of circulos) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) luz += 0.12;
      for (let k = 0; k < 3; k++) {
        const base = a[k] + (b[k] - a[k]) * t;
        fila[1 + x * 3 + k] = Math.min(255, Math.round(base + (255 - base) * luz));
      }
    }
    filas.push(fila);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(filas), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes a demo PNG under uploadsDir/carpeta and returns its stored relative path. */
export function guardarImagenDemo(uploadsDir: string, carpeta: string, semilla: number, ancho?: number, alto?: number): string {
  const dir = path.join(uploadsDir, carpeta);
  fs.mkdirSync(dir, { recursive: true });
  const nombre = `demo-${carpeta}-${semilla}.png`.replace(/[^a-zA-Z0-9_.-]/g, '');
  fs.writeFileSync(path.join(dir, nombre), pngDemo(semilla, ancho, alto));
  return `uploads/${carpeta}/${nombre}`;
}

/** A demo PNG as a data URL (tests and e2e uploads). */
export function dataUrlDemo(semilla: number, ancho = 64, alto = 48): string {
  return `data:image/png;base64,${pngDemo(semilla, ancho, alto).toString('base64')}`;
}
