// The SPA's registries, found by convention in every `src/features/<x>/recurso.ts` (the rule, by
// export name, each one optional):
//   - `export const recurso = {…}` (a Recurso: its role-area rows, its admin panel tile): imported
//     by src/app/recursos.generado.ts (RECURSOS), which travels with the areas' rows only;
//   - `export const tags = ['A', 'B'] as const`: its api cache tags, copied as strings into
//     src/shared/api/etiquetas.generado.ts (TIPOS_TAG; TipoTag stays a literal union);
//   - `export const rutasAdmin = { <x>: {…} }`: its admin path builders, COPIED as text (like
//     `publico` below) into src/shared/rutas.generado.ts, spread into shared/rutas.ts's `rutas.admin`
//     (every layer reads them there, other features and the server's notices included);
//   - `export const publico: readonly FilaPublica[] = […]`: its public rows (and nav links), COPIED
//     as text into src/app/publicos.generado.ts, since the visitor's first download must not load
//     recurso.ts (it carries the area rows). In the copy, `import('./…')` becomes
//     `import('@/features/<x>/…')` and the names the literal uses from `import {…} from '@/shared/…'`
//     lines are imported too; so the literal holds only literals, lazy imports of its own files and
//     names from @/shared (tsc checks the copy against FilaPublica, so anything else fails to compile);
//   - `export const llamadas = { <endpoint>: {…}, … } satisfies Llamadas`: its api endpoints, COPIED
//     as text (literals only) into src/features/<x>/api.generado.ts, which injects them into baseApi
//     through shared/api/llamadas.ts's `endpoints()` (tsc checks each one against its contract call
//     there) and exports `<x>Api` and its hooks by name: pages import them, never recurso.ts; a further
//     group `export const llamadas<Algo>` becomes <x>/<algo>Api.generado.ts (`<algo>Api`), for a
//     chunk that must not carry the others (usuarios' account page: llamadasCuenta → cuentaApi).
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AVISO, RAIZ, escribir } from './comun.mjs';

const ABRE = { '{': '}', '[': ']', '(': ')' };

/** The end (exclusive) of the bracketed expression that opens at `inicio`, skipping strings and comments. */
export function cierre(texto, inicio) {
  let prof = 0;
  for (let i = inicio; i < texto.length; i++) {
    const c = texto[i];
    if (c === '/' && texto[i + 1] === '/') i = texto.indexOf('\n', i);
    else if (c === '/' && texto[i + 1] === '*') i = texto.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; texto[i] !== c; i++) if (texto[i] === '\\') i++;
    } else if (c in ABRE) prof++;
    else if (c === '}' || c === ']' || c === ')') if (--prof === 0) return i + 1;
    if (i < 0) break;
  }
  throw new Error('recurso.ts: un corchete sin cerrar');
}

/** The text of `export const <nombre> … = <literal>`'s literal, or null when there is no such export. */
export function literal(texto, nombre) {
  const m = new RegExp(`^export const ${nombre}\\b[^=]*=\\s*`, 'm').exec(texto);
  if (!m) return null;
  const inicio = m.index + m[0].length;
  return texto.slice(inicio, cierre(texto, inicio));
}

/** The code of a literal without its strings and comments (a word in a label is not a name it uses). */
const sinCadenas = (t) => t.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, '""');

/** The names a literal uses from the file's `import { … } from '@/shared/…'` lines, by module. */
function importsUsados(texto, cuerpo, destino) {
  const codigo = sinCadenas(cuerpo);
  for (const m of texto.matchAll(/^import\s+\{([^}]+)\}\s+from\s+'(@\/shared\/[^']+)';/gm)) {
    for (const parte of m[1].split(',')) {
      const nombre = parte.trim().replace(/^type\s+/, '');
      if (!nombre || parte.trim().startsWith('type ')) continue;
      const local = nombre.split(/\s+as\s+/).pop();
      if (new RegExp(`\\b${local}\\b`).test(codigo)) {
        if (!destino.has(m[2])) destino.set(m[2], new Set());
        destino.get(m[2]).add(nombre);
      }
    }
  }
}

