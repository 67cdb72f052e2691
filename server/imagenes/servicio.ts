// The image work of one store, in the bounded pool of image processes (poolImagenes.ts): upload
// re-encodes, the background queue of variants (small widths of every waiting photo first), and a
// variant built at once when a browser asks for it first (redirected to the stored image when the
// pool is saturated).
import path from 'node:path';
import { ErrorApi } from '@server/base/errores';
import { claveDe, type Almacen } from './almacen';
import { readConfig } from '../config';
import { poolDe, type PoolImagenes, type Prioridad } from './pool';
import type { Reencodificada, TipoImagen } from './trabajo';
import { NO_IMAGEN, imagenGrande, opcionesDe, type OpcionesImagenes } from './opciones';
import { ANCHOS, anchosDe, leerNombre, origenDeVariante, variantesDe } from '@/shared/lib/variantes';

/**
 * The order the background builds variants in, across every waiting photo: first the AVIF widths
 * the layouts' `sizes` pick (src/shared/ui/Foto.tsx: a grid card is ≈ 358 CSS px on a 390 px phone
 * at DPR 2 → 960w, 265 px on a desktop → 320w; graduates' 8rem and thumbnails → 160–320w), then
 * the other AVIF widths, then WebP (browsers without AVIF), the link-preview crop last.
 */
const ORDEN_ANCHOS = [320, 960, 480, 640, 240, 160, 1280, 1600];
function rango(variante: string): number {
  const o = origenDeVariante(path.posix.basename(variante));
  if (!o || o.ancho === 'og') return 1000;
  const i = ORDEN_ANCHOS.indexOf(o.ancho);
  return (variante.endsWith('.webp') ? 100 : 0) + (i < 0 ? ANCHOS.length : i);
}

/** Most on-demand builds waiting for a process (beyond: the request is redirected to the stored image). */
const esperaDemanda = (pool: PoolImagenes) => pool.opciones.maxCola * 4;

const enMarcha = new Set<Promise<unknown>>();
function seguir<T>(p: Promise<T>): Promise<T> {
  enMarcha.add(p);
  void p.then(
    () => enMarcha.delete(p),
    () => enMarcha.delete(p),
  );
  return p;
}

export type Variante = { buf: Buffer; tipo: string } | { redirigir: string };

/** The image work of one store: upload re-encodes, the background queue, variants on demand. */
export class ServicioImagenes {
  /** Photo → its variants still to build in the background, in build order. */
  private espera = new Map<string, string[]>();
  private fondo: Promise<void> | null = null;
  /** Variant → its build in progress (single flight: background and on-demand share it). */
  private enCurso = new Map<string, Promise<Buffer | null>>();
  /** Background variants that failed once (retried once, last). */
  private reintentadas = new Set<string>();
  /** Photos left out of the background queue because it was full (built on demand or by `npm run imagenes`). */
  omitidas = 0;

  constructor(
    readonly almacen: Almacen,
    readonly pool: PoolImagenes,
    readonly maxFondo: number,
  ) {}

  /**
   * Decodes and encodes again in an image process. Throws the Spanish "not valid" message when
   * libvips cannot decode it (truncated, corrupt, a structure that only looked like an image), a
   * "too large" one when it does not fit in `maxBytes` even smaller, and the pool's own refusals
   * (busy: 503; too slow: 400).
   */
  async reencodificar(buf: Buffer, tipo: TipoImagen, maxBytes: number, prioridad: Prioridad = 'subida'): Promise<Reencodificada> {
    try {
      return await this.pool.ejecutar({ op: 'reencodificar', buf, tipo, maxBytes }, prioridad);
    } catch (e) {
      if (e instanceof ErrorApi) throw e;
      const codigo = (e as { codigo?: string }).codigo;
      if (codigo === 'grande') throw new ErrorApi(imagenGrande(maxBytes));
      // anything else libvips says about an upload: it is not an image we can store
      throw new ErrorApi(NO_IMAGEN);
    }
  }

  /** Builds one variant of `origen` (or waits for the build already running); null when the image is gone. */
  private construir(origen: string, destino: string, prioridad: Prioridad): Promise<Buffer | null> {
    const ya = this.enCurso.get(destino);
    if (ya) return ya;
    const p = seguir(
      (async () => {
        const fuente = await this.almacen.leer(claveDe(origen));
        if (!fuente) return null;
        const o = origenDeVariante(path.posix.basename(destino));
        if (!o) return null;
        const buf =
          o.ancho === 'og'
            ? await this.pool.ejecutar({ op: 'previa', fuente }, prioridad)
            : await this.pool.ejecutar({ op: 'variante', fuente, ancho: o.ancho, formato: destino.endsWith('.avif') ? 'avif' : 'webp' }, prioridad);
        return (await this.almacen.poner(claveDe(destino), buf)) ? buf : null;
      })().finally(() => this.enCurso.delete(destino)),
    );
    this.enCurso.set(destino, p);
    return p;
  }

  /**
   * Builds the variants of one stored image that are missing from the store (in build order);
   * returns how many it wrote. Nothing for a path outside the scheme or whose file is gone.
   */
  async crearVariantes(ruta: string, prioridad: Prioridad = 'fondo'): Promise<number> {
    if (!leerNombre(ruta)) return 0;
    let escritas = 0;
    for (const destino of variantesDe(ruta).sort((a, b) => rango(a) - rango(b))) {
      if (await this.almacen.existe(claveDe(destino))) continue;
      if (!(await this.construir(ruta, destino, prioridad))) break;
      escritas++;
    }
    // the image was deleted while its variants were encoded: they would be orphans
    if (!(await this.almacen.existe(claveDe(ruta)))) await borrarVariantes(this.almacen, ruta);
    return escritas;
  }

