// What the import and export tests share (server/entidades/importaciones/funciones.test.ts,
// exportarYRechazos.test.ts; the constants also medios/importacion.test.ts): the projects' header row,
// files as data URLs, one harness for the file, what is stored, and a file exported or previewed as
// the admin's page sends it.
import { nuevoHarness, type Harness } from './arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { bytesDe } from '@server/entidades/importaciones/leer';

export const BOM = '\ufeff';
export const dataUrl = (b: Buffer | string, tipo = 'text/csv') => `data:${tipo};base64,${Buffer.from(b).toString('base64')}`;
export const png = (n: number) => bytesDe(dataUrlDemo(n));
export const CABECERA =
  'Nombre;Cuatrimestre;Descripción;Enlace;Imágenes;Textos alternativos;Integrantes;Foto del equipo;Texto alternativo de la foto;Publicar el;Retirar el;Estado';

/** Opens a harness before the file's tests (handed to `usar`) and closes it after them; answers the helpers on it. */
export function prepararImportaciones(usar: (h: Harness) => void = () => {}) {
  let h: Harness;
  beforeAll(async () => {
    h = await nuevoHarness();
    usar(h);
  });
  afterAll(() => h.cerrar());

  const uno = (q: string, ...p: unknown[]) => h.db.prepare(q).get(...p) as Record<string, unknown>;
  const cuenta = (t: string) => Number(uno(`SELECT COUNT(*) AS n FROM ${t}`).n);
  const contenido = () => ({ p: cuenta('proyectos'), e: cuenta('eventos'), c: cuenta('empresas_estadias'), g: cuenta('casos_exito') });

  /** GET /panel_admin/exportar/<archivo> as `quien` on `sitio` (this file's harness unless given). */
  async function exportar(archivo: string, quien: 'a' | 's' | 'e' | null = 'a', sitio = h) {
    const cookie = quien ? sitio.cookieDe(quien) : undefined;
    return sitio.app.inject({ method: 'GET', url: `/panel_admin/exportar/${archivo}`, headers: cookie ? { cookie } : {} });
  }
  /** previsualizarImportacion of `archivo` (and a ZIP of images) as the admin on `sitio` (this file's harness unless given). */
  async function previsualizar(entidad: string, archivo: string | Buffer, imagenes?: Buffer, tipo = 'text/csv', sitio = h) {
    const campos: Record<string, string> = { entidad, archivo: dataUrl(archivo, tipo) };
    if (imagenes) campos.imagenes = dataUrl(imagenes, 'application/zip');
    return sitio.llamar('previsualizarImportacion', campos, { quien: 'a', multipart: true });
  }
  return { uno, cuenta, contenido, exportar, previsualizar };
}
