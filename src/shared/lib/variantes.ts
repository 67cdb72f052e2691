// The naming scheme of stored images and of the variants the server derives beside them, shared
// by the server (which writes them) and <Foto> (which asks for them). A stored path such as
// `uploads/proyectos/3f9a0c1d2e4b5a69_1600x1200.jpg` names its own size; its variants are
// `<same stem>.<ancho>.avif|webp` on the ANCHOS ladder (never wider than the image) and
// `<stem>.og.jpg`, a 1200×630 crop for link previews. A path that does not follow the scheme
// (uploads before the upgrade, animations, another api.php server) has no variants.

/** Widths of the variants. Neighbours are ≤ 1.5× apart, so the one a browser picks for a slot is at most 1.5× its pixels. */
export const ANCHOS = [160, 240, 320, 480, 640, 960, 1280, 1600] as const;

export const PREVIA = { ancho: 1200, alto: 630 } as const;

const NOMBRE = /(?:^|\/)([0-9a-f]{16})_([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png|webp)$/;

export interface NombreImagen {
  /** The path (or URL) up to and including the stem, without the extension. */
  stem: string;
  ancho: number;
  alto: number;
  ext: 'jpg' | 'png' | 'webp';
}

/** Reads the scheme from a stored path or a URL ending in one; null when it does not follow it. */
export function leerNombre(ruta: string): NombreImagen | null {
  const m = NOMBRE.exec(ruta);
  if (!m) return null;
  const ext = m[4] as NombreImagen['ext'];
  return { stem: ruta.slice(0, ruta.length - ext.length - 1), ancho: Number(m[2]), alto: Number(m[3]), ext };
}

/** The widths built for an image `ancho` px wide: the ladder below it, and its own width when it is well past the last step. */
export function anchosDe(ancho: number): number[] {
  const debajo = ANCHOS.filter((a) => a < ancho);
  const ultimo = debajo[debajo.length - 1] ?? 0;
  if (ancho >= ANCHOS[ANCHOS.length - 1]) return [...ANCHOS];
  return ancho > ultimo * 1.15 ? [...debajo, ancho] : debajo;
}

export type FormatoVariante = 'avif' | 'webp';
export const FORMATOS: FormatoVariante[] = ['avif', 'webp'];

export const rutaVariante = (stem: string, ancho: number, formato: FormatoVariante) => `${stem}.${ancho}.${formato}`;
export const rutaPrevia = (stem: string) => `${stem}.og.jpg`;

/** Every variant path of a stored path that follows the scheme (empty otherwise). */
export function variantesDe(ruta: string): string[] {
  const n = leerNombre(ruta);
  if (!n) return [];
  return [...anchosDe(n.ancho).flatMap((a) => FORMATOS.map((f) => rutaVariante(n.stem, a, f))), rutaPrevia(n.stem)];
}

/** A variant file name (last path segment) and the stored file it derives from, or null. */
export function origenDeVariante(nombre: string): { stem: string; ancho: number | 'og' } | null {
  const m = /^([0-9a-f]{16}_[1-9]\d{0,4}x[1-9]\d{0,4})\.(?:(\d{2,5})\.(?:avif|webp)|og\.jpg)$/.exec(nombre);
  if (!m) return null;
  return { stem: m[1], ancho: m[2] ? Number(m[2]) : 'og' };
}

/** Viewport widths (CSS px) a `sizes` attribute is evaluated at: phones to wide desktops. */
const VIEWPORTS = [320, 360, 390, 412, 480, 560, 640, 768, 834, 1024, 1152, 1280, 1440, 1920];
/** Device pixel ratios served: a denser screen gets the 2× image (the eye cannot tell past it on a photo). */
const DPR_MAX = 2;
const REM = 16;

/** A `sizes` length: Npx, Nrem, Nvw or calc(Nvw ± M(px|rem)); null for anything else. */
function longitud(expr: string, vw: number): number | null {
  const u = (n: string, unidad: string) => Number(n) * (unidad === 'rem' ? REM : unidad === 'vw' ? vw / 100 : 1);
  const simple = /^([\d.]+)(px|rem|vw)$/.exec(expr);
  if (simple) return u(simple[1], simple[2]);
  const calc = /^calc\(([\d.]+)vw\s*([-+])\s*([\d.]+)(px|rem)\)$/.exec(expr);
  if (calc) return u(calc[1], 'vw') + (calc[2] === '-' ? -1 : 1) * u(calc[3], calc[4]);
  return null;
}

/** The slot width `sizes` gives at viewport `vw`, or null when it has a form not read here. */
export function anchoDeSlot(sizes: string, vw: number): number | null {
  for (const parte of sizes.split(',').map((p) => p.trim())) {
    const m = /^\(max-width:\s*([\d.]+)px\)\s+(.+)$/.exec(parte);
    if (m) {
      if (vw <= Number(m[1])) return longitud(m[2], vw);
      continue;
    }
    return longitud(parte, vw);
  }
  return null;
}

/**
 * The widths of `anchos` a browser can pick for a slot described by `sizes`: from the first one
 * that covers the narrowest slot at 1× to the first that covers the widest at 2×. A `sizes` this
 * cannot read keeps every width. The picture's markup lists only these (a lighter document).
 */
export function anchosUtiles(anchos: number[], sizes: string): number[] {
  const slots = VIEWPORTS.map((vw) => anchoDeSlot(sizes, vw));
  if (slots.some((s) => s === null || s <= 0)) return anchos;
  const min = Math.min(...(slots as number[]));
  const max = Math.max(...(slots as number[])) * DPR_MAX;
  const desde = anchos.findIndex((a) => a >= min);
  const hasta = anchos.findIndex((a) => a >= max);
  if (desde < 0) return anchos.slice(-1);
  return anchos.slice(desde, hasta < 0 ? anchos.length : hasta + 1);
}
