// Bench page: exposes the image input's prepararImagen (src/shared/lib/imagen.ts) to the browser.
import { prepararImagen } from '@/shared/lib/imagen';

(window as unknown as { prepararImagen: typeof prepararImagen }).prepararImagen = prepararImagen;
document.getElementById('root')!.textContent = 'listo';
