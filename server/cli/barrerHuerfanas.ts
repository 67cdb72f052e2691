// `npm run barrer-huerfanas [-- --borrar] [-- --horas=N]`: lists the stored images no row names any
// more (server/imagenes/barrido.ts) in the folder or the bucket the configuration names, and with
// --borrar removes them and their variants. Images younger than N hours (24 by default) are spared:
// an upload may be between its write and its commit. Safe to run while the site runs.
import { readConfig } from '../config';
import { abrirBaseDatos } from '@server/abrir';
import { almacenDe } from '../imagenes/almacen';
import { barrerHuerfanas } from '../imagenes/barrido';

async function main(argv: string[]): Promise<void> {
  const borrar = argv.includes('--borrar');
  const horas = Number(argv.find((a) => a.startsWith('--horas='))?.slice('--horas='.length) ?? 24);
  if (!Number.isFinite(horas) || horas < 1) throw new Error('--horas debe ser un número de horas, 1 o más.');
  const config = readConfig();
  const db = await abrirBaseDatos(config);
  try {
    const r = await barrerHuerfanas(db, almacenDe(config), { borrar, edadMinimaMs: horas * 3_600_000 });
    for (const ruta of [...r.huerfanas, ...r.variantesSueltas]) console.log(`${borrar ? 'borrada' : 'huérfana'}: ${ruta}`);
    const kb = Math.round(r.bytes / 1024);
    console.log(
      `${r.revisadas} imágenes revisadas; ${r.huerfanas.length} huérfanas y ${r.variantesSueltas.length} variantes sin original (${kb} KB)` +
        `${borrar ? ' borradas' : ''}; ${r.recientes} de menos de ${horas} h se conservan.` +
        (borrar || !(r.huerfanas.length + r.variantesSueltas.length) ? '' : ' Para borrarlas: npm run barrer-huerfanas -- --borrar'),
    );
  } finally {
    await db.cerrar();
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error('No se pudo barrer las imágenes huérfanas:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
