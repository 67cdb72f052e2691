// Image downscale ratio: a 4000×3000 JPEG photo (made in Chromium: gradients, shapes and sensor-like
// noise, quality 0.92) through the image input's prepararImagen; bytes sent (the data URL, as the
// form sends it) ÷ the file's size.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { RAIZ, webpack, type Medicion } from './comun';
import { nuevaPagina } from '../e2e/arnes';

export async function medirDownscale(browser: Browser): Promise<Medicion[]> {
  const out = path.join(RAIZ, 'bench', 'downscale', 'dist');
  webpack(['--mode', 'production', '--env', 'entry=bench/downscale/index.ts', '--env', 'out=bench/downscale/dist'], { PUBLIC_PATH: './' });
  const page = await nuevaPagina(browser);
  try {
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
    await page.getByText('listo').waitFor();
    // a string, not a function: tsx's name-keeping helper (__name) does not exist in the page
    const r = await page.evaluate<{ original: number; enviado: number; ancho: number; alto: number }>(`(async () => {
      const c = new OffscreenCanvas(4000, 3000);
      const ctx = c.getContext('2d');
      const g = ctx.createLinearGradient(0, 0, 4000, 3000);
      g.addColorStop(0, '#7aa7d8');
      g.addColorStop(0.55, '#e8d3a6');
      g.addColorStop(1, '#4f6b3a');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, 4000, 3000);
      let s = 11;
      const rnd = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
      for (let i = 0; i < 60; i++) {
        ctx.fillStyle = \`hsla(\${rnd() * 360}, 45%, \${30 + rnd() * 40}%, 0.55)\`;
        ctx.beginPath();
        ctx.ellipse(rnd() * 4000, rnd() * 3000, 80 + rnd() * 500, 80 + rnd() * 400, rnd() * 3, 0, Math.PI * 2);
        ctx.fill();
      }
      const img = ctx.getImageData(0, 0, 4000, 3000);
      for (let i = 0; i < img.data.length; i += 4) {
        const n = (rnd() - 0.5) * 14; // sensor noise
        img.data[i] += n;
        img.data[i + 1] += n;
        img.data[i + 2] += n;
      }
      ctx.putImageData(img, 0, 0);
      const blob = await c.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const file = new File([blob], 'foto.jpg', { type: 'image/jpeg' });
      const prep = window.prepararImagen;
      const dataUrl = await prep(file);
      const el = new Image();
      el.src = dataUrl;
      await el.decode();
      return { original: file.size, enviado: dataUrl.length, ancho: el.naturalWidth, alto: el.naturalHeight };
    })()`);
    const ratio = r.enviado / r.original;
    return [
      {
        nombre: 'foto 4000×3000 JPEG: bytes enviados ÷ tamaño del archivo',
        valor: ratio,
        unidad: '×',
        presupuesto: '≤ 0.125 (1/8)',
        ok: ratio <= 0.125 && Math.max(r.ancho, r.alto) <= 1600,
        nota: `${(r.original / 1024 / 1024).toFixed(2)} MB → ${(r.enviado / 1024).toFixed(0)} KB como data URL, ${r.ancho}×${r.alto}`,
      },
    ];
  } finally {
    await page.context().close();
  }
}
