// npm run bench [-- --check] [-- --solo=bundle,...]: builds, measures everything side by side in
// one run, prints a table and writes bench/results/latest.json. --check exits 1 when a figure
// misses its budget (DESIGN.md §6).
import fs from 'node:fs';
import path from 'node:path';
import { abrirNavegador } from '../e2e/harness';
import { RAIZ, tabla, type Medicion } from './lib';
import { construir, medirBundle } from './bundle';

async function main() {
  const check = process.argv.includes('--check');
  console.log('Construyendo el sitio y el piso…');
  const { stats } = construir();
  const browser = await abrirNavegador();
  const filas: Medicion[] = [];
  try {
    filas.push(...(await medirBundle(browser, stats)));
  } finally {
    await browser.close();
  }
  console.log('\n' + tabla(filas) + '\n');
  for (const f of filas) if (f.nota) console.log(`  ${f.nombre}: ${f.nota}`);
  const out = path.join(RAIZ, 'bench', 'results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ fecha: new Date().toISOString(), filas }, null, 2));
  console.log(`\nResultados en ${path.relative(RAIZ, out)}`);
  const fuera = filas.filter((f) => f.ok === false);
  if (check && fuera.length) {
    console.error(`\n--check: ${fuera.length} figura(s) fuera de presupuesto: ${fuera.map((f) => f.nombre).join('; ')}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