/** Every feature folder with a recurso.ts, sorted, with its text. */
export function recursos(raiz = RAIZ) {
  const carpeta = join(raiz, 'src', 'features');
  return readdirSync(carpeta)
    .filter((x) => existsSync(join(carpeta, x, 'recurso.ts')))
    .sort()
    .map((x) => ({ x, texto: readFileSync(join(carpeta, x, 'recurso.ts'), 'utf8') }));
}

/** Each feature's literal `nombre`, its outer brackets stripped, its `import('./…')` made absolute. */
function copias(lista, nombre, imports) {
  const partes = [];
  for (const { x, texto } of lista) {
    const cuerpo = literal(texto, nombre);
    if (!cuerpo) continue;
    importsUsados(texto, cuerpo, imports);
    const dentro = cuerpo
      .slice(1, -1)
      .trim()
      .replace(/,$/, '')
      .replace(/import\((\s*\/\*[\s\S]*?\*\/\s*)?'\.\//g, `import($1'@/features/${x}/`);
    if (dentro) partes.push(`  // ${x}\n  ${dentro},\n`);
  }
  return partes.join('');
}

const lineasImport = (imports) =>
  [...imports]
    .sort()
    .map(([modulo, nombres]) => `import { ${[...nombres].sort().join(', ')} } from '${modulo}';\n`)
    .join('');

/** The endpoints of a `llamadas` literal, in order: each name and whether it is a query. */
export function endpointsDe(cuerpo) {
  const lista = [];
  const clave = /(?:\s|,|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*([A-Za-z_$][\w$]*)\s*:\s*/y;
  for (let i = 1; ;) {
    clave.lastIndex = i;
    const m = clave.exec(cuerpo);
    if (!m) break;
    if (cuerpo[clave.lastIndex] !== '{') throw new Error(`recurso.ts: la llamada ${m[1]} no es un objeto literal`);
    i = cierre(cuerpo, clave.lastIndex);
    const valor = cuerpo.slice(clave.lastIndex, i);
    const tipo = /\btipo\s*:\s*'(query|mutation)'/.exec(valor)?.[1];
    lista.push({ nombre: m[1], query: tipo ? tipo === 'query' : /\bda\s*:/.test(sinCadenas(valor)) });
  }
  return lista;
}

/** A feature's api module: its `llamadas` literal copied into baseApi.injectEndpoints, its hooks by name. */
function apiTs(x, nombre, api, cuerpo) {
  const hooks = endpointsDe(cuerpo).map(({ nombre, query }) => `use${nombre[0].toUpperCase()}${nombre.slice(1)}${query ? 'Query' : 'Mutation'}`);
  return (
    AVISO +
    `// The ${x} endpoints, from features/${x}/recurso.ts's \`${nombre}\` (copied as text: its pages import\n` +
    '// this module, never recurso.ts and its area rows). shared/api/llamadas.ts turns each declaration\n' +
    '// into its RTK Query definition and checks it against its contract call.\n' +
    "import { baseApi } from '@/shared/api/baseApi';\n" +
    "import { endpoints } from '@/shared/api/llamadas';\n\n" +
    `export const ${api} = baseApi.injectEndpoints({\n  endpoints: (build) => endpoints(build, ${cuerpo}),\n});\n\n` +
    `export const { ${hooks.join(', ')} } = ${api};\n`
  );
}

/** The modules' texts, from the features' recurso.ts files. */
export function textos(lista) {
  const conRecurso = lista.filter(({ texto }) => /^export const recurso\b/m.test(texto));
  const nombre = (x) => `recurso${x[0].toUpperCase()}${x.slice(1)}`;
  const recursosTs =
    AVISO +
    "// Every entity's resource (features/<x>/recurso.ts exporting `recurso`): the areas' rows read them.\n" +
    "import type { Recurso } from '@/shared/recurso';\n" +
    conRecurso.map(({ x }) => `import { recurso as ${nombre(x)} } from '@/features/${x}/recurso';\n`).join('') +
    `\nexport const RECURSOS: readonly Recurso[] = [${conRecurso.map(({ x }) => nombre(x)).join(', ')}];\n`;

  const tags = [];
  for (const { texto } of lista) {
    const cuerpo = literal(texto, 'tags');
    if (cuerpo) for (const m of cuerpo.matchAll(/'([^']+)'/g)) if (!tags.includes(m[1])) tags.push(m[1]);
  }
  const etiquetasTs =
    AVISO +
    "// Every entity's api cache tags (features/<x>/recurso.ts exporting `tags`), so a replayed confirm\n" +
    '// can invalidate a list whose feature is not loaded.\n' +
    `export const TIPOS_TAG = [${tags.map((t) => `'${t}'`).join(', ')}] as const;\n`;

  const imports = new Map();
  const filas = copias(lista, 'publico', imports);
  const publicosTs =
    AVISO +
    "// Every entity's public rows and nav links (features/<x>/recurso.ts's `publico`, copied as text: the\n" +
    "// visitor's first download carries them, never recurso.ts and its area rows).\n" +
    "import type { FilaPublica } from '@/shared/recurso';\n" +
    lineasImport(imports) +
    `\nexport const FILAS_PUBLICAS: readonly FilaPublica[] = [\n${filas}];\n`;

  const importsRutas = new Map();
  const rutasAdmin = copias(lista, 'rutasAdmin', importsRutas);
  const rutasTs =
    AVISO +
    "// Every entity's admin path builders (features/<x>/recurso.ts's `rutasAdmin`, copied as text):\n" +
    '// shared/rutas.ts spreads them into `rutas.admin`, which every layer may import.\n' +
    lineasImport(importsRutas) +
    `\nexport const RUTAS_ADMIN = {\n${rutasAdmin}} as const;\n`;

  /** Each feature's api modules, by path under src/features: `llamadas` → <x>/api.generado.ts (`<x>Api`);
   * a further group `llamadas<Algo>` → <x>/<algo>Api.generado.ts (`<algo>Api`), its own chunk's. */
  const apisTs = {};
  for (const { x, texto } of lista) {
    for (const [, nombre] of texto.matchAll(/^export const (llamadas\w*)/gm)) {
      const algo = nombre.slice('llamadas'.length);
      const base = algo ? algo[0].toLowerCase() + algo.slice(1) : '';
      apisTs[`${x}/${base ? `${base}Api` : 'api'}.generado.ts`] = apiTs(x, nombre, `${base || x}Api`, literal(texto, nombre));
    }
  }
  return { recursosTs, etiquetasTs, publicosTs, rutasTs, apisTs };
}

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
  const lista = recursos();
  const { recursosTs, etiquetasTs, publicosTs, rutasTs, apisTs } = textos(lista);
  for (const [archivo, texto] of Object.entries(apisTs)) escribir(`src/features/${archivo}`, await formatear(`src/features/${archivo}`, texto));
  for (const x of readdirSync(join(RAIZ, 'src', 'features'))) {
    if (!existsSync(join(RAIZ, 'src', 'features', x, 'recurso.ts')) && !existsSync(join(RAIZ, 'src', 'features', x, 'api.generado.ts'))) continue;
    for (const f of readdirSync(join(RAIZ, 'src', 'features', x)))
      if (/^(api|\w+Api)\.generado\.ts$/.test(f) && !(`${x}/${f}` in apisTs)) rmSync(join(RAIZ, 'src', 'features', x, f)); // its llamadas are gone
  }
  escribir('src/shared/rutas.generado.ts', await formatear('src/shared/rutas.generado.ts', rutasTs));
  escribir('src/app/recursos.generado.ts', await formatear('src/app/recursos.generado.ts', recursosTs));
  escribir('src/app/publicos.generado.ts', await formatear('src/app/publicos.generado.ts', publicosTs));
  escribir('src/shared/api/etiquetas.generado.ts', await formatear('src/shared/api/etiquetas.generado.ts', etiquetasTs));
}
