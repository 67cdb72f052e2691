// The server's layers (docs/decisiones/0068-capas-del-servidor.md), as an ESLint block for
// eslint.config.mjs and for its own test (server/capas.test.ts lints a fixture that breaks the order
// and expects each error, so the rule cannot silently stop working). Checked on resolved paths
// (`@server/`, `@/` and relative alike), type-only imports and import() included.
//
// Each layer may import itself and every layer below it, nothing above:
//
//   entrada    server/{index,app,dev,abrir}.ts, http/, ssr/, cli/, semillas/ and each entity's
//              semilla.ts (the start, the plugins, the commands, the demo content), pruebas/
//   despacho   api/llamar.ts and the registry api/funciones(.generado).ts: they name every funcion
//   funciones  funciones/ (what several entities share) and server/entidades/<x>/ (its funciones)
//   api        the pipeline's parts: funcion(), validation, access, audit, revisions, caches
//   servicios  autenticacion/, avisos/, busqueda/, imagenes/ (each may use another; no cycles)
//   db         db/ and each entity's repositorio.ts and revision.ts (its SQL, its Entidad)
//              (and paginas/markdown.ts, which its repository uses)
//   base       server/base/ (errors, the clock, the keys' and OIDC's settings), config.ts, raiz.ts,
//              the contract shared with the SPA (src/shared/api/, src/shared/lib/)
//
// The SPA's paths (src/shared/rutas.ts) name entities' pages: known from api/ up and by an entity's
// own repository (its sitemap and search links), never by the services nor db/'s shared code. The
// rest of src/ (the app itself) only by the entry layer (ssr/ renders it).
import boundaries from 'eslint-plugin-boundaries';

const el = (type, fileInternalPath) => ({ element: fileInternalPath ? { type, fileInternalPath } : { type } });

/** The layers, top to bottom, each as the selectors of its files. */
const CAPAS = [
  ['entrada', [el('entrada'), el('servidor', '{index,app,dev,abrir}.ts'), el('entidad', 'semilla.ts')]],
  ['despacho', [el('api', '{llamar,funciones,funciones.generado}.ts')]],
  ['funciones', [el('funciones'), el('entidad', '**/!(repositorio|revision|markdown|semilla).ts')]],
  // etiquetasBitacora.ts (labels, no imports) sits in base until issue 47's other half rewrites it
  ['api', [el('api', '!({llamar,funciones,funciones.generado,etiquetasBitacora}.ts)')]],
  ['servicios', [el('servicio')]],
  // an entity's SQL and history; paginas/markdown.ts (the pages' Markdown subset, packages only) is
  // here because its repository indexes the plain text
  ['db', [el('db'), el('entidad', '{repositorio,revision,markdown,sinAlt}.ts')]],
  ['base', [el('base'), el('servidor', '{config,raiz}.ts'), el('api', 'etiquetasBitacora.ts'), el('contrato')]],
];
const RUTAS_SPA = el('spa', 'shared/{rutas,rutaCon,config}.ts');

const politicas = () => [
  ...CAPAS.map(([, desde], i) => ({ from: desde, allow: { to: CAPAS.slice(i).flatMap(([, s]) => s) } })),
  { from: [...CAPAS[0][1], ...CAPAS[1][1], ...CAPAS[2][1], ...CAPAS[3][1], el('entidad', 'repositorio.ts')], allow: { to: RUTAS_SPA } },
  { from: CAPAS[0][1], allow: { to: el('spa') } },
  // the contract and the SPA's modules keep their own rules (the SPA's block); here they only receive
  { from: [el('contrato'), el('spa')], allow: { to: [el('contrato'), el('spa')] } },
];

/** The ESLint block for server/**, with the project's tsconfig (`tsconfig`) resolving the aliases. */
export function capasServidor({ tsconfig = './tsconfig.json' } = {}) {
  return {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'], // tests may reach any layer they exercise
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: tsconfig } },
      'boundaries/include': ['server/**/*', 'src/**/*'],
      'boundaries/elements': [
        { type: 'entidad', pattern: 'server/entidades/*', capture: ['entidad'], partialMatch: false },
        { type: 'api', pattern: 'server/api', partialMatch: false },
        { type: 'funciones', pattern: 'server/funciones', partialMatch: false },
        { type: 'servicio', pattern: 'server/{autenticacion,avisos,busqueda,imagenes}', partialMatch: false },
        { type: 'db', pattern: 'server/db', partialMatch: false },
        { type: 'base', pattern: 'server/base', partialMatch: false },
        { type: 'entrada', pattern: 'server/{http,ssr,cli,semillas,pruebas}', partialMatch: false },
        { type: 'servidor', pattern: 'server', partialMatch: false },
        { type: 'contrato', pattern: 'src/shared/{api,lib}', partialMatch: false },
        { type: 'spa', pattern: 'src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // inside one folder too (api/'s pipeline below its dispatch, an entity's repository below
          // its funciones); a file in a folder no layer names imports nothing and is imported by none
          checkInternals: true,
          checkUnknownLocals: true,
          message:
            'Capas del servidor (docs/decisiones/0068-capas-del-servidor.md): {{ from.type }} no importa {{ to.type }} ({{ to.fileInternalPath }}).',
          policies: politicas(),
        },
      ],
    },
  };
}