  /** Queues building the missing variants of these stored images, up to `maxFondo` photos waiting. */
  encolar(rutas: Iterable<string>): void {
    for (const ruta of rutas) {
      if (!leerNombre(ruta) || this.espera.has(ruta)) continue;
      if (this.espera.size >= this.maxFondo) {
        this.omitidas++;
        continue;
      }
      this.espera.set(
        ruta,
        variantesDe(ruta).sort((a, b) => rango(a) - rango(b)),
      );
    }
    if (!this.fondo && this.espera.size) {
      this.fondo = seguir(this.trabajarFondo()).finally(() => {
        this.fondo = null;
      });
    }
  }

  /** The next background variant: the lowest rank over every waiting photo, the oldest photo first. */
  private siguienteFondo(): [string, string] | null {
    let mejor: [string, string] | null = null;
    let mejorRango = Infinity;
    for (const [ruta, faltan] of this.espera) {
      if (faltan.length && rango(faltan[0]) < mejorRango) {
        mejor = [ruta, faltan[0]];
        mejorRango = rango(faltan[0]);
      }
    }
    return mejor;
  }

  private async trabajarFondo(): Promise<void> {
    for (let t = this.siguienteFondo(); t; t = this.siguienteFondo()) {
      const [ruta, destino] = t;
      const faltan = this.espera.get(ruta)!;
      faltan.shift();
      let seguirConEsta = true;
      try {
        if (!(await this.almacen.existe(claveDe(destino)))) seguirConEsta = (await this.construir(ruta, destino, 'fondo')) !== null;
      } catch (e) {
        // once more at the end of this photo's list (a busy machine can pass the time limit);
        // after that it is built on demand or by the next `npm run imagenes`
        if (!this.reintentadas.has(destino)) {
          this.reintentadas.add(destino);
          faltan.push(destino);
        } else {
          this.reintentadas.delete(destino);
          console.error(`No se pudo crear la variante ${destino}:`, e instanceof Error ? e.message : e);
        }
      }
      if (!seguirConEsta || !faltan.length) {
        this.espera.delete(ruta);
        if (!(await this.almacen.existe(claveDe(ruta)))) await borrarVariantes(this.almacen, ruta);
      }
    }
  }

  /**
   * A variant URL that is not in the store ('/uploads/<carpeta>/<stem>.<ancho>.avif'): built now
   * and returned, or, when the pool is saturated (or the build fails), the stored image's URL to
   * redirect to; null when there is no such image or it has no such width.
   */
  async variante(url: string): Promise<Variante | null> {
    const m = /^\/uploads\/([a-z_]{1,30})\/([^/]+)$/.exec(url);
    const o = m ? origenDeVariante(m[2]) : null;
    if (!m || !o) return null;
    let origen: string | null = null;
    for (const ext of ['jpg', 'png', 'webp']) {
      const ruta = `uploads/${m[1]}/${o.stem}.${ext}`;
      if (await this.almacen.existe(claveDe(ruta))) {
        origen = ruta;
        break;
      }
    }
    if (!origen) return null;
    if (o.ancho !== 'og' && !anchosDe(leerNombre(origen)!.ancho).includes(o.ancho)) return null;
    const destino = `uploads/${m[1]}/${m[2]}`;
    const tipo = o.ancho === 'og' ? 'image/jpeg' : m[2].endsWith('.avif') ? 'image/avif' : 'image/webp';
    const redirigir = { redirigir: `/${origen}` };
    const saturado = this.pool.ocupado && this.pool.colasDe('demanda') >= esperaDemanda(this.pool);
    if (!this.enCurso.has(destino) && saturado) {
      this.encolar([origen]);
      return redirigir;
    }
    try {
      const buf = (await this.almacen.leer(claveDe(destino))) ?? (await this.construir(origen, destino, 'demanda'));
      return buf ? { buf, tipo } : redirigir;
    } catch {
      this.encolar([origen]);
      return redirigir;
    }
  }
}

const servicios = new WeakMap<Almacen, Map<string, ServicioImagenes>>();

/** The image work of a store with these settings (one per store and settings: the background queue is shared). */
export function servicioDe(almacen: Almacen, opciones: OpcionesImagenes = opcionesDe(readConfig())): ServicioImagenes {
  let deAlmacen = servicios.get(almacen);
  if (!deAlmacen) servicios.set(almacen, (deAlmacen = new Map<string, ServicioImagenes>()));
  const clave = `${opciones.procesos}/${opciones.limiteMs}/${opciones.maxCola}/${opciones.maxFondo}`;
  let s = deAlmacen.get(clave);
  if (!s) deAlmacen.set(clave, (s = new ServicioImagenes(almacen, poolDe(opciones), opciones.maxFondo)));
  return s;
}

/** Builds the missing variants of one stored image now (seed, tests), with the default settings. */
export const crearVariantes = (almacen: Almacen, ruta: string) => servicioDe(almacen).crearVariantes(ruta);

/** Resolves once every queued or requested variant is built (tests, the upgrade command, the bench). */
export async function variantesListas(): Promise<void> {
  while (enMarcha.size) await Promise.allSettled([...enMarcha]);
}

/** Removes the variants of a stored image (when the image itself is deleted). */
export async function borrarVariantes(almacen: Almacen, ruta: string): Promise<void> {
  for (const v of variantesDe(ruta)) await almacen.borrar(claveDe(v));
}
