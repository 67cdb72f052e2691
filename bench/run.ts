// npm run bench [-- --check [--estricto]] [-- --solo=bundle,imagen,lista,fotos,fotos-al-subir,lighthouse,carga,motores,busqueda,paginas,cuerpo,avisos,revisiones,importacion,medios,almacen] [-- --corridas=5]: builds,
// measures everything side by side in one run, prints a table and writes bench/results/latest.json.
// --check exits 1 when a size, ratio, score or error count misses its budget (DESIGN.md §6);
// timings (latency, Lighthouse performance) are gated only with --estricto.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { abrirNavegador } from '../e2e/arnes';
import { RAIZ, tabla, type Medicion } from './comun';
import { construir, medirBundle } from './bundle';
import { medirLighthouse } from './lighthouse';
import { medirCarga } from './carga';
import { medirDownscale } from './downscale';
import { medirLista } from './lista';
import { medirListaProyectos } from './listaProyectos';
import { medirPaginas, rutaDeProyecto } from './paginas';
import { sembrarFotos } from './subidasFotos';
import { medirFotos } from './fotos';
import { medirCuerpoGrande } from './cuerpoGrande';
import { medirMotores } from './motores';
import { medirBusqueda } from './busqueda';
import { medirAvisos } from './avisos';
import { medirRevisiones } from './revisiones';
import { medirImportacion } from './importacion';
import { medirMedios } from './medios';
import { medirAlmacen } from './almacen';

/** Sections whose every row is a timing or a plain figure (no budget plain --check applies):
 * the admin list's frame and keystroke times (lista), the outbox's delivery and a moderation's cost
 * (avisos), a revision's cost (revisiones), the media library's first page (medios), the bucket
 * beside the folder (almacen). */
const SOLO_CIFRAS = ['lista', 'avisos', 'revisiones', 'medios', 'almacen'];

