// The SPA's registries, found by convention in every `src/features/<x>/` (each one optional). The
// generated modules are lists of imports only: the code they list is the feature's own, in git.
//   - `recurso.ts` exporting `recurso` (a Recurso: its role-area rows, its admin panel tile)
//     → src/app/recursos.generado.ts (RECURSOS), which travels with the areas' rows only;
//   - `filasPublicas.ts` exporting `filasPublicas` (its public rows and nav links)
//     → src/app/publicos.generado.ts (FILAS_PUBLICAS), in the visitor's first download: that is
//     why it is a module of its own, apart from recurso.ts and its area rows.
// A feature's endpoints (`api.ts`) and its admin paths (shared/rutas.ts) are ordinary modules
// imported where they are used (its cache tag is its contract's ENTIDAD_<X>.tag); nothing is copied.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AVISO, RAIZ, escribir } from './comun.mjs';

const CAMEL = (x) => x[0].toUpperCase() + x.slice(1);

/** Every feature folder, sorted, with whether it has each convention's module and export. */
export function recursos(raiz = RAIZ) {
  const carpeta = join(raiz, 'src', 'features');
  const exporta = (x, archivo, nombre) => {
    const ruta = join(carpeta, x, archivo);
    return existsSync(ruta) && new RegExp(`^export const ${nombre}\\b`, 'm').test(readFileSync(ruta, 'utf8'));
  };
  return readdirSync(carpeta)
    .sort()
    .map((x) => ({ x, recurso: exporta(x, 'recurso.ts', 'recurso'), publico: exporta(x, 'filasPublicas.ts', 'filasPublicas') }));
}

/** The two modules' texts. */
export function textos(lista) {
  const conRecurso = lista.filter((f) => f.recurso);
  const recursosTs =
    AVISO +
    "// Every feature's resource (features/<x>/recurso.ts exporting `recurso`): the areas' rows read them.\n" +
    "import type { Recurso } from '@/shared/recurso';\n" +
    conRecurso.map(({ x }) => `import { recurso as recurso${CAMEL(x)} } from '@/features/${x}/recurso';\n`).join('') +
    `\nexport const RECURSOS: readonly Recurso[] = [${conRecurso.map(({ x }) => `recurso${CAMEL(x)}`).join(', ')}];\n`;
  const conPublico = lista.filter((f) => f.publico);
  const publicosTs =
    AVISO +
    "// Every feature's public rows and nav links (features/<x>/filasPublicas.ts exporting `filasPublicas`).\n" +
    "import type { FilaPublica } from '@/shared/recurso';\n" +
    conPublico.map(({ x }) => `import { filasPublicas as publicas${CAMEL(x)} } from '@/features/${x}/filasPublicas';\n`).join('') +
    `\nexport const FILAS_PUBLICAS: readonly FilaPublica[] = [${conPublico.map(({ x }) => `publicas${CAMEL(x)}`).join(', ')}].flat();\n`;
  return { recursosTs, publicosTs };
}

/** Modules earlier versions generated (code copied as text): a working copy made before loses them. */
const RETIRADOS = ['src/shared/rutas.generado.ts', 'src/shared/api/etiquetas.generado.ts'];

async function formatear(ruta, texto) {
  try {
    const prettier = await import('prettier');
    const opciones = (await prettier.resolveConfig(join(RAIZ, ruta))) ?? {};
    return await prettier.format(texto, { ...opciones, filepath: join(RAIZ, ruta) });
  } catch {
    return texto; // an install without dev dependencies: the text still compiles
  }
}

export async function generar() {
  const { recursosTs, publicosTs } = textos(recursos());
  escribir('src/app/recursos.generado.ts', await formatear('src/app/recursos.generado.ts', recursosTs));
  escribir('src/app/publicos.generado.ts', await formatear('src/app/publicos.generado.ts', publicosTs));
  const features = join(RAIZ, 'src', 'features');
  for (const x of readdirSync(features))
    for (const f of existsSync(join(features, x, 'recurso.ts')) ? readdirSync(join(features, x)) : [])
      if (/^(api|\w+Api)\.generado\.ts$/.test(f)) rmSync(join(features, x, f));
  for (const r of RETIRADOS) rmSync(join(RAIZ, r), { force: true });
}
