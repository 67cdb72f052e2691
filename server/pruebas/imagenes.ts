// Shared by the image tests through the real app (server/imagenes/imagenes.test.ts,
// imagenesVariantes.test.ts): the refusal's message, an event carrying images, where an upload lands on
// disk. The harness is the current test's (server/pruebas/arnesPorPrueba.ts). imagenesGuardadas is for
// any test that counts the photos an upload folder keeps.
import fs from 'node:fs';
import path from 'node:path';
import { origenDeVariante } from '@/shared/lib/variantes';
import { h } from './arnesPorPrueba';

export const NO_IMAGEN = 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.';
export const dataUrl = (tipo: string, buf: Buffer) => `data:${tipo};base64,${buf.toString('base64')}`;
export const evento = (imagenes: string[]) => ({
  nombreEvento: 'Feria de proyectos',
  descripcion: 'Exposición de los proyectos del cuatrimestre.',
  imgs: JSON.stringify(imagenes.map((imagen, i) => ({ key: `${i}.12345`, imagen }))),
});

export const abs = (ruta: string) => path.join(h.config.uploadsDir, ruta.slice('uploads/'.length));
export const archivos = () => {
  const dir = path.join(h.config.uploadsDir, 'eventos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** The names of the stored images under `dir` (an upload folder), at any depth: each one also has derived
 * variants beside it, left out here (imagenes.test.ts checks those). */
export function imagenesGuardadas(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !origenDeVariante(d.name))
    .map((d) => d.name);
}

export async function registrarEvento(imagenes: string[]): Promise<string[]> {
  const r = await h.llamar('registrarEvento', evento(imagenes), { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  const pk = r.body.pk_evento as number;
  const e = (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as { imgs: { img_evento: string }[] };
  return e.imgs.map((i) => i.img_evento);
}