/** Each section's wall time, printed after the table (what CI's time budget is spent on). */
const tiempos: string[] = [];
async function cronometrar<T>(nombre: string, f: () => Promise<T>): Promise<T> {
  const t0 = Date.now();
  try {
    return await f();
  } finally {
    tiempos.push(`${nombre} ${Math.round((Date.now() - t0) / 1000)} s`);
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const solo = process.argv
    .find((a) => a.startsWith('--solo='))
    ?.slice(7)
    .split(',');
  // CI runs --check for its gates, not every figure: a section whose rows are all timings (gated
  // only with --estricto) or plain figures has nothing --check can fail on, so --check skips it
  // unless it is named in --solo or --estricto is given (docs/rendimiento.md)
  const estricto = process.argv.includes('--estricto');
  const omitidas = check && !estricto && !solo ? SOLO_CIFRAS : [];
  if (omitidas.length) console.log(`--check sin --estricto: secciones sin presupuesto que aplique, omitidas: ${omitidas.join(', ')}`);
  const quiere = (n: string) => (!solo || solo.includes(n)) && !omitidas.includes(n);
  const necesitaDist = ['bundle', 'lighthouse', 'carga', 'lista', 'fotos', 'fotos-al-subir', 'paginas'].some(quiere);
  if (necesitaDist) console.log('Construyendo el sitio y el piso…');
  const stats = necesitaDist ? construir().stats : null;
  // every site the bench starts runs the compiled server (e2e/arnes.ts): esbuild, under a second
  execFileSync('npm', ['run', '-s', 'build:server'], { cwd: RAIZ, stdio: 'inherit' });
  const browser = await abrirNavegador();
  const filas: Medicion[] = [];
  try {
    if (quiere('bundle') && stats) filas.push(...(await cronometrar('bundle', () => medirBundle(browser, stats))));
    if (quiere('imagen')) filas.push(...(await cronometrar('imagen', () => medirDownscale(browser))));
    if (quiere('lista')) filas.push(...(await cronometrar('lista', () => medirLista(browser))));
    // issue 43: the admin projects list with 2,000 projects (cards, paged), filtered per keystroke
    if (quiere('lista')) filas.push(...(await cronometrar('lista', () => medirListaProyectos(browser))));
    // the same pages right after the uploads, before the background has built the variants, then once
    // it has: one site and one upload for both sections
    if (quiere('fotos') || quiere('fotos-al-subir'))
      filas.push(
        ...(await cronometrar(['fotos', 'fotos-al-subir'].filter(quiere).join(' + '), () =>
          medirFotos(browser, { alSubir: quiere('fotos-al-subir'), listas: quiere('fotos') }),
        )),
      );
  } finally {
    await browser.close();
  }
  // the public pages the phone budgets measure: home, admissions, two lists and a project (server-rendered)
  const publicas = async (sitio: { url: string }) => ['/', '/admisiones', '/proyectos_estudiantes', '/eventos', await rutaDeProyecto(sitio.url)];
  // the five pages with what an admin really uploads (1600×1200 JPEG photos) beside the floor app,
  // interleaved, median of 5: a page's TBT above the floor's or its score below it fails --check
  const corridas = Number(process.argv.find((a) => a.startsWith('--corridas='))?.slice(11) ?? 5);
  if (quiere('lighthouse'))
    filas.push(
      ...(await cronometrar('lighthouse', () => medirLighthouse(publicas, corridas, { preparar: sembrarFotos, nombre: 'fotos 1600×1200' }))),
    );
  // the two public reads with 200 projects, on SQLite and PostgreSQL, beside the floor (--check: ≥ 0.8×, p99 ≤ 25 ms)
  if (quiere('carga'))
    filas.push(
      ...(await cronometrar('carga', () => medirCarga([{ funcion: 'traerTopicos' }, { funcion: 'obtenerTodosProyectosPorCuatrimestre' }], 200))),
    );
  // SQLite beside PostgreSQL, one instance beside two
  if (quiere('motores')) filas.push(...(await cronometrar('motores', () => medirMotores())));
  // the site search with 10,000 items on both engines, beside the plain public list
  if (quiere('busqueda')) filas.push(...(await cronometrar('busqueda', () => medirBusqueda())));
  if (quiere('paginas')) filas.push(...(await cronometrar('paginas', () => medirPaginas(publicas))));
  if (quiere('cuerpo')) filas.push(...(await cronometrar('cuerpo', () => medirCuerpoGrande())));
  // e-mails delivered from the outbox, and what its row costs a moderation write
  if (quiere('avisos')) filas.push(...(await cronometrar('avisos', () => medirAvisos())));
  // what a revision row costs an edit (issue 37)
  if (quiere('revisiones')) filas.push(...(await cronometrar('revisiones', () => medirRevisiones())));
  // a semester at scale: 500 projects naming 1,000 images imported, /salud asked meanwhile (issue 43)
  if (quiere('importacion')) filas.push(...(await cronometrar('importacion', () => medirImportacion())));
  // the media library's first page with 5,000 assets, server time (issue 43)
  if (quiere('medios')) filas.push(...(await cronometrar('medios', () => medirMedios())));
  // issue 46: an upload and a warm photo on an S3-compatible bucket beside the folder
  if (quiere('almacen')) filas.push(...(await cronometrar('almacen', () => medirAlmacen())));
  console.log('\n' + tabla(filas) + '\n');
  for (const f of filas) if (f.nota) console.log(`  ${f.nombre}: ${f.nota}`);
  const out = path.join(RAIZ, 'bench', 'results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ fecha: new Date().toISOString(), filas }, null, 2));
  console.log(`\nResultados en ${path.relative(RAIZ, out)}`);
  console.log(`Tiempo por sección: ${tiempos.join(', ')}`);
  // timings on a shared 2-core machine are reported; --estricto gates them too
  const fuera = filas.filter((f) => f.ok === false && (!f.tiempo || estricto));
  if (check && fuera.length) {
    console.error(`\n--check: ${fuera.length} figura(s) fuera de presupuesto: ${fuera.map((f) => f.nombre).join('; ')}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
