// jest globalSetup of the api project: the demo photos and their variants are generated once,
// before the workers start, into node_modules/.cache/imagenes-demo (see server/semillas/imagenDemo.ts).
import { calentarImagenesDemo } from '@server/semillas/imagenDemo';

export default async function calentarDemo(): Promise<void> {
  const t = Date.now();
  await calentarImagenesDemo();
  const s = (Date.now() - t) / 1000;
  if (s > 1) console.log(`\nfotos de demostración generadas en ${s.toFixed(1)} s`);
}
