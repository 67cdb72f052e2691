// Demo images for the seed, generated here (nothing downloaded). `fotoDemo` synthesises a
// photo-like JPEG with sharp: a sky, a sun, layered hills, soft out-of-focus lights and film grain,
// different for every `semilla`, with the byte weight of a real photo. Seeded images are stored
// like uploads (new naming scheme) with their variants; both are generated once per machine into
// node_modules/.cache/imagenes-demo and copied from there, so a fresh database seeds in seconds.
// `pngDemo` (a small gradient PNG) stays for tests and e2e uploads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { crearVariantes } from '@server/imagenes/imagenes';
import { variantesDe } from '@/shared/lib/variantes';
import { RAIZ } from '@server/raiz';
import { AlmacenDisco, almacenDe, claveDe } from '@server/imagenes/almacen';

const PALETAS: [number[], number[]][] = [
  [
    [11, 58, 110],
    [0, 119, 111],
  ],
  [
    [91, 58, 142],
    [31, 111, 178],
  ],
  [
    [179, 90, 31],
    [242, 177, 52],
  ],
  [
    [30, 107, 58],
    [22, 168, 157],
  ],
  [
    [142, 42, 91],
    [199, 71, 127],
  ],
  [
    [38, 52, 69],
    [31, 111, 178],
  ],
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

/** A demo PNG as a data URL (tests and e2e uploads). */
export function dataUrlDemo(semilla: number, ancho = 64, alto = 48): string {
  return `data:image/png;base64,${pngDemo(semilla, ancho, alto).toString('base64')}`;
}

/** mulberry32: a small seeded generator, so a semilla always gives the same photo. */
function aleatorio(semilla: number): () => number {
  let a = (semilla * 0x9e3779b1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CIELOS = [
  ['#1d4e89', '#f2b134', '#2f5d3a'],
  ['#0b3a6e', '#9fd3e8', '#3d6b45'],
  ['#5b3a8e', '#f08a5d', '#34495e'],
  ['#12355b', '#ffd6a5', '#6b8f71'],
  ['#264653', '#e9c46a', '#2a9d8f'],
  ['#3a0ca3', '#f72585', '#4361ee'],
];

/** What each sky of CIELOS shows, in words: the demo images' alternative text (issue 37). */
const DESCRIPCIONES = [
  'paisaje al atardecer, con el sol dorado sobre colinas verdes bajo un cielo azul intenso',
  'paisaje de mañana, con el sol en un cielo azul claro sobre colinas verdes',
  'paisaje al anochecer, con un cielo morado y naranja sobre colinas gris azulado',
  'paisaje al amanecer, con un cielo azul marino que se aclara en tono durazno sobre colinas verde pálido',
  'paisaje de tarde, con un cielo verde azulado y amarillo sobre colinas turquesa',
  'paisaje de fantasía, con un cielo violeta y rosa intenso sobre colinas azules',
];

/** The alternative text of the demo photo of `semilla` (fotoDemo, guardarImagenDemo): "Imagen de muestra de <de>: <what it shows>." */
export const altDemo = (semilla: number, de: string) => `Imagen de muestra de ${de}: ${DESCRIPCIONES[Math.abs(semilla) % DESCRIPCIONES.length]}.`;

/** A photo-like JPEG of ancho×alto, deterministic for a given semilla. */
export async function fotoDemo(semilla: number, ancho = 1600, alto = 1200): Promise<Buffer> {
  const r = aleatorio(semilla + 1);
  const [cielo, horizonte, suelo] = CIELOS[Math.abs(semilla) % CIELOS.length];
  const colinas = Array.from({ length: 4 }, (_, i) => {
    const base = alto * (0.5 + i * 0.12 + r() * 0.06);
    const pasos = 6;
    let d = `M0 ${alto} L0 ${base.toFixed(0)}`;
    for (let k = 1; k <= pasos; k++) {
      const x = (ancho * k) / pasos;
      const y = base - r() * alto * 0.18;
      d += ` Q${(x - ancho / pasos / 2).toFixed(0)} ${(y - alto * 0.08).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`;
    }
    return `<path d="${d} L${ancho} ${alto} Z" fill="${suelo}" fill-opacity="${(0.45 + i * 0.17).toFixed(2)}"/>`;
  }).join('');
  const luces = Array.from({ length: 9 }, () => {
    const rr = (0.03 + r() * 0.09) * ancho;
    return `<circle cx="${(r() * ancho).toFixed(0)}" cy="${(r() * alto * 0.6).toFixed(0)}" r="${rr.toFixed(0)}" fill="#fff" fill-opacity="${(0.06 + r() * 0.14).toFixed(2)}" filter="url(#b)"/>`;
  }).join('');
  const sol = { x: (0.15 + r() * 0.7) * ancho, y: (0.15 + r() * 0.25) * alto, r: (0.05 + r() * 0.05) * ancho };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ancho}" height="${alto}">
    <defs>
      <linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cielo}"/><stop offset="0.65" stop-color="${horizonte}"/></linearGradient>
      <radialGradient id="s"><stop offset="0" stop-color="#fff8e0"/><stop offset="0.4" stop-color="#ffe9a8" stop-opacity=".9"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>
      <filter id="b"><feGaussianBlur stdDeviation="${(ancho / 160).toFixed(1)}"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#c)"/>
    <circle cx="${sol.x.toFixed(0)}" cy="${sol.y.toFixed(0)}" r="${(sol.r * 2.5).toFixed(0)}" fill="url(#s)"/>
    ${luces}${colinas}
  </svg>`;
  // texture: coarse blotches (foliage, clouds) and fine grain, both from the seeded generator
  const grano = async (escala: number, amplitud: number) => {
    const w = Math.max(1, Math.round(ancho / escala));
    const h = Math.max(1, Math.round(alto / escala));
    const buf = Buffer.alloc(w * h * 3);
    for (let i = 0; i < buf.length; i += 3) {
      const v = 128 + (r() - 0.5) * amplitud;
      const tinte = (r() - 0.5) * 24;
      buf[i] = v + tinte;
      buf[i + 1] = v;
      buf[i + 2] = v - tinte;
    }
    return sharp(buf, { raw: { width: w, height: h, channels: 3 } })
      .resize(ancho, alto, { kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer();
  };
  const manchas = await grano(8, 120);
  const fino = await grano(2, 60);
  return sharp(Buffer.from(svg))
    .composite([
      { input: manchas, blend: 'soft-light' },
      { input: fino, blend: 'soft-light' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const CACHE = path.join(RAIZ, 'node_modules', '.cache', 'imagenes-demo', 'v1');
/** Distinct photos per size: rows beyond that reuse one under their own file names. */
export const FOTOS_DISTINTAS = 8;

/** Generates one demo photo and its variants into the cache (atomically: a parallel seed may race). */
async function enCache(indice: number, ancho: number, alto: number): Promise<{ dir: string; nombre: string }> {
  const dir = path.join(CACHE, `${indice}-${ancho}x${alto}`);
  const listo = path.join(dir, 'listo');
  if (!fs.existsSync(listo)) {
    const tmp = `${dir}.${process.pid}.${Date.now()}.tmp`;
    fs.mkdirSync(tmp, { recursive: true });
    const buf = await fotoDemo(indice, ancho, alto);
    const nombre = `${createHash('sha256').update(buf).digest('hex').slice(0, 16)}_${ancho}x${alto}.jpg`;
    fs.writeFileSync(path.join(tmp, nombre), buf);
    await crearVariantes(new AlmacenDisco(path.dirname(tmp)), `uploads/${path.basename(tmp)}/${nombre}`);
    fs.writeFileSync(path.join(tmp, 'listo'), nombre);
    try {
      fs.renameSync(tmp, dir);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another seed finished it first
    }
  }
  return { dir, nombre: fs.readFileSync(listo, 'utf8') };
}

/**
 * Writes a demo photo (one of FOTOS_DISTINTAS per size, picked by semilla) and its variants under
 * the store (a folder, or a configuration's store) under carpeta/ with a name of its own, and returns its stored relative path.
 */
export async function guardarImagenDemo(
  donde: Parameters<typeof almacenDe>[0],
  carpeta: string,
  semilla: number,
  ancho = 1200,
  alto = 900,
): Promise<string> {
  const { dir, nombre } = await enCache(semilla % FOTOS_DISTINTAS, ancho, alto);
  const stemCache = nombre.slice(0, 16);
  const stem = createHash('sha256').update(`${carpeta}:${semilla}:${ancho}x${alto}`).digest('hex').slice(0, 16);
  const ruta = `uploads/${carpeta}/${stem}${nombre.slice(16)}`;
  const almacen = almacenDe(donde);
  for (const r of [ruta, ...variantesDe(ruta)]) {
    const archivo = path.basename(r);
    // the name comes from the photo's inputs: a file already there (a reseeded database) is the same photo
    if (!(await almacen.existe(claveDe(r))))
      await almacen.crear(claveDe(r), await fs.promises.readFile(path.join(dir, stemCache + archivo.slice(16))));
  }
  return ruta;
}

/** The sizes the demo seed asks for (each server/entidades/<x>/semilla.ts `sembrar…`). */
const TAMANOS_DEMO: [number, number][] = [
  [1200, 900],
  [1200, 800],
  [640, 640],
];

/**
 * Generates every demo photo and its variants into the cache, one at a time. Test runs call it once
 * before their workers start (jest's globalSetup): otherwise the first seed of each worker would
 * generate them in parallel on a fresh machine, minutes under load.
 */
export async function calentarImagenesDemo(): Promise<void> {
  for (const [ancho, alto] of TAMANOS_DEMO) for (let i = 0; i < FOTOS_DISTINTAS; i++) await enCache(i, ancho, alto);
}
