// Prepares a chosen image file for a form: checks its type and size, downscales photos to at most
// LADO_MAXIMO px on the long side on a canvas and returns a data URL (what the api.php forms send).
// No React here: the bench imports prepararImagen on its own. The canvas work sits behind
// MotorImagen so jsdom tests can replace it (jsdom has no canvas).

/** MIME types accepted by the image inputs (the server checks the bytes again). */
export const TIPOS_IMAGEN = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Largest file the admin may choose (before downscaling). */
export const MAX_BYTES_ARCHIVO = 20 * 1024 * 1024;
/** Largest image sent to the server (its default MAX_IMAGE_BYTES). */
export const MAX_BYTES_ENVIO = 5 * 1024 * 1024;
/** A PNG or GIF within LADO_MAXIMO and under this size is sent as it is (keeps transparency, animation). */
export const MAX_BYTES_SIN_CAMBIOS = 1024 * 1024;
export const LADO_MAXIMO = 1600;
export const CALIDAD_JPEG = 0.85;

export const ACEPTA_IMAGENES = TIPOS_IMAGEN.join(',');

/** The image drawn at its new size on white (a transparent PNG turns white, never black, as JPEG). */
function pintar(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null, fuente: CanvasImageSource, ancho: number, alto: number) {
  if (!ctx) throw new Error('canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, ancho, alto);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(fuente, 0, 0, ancho, alto);
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const mensajesImagen = {
  tipo: (nombre: string) => `«${nombre}» no es una imagen admitida. Use PNG, JPEG, WebP o GIF.`,
  tamano: (nombre: string) => `«${nombre}» pesa más de ${mb(MAX_BYTES_ARCHIVO)}, el máximo permitido.`,
  ilegible: (nombre: string) => `No se pudo leer la imagen «${nombre}». Puede estar dañada.`,
  grande: (nombre: string) => `«${nombre}» sigue pesando más de ${mb(MAX_BYTES_ENVIO)} después de reducirla.`,
};

export interface Medidas {
  ancho: number;
  alto: number;
}

/** The size that fits `ancho`×`alto` within `max` px on its long side, keeping the aspect ratio. */
export function medidasReducidas(ancho: number, alto: number, max: number = LADO_MAXIMO): Medidas {
  const largo = Math.max(ancho, alto);
  if (largo <= max) return { ancho, alto };
  const f = max / largo;
  return { ancho: Math.max(1, Math.round(ancho * f)), alto: Math.max(1, Math.round(alto * f)) };
}

export interface ImagenDecodificada extends Medidas {
  fuente: unknown;
  cerrar?(): void;
}

/** The browser part: decoding, drawing at a size and encoding, and reading a Blob as a data URL. */
export interface MotorImagen {
  decodificar(archivo: Blob): Promise<ImagenDecodificada>;
  /** Draws `img` at ancho×alto and encodes it (JPEG on a white background: no black transparency). */
  reducir(img: ImagenDecodificada, medidas: Medidas, tipo: 'image/jpeg', calidad: number): Promise<Blob>;
  leerDataUrl(blob: Blob): Promise<string>;
}

function leerDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(lector.result as string); // readAsDataURL: always a string
    lector.onerror = () => reject(lector.error ?? new Error('lectura'));
    lector.readAsDataURL(blob);
  });
}

async function decodificarConImage(archivo: Blob): Promise<ImagenDecodificada> {
  const url = URL.createObjectURL(archivo);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { ancho: img.naturalWidth, alto: img.naturalHeight, fuente: img };
  } finally {
    // the decoded pixels stay with the element
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export const motorNavegador: MotorImagen = {
  async decodificar(archivo) {
    if (typeof createImageBitmap === 'function') {
      try {
        // EXIF orientation applied, so a phone photo is not sent sideways
        const bmp = await createImageBitmap(archivo, { imageOrientation: 'from-image' });
        return { ancho: bmp.width, alto: bmp.height, fuente: bmp, cerrar: () => bmp.close() };
      } catch {
        // some browsers cannot decode every type into a bitmap: try an <img>
      }
    }
    return decodificarConImage(archivo);
  },
  async reducir(img, { ancho, alto }, tipo, calidad) {
    const fuente = img.fuente as CanvasImageSource;
    if (typeof OffscreenCanvas !== 'undefined') {
      const lienzo = new OffscreenCanvas(ancho, alto);
      pintar(lienzo.getContext('2d'), fuente, ancho, alto);
      return lienzo.convertToBlob({ type: tipo, quality: calidad });
    }
    const lienzo = document.createElement('canvas');
    lienzo.width = ancho;
    lienzo.height = alto;
    pintar(lienzo.getContext('2d'), fuente, ancho, alto);
    return new Promise<Blob>((resolve, reject) => lienzo.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), tipo, calidad));
  },
  leerDataUrl,
};

let motorActual: MotorImagen = motorNavegador;

/** Replaces the canvas part (tests); null restores the browser's. */
export function usarMotorImagen(motor: MotorImagen | null): void {
  motorActual = motor ?? motorNavegador;
}

const esTipoImagen = (t: string): t is (typeof TIPOS_IMAGEN)[number] => (TIPOS_IMAGEN as readonly string[]).includes(t);

/**
 * Checks `archivo` and returns the data URL to send. JPEG and WebP photos are always redrawn
 * (≤ LADO_MAXIMO px, JPEG CALIDAD_JPEG), which also drops their EXIF data (GPS position included).
 * A PNG or GIF within LADO_MAXIMO and MAX_BYTES_SIN_CAMBIOS is kept as it is; a bigger one is
 * redrawn as JPEG. Throws an Error whose message is the Spanish text to show.
 */
export async function prepararImagen(archivo: File, motor: MotorImagen = motorActual): Promise<string> {
  const nombre = archivo.name || 'imagen';
  if (!esTipoImagen(archivo.type)) throw new Error(mensajesImagen.tipo(nombre));
  if (archivo.size > MAX_BYTES_ARCHIVO) throw new Error(mensajesImagen.tamano(nombre));

  let img: ImagenDecodificada;
  try {
    img = await motor.decodificar(archivo);
  } catch {
    throw new Error(mensajesImagen.ilegible(nombre));
  }
  try {
    if (!(img.ancho > 0 && img.alto > 0)) throw new Error(mensajesImagen.ilegible(nombre));
    const cabe = Math.max(img.ancho, img.alto) <= LADO_MAXIMO;
    const conservar = (archivo.type === 'image/png' || archivo.type === 'image/gif') && cabe && archivo.size <= MAX_BYTES_SIN_CAMBIOS;
    let blob: Blob = archivo;
    if (!conservar) {
      try {
        blob = await motor.reducir(img, medidasReducidas(img.ancho, img.alto, LADO_MAXIMO), 'image/jpeg', CALIDAD_JPEG);
      } catch {
        throw new Error(mensajesImagen.ilegible(nombre));
      }
    }
    if (blob.size > MAX_BYTES_ENVIO) throw new Error(mensajesImagen.grande(nombre));
    return await motor.leerDataUrl(blob);
  } finally {
    img.cerrar?.();
  }
}
