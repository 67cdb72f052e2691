// Shared by the image tests through the real app (server/imagenes/imagenes.test.ts,
// imagenesVariantes.test.ts): the refusal's message, an event carrying images, where an upload lands on
// disk. The harness is the current test's (server/pruebas/arnesPorPrueba.ts).
import fs from 'node:fs';
import path from 'node:path';
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

export async function registrarEvento(imagenes: string[]): Promise<string[]> {
  const r = await h.llamar('registrarEvento', evento(imagenes), { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  const pk = r.body.pk_evento as number;
  const e = (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as { imgs: { img_evento: string }[] };
  return e.imgs.map((i) => i.img_evento);
}
