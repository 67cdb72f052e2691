// An image as a form sends it (a data URL: decoded and checked before any decoding by sharp), a
// stored image's path ('uploads/<carpeta>/<name>.<ext>') and its removal once nothing uses it:
// what Subidas (subidas.ts) and its callers share.
import type { Db } from '../db/db';
import { repoRevisiones } from '../db/repositorios/revisiones';
import { ErrorApi } from '@server/base/errores';
import { claveDe, type Almacen } from './almacen';
import { repoMedios } from '../entidades/medios/repositorio';
import { usosTotales } from '@server/db/repositorios/usosImagenes';
import { identificarImagen } from './formatos';
import { MAX_LADO, MAX_PIXELES, NO_IMAGEN, borrarVariantes, type TipoImagen } from './imagenes';

const DATA_URL = /^data:([a-z0-9.+/-]{1,40});base64,([A-Za-z0-9+/=\s]+)$/i;

/** Decodes and checks a data URL image; throws a Spanish ErrorApi when it is refused. */
export function decodificarImagen(dataUrl: string, maxBytes: number): { buf: Buffer; tipo: TipoImagen } {
  if (dataUrl.length > Math.ceil((maxBytes * 4) / 3) + 100) {
    throw new ErrorApi(`La imagen es demasiado grande (máximo ${Math.round(maxBytes / 1024 / 1024)} MB).`, 413);
  }
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw new ErrorApi(NO_IMAGEN);
  const buf = Buffer.from(m[2], 'base64');
  if (buf.length > maxBytes) {
    throw new ErrorApi(`La imagen es demasiado grande (máximo ${Math.round(maxBytes / 1024 / 1024)} MB).`, 413);
  }
  const dims = identificarImagen(buf);
  if (!dims) throw new ErrorApi(NO_IMAGEN);
  if (dims.ancho < 1 || dims.alto < 1 || dims.ancho > MAX_LADO || dims.alto > MAX_LADO || dims.ancho * dims.alto > MAX_PIXELES) {
    throw new ErrorApi(`La imagen tiene dimensiones no admitidas (máximo ${MAX_LADO} px por lado).`);
  }
  return { buf, tipo: dims.tipo };
}

const RUTA_GUARDADA = /^uploads\/[a-z_]{1,30}\/[a-zA-Z0-9_-]{8,64}\.(png|jpg|webp|gif)$/;

export const esRutaGuardada = (valor: string) => RUTA_GUARDADA.test(valor);

/**
 * Removes a stored image that no record uses any more (after the change that dropped it committed),
 * unless a kept revision still uses it (`db`: the database outside the write; issue 37).
 * `revisiones` false: a kept revision does not keep it (personal data that must really go).
 */
export async function borrarGuardada(almacen: Almacen, ruta: string | null | undefined, db?: Db, revisiones = true): Promise<void> {
  if (!ruta || !esRutaGuardada(ruta)) return;
  // a file another item or the library still uses stays (issue 43: a file may be shared)
  if (db && ((await usosTotales(db, ruta)) > 0 || (revisiones && (await repoRevisiones(db).usaImagen(ruta))))) return;
  if (db) await repoMedios(db).borrarFormulario(ruta);
  try {
    await almacen.borrar(claveDe(ruta));
    await borrarVariantes(almacen, ruta);
  } catch {
    // a file left behind is harmless; the record no longer points to it
  }
}
