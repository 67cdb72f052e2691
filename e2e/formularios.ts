// Shared by the journeys that fill the admin's forms (proyectos, eventos, empresasEgresados,
// egresados): a PNG to attach, drawn at the size a journey needs, and waiting for a status notice.
import type { Locator, Page } from 'playwright-core';
import { pngDemo } from '@server/semillas/imagenDemo';

/** A file for setInputFiles: a PNG of `ancho`×`alto` drawn from `semilla`. */
export const pngDe = (ancho: number, alto: number) => (nombre: string, semilla: number) => ({
  name: nombre,
  mimeType: 'image/png',
  buffer: pngDemo(semilla, ancho, alto),
});

export const aviso = (page: Page, texto: string) => page.getByRole('status').getByText(texto).waitFor();

/** Issue 37: each image of the form (or of `donde`) described, in order ("Texto alternativo de …"). */
export async function describirImagenes(donde: Page | Locator, ...textos: string[]): Promise<void> {
  const campos = donde.getByRole('textbox', { name: /^Texto alternativo de/ });
  for (const [i, texto] of textos.entries()) await campos.nth(i).fill(texto);
}
