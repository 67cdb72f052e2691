// ESLint flat config: typescript-eslint with type information, React hooks, jsx-a11y, and the
// layer rule of DESIGN.md §3 (app → features → shared, no feature importing another), checked on
// resolved paths so an alias or a re-export cannot slip past it. Formatting is Prettier's job
// (eslint-config-prettier turns off the stylistic rules that would fight it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { capasServidor } from './herramientas/capasServidor.mjs';

/**
 * English words that name our own things in Spanish (docs/decisiones/0002-nombres-en-espanol.md). A file whose name
 * holds one is refused with the Spanish name to use; English stays only where a tool fixes the
 * name (index, App, store, api, config, hooks, setupTests, *.test, use*, plugins' own terms).
 */
const INGLES = {
  Validation: 'validacion',
  Types: 'tipos',
  Session: 'sesion',
  Route: 'rutas',
  Table: 'tabla',
  Navigation: 'navegacion',
  Intent: 'intenciones',
  Layout: 'Marco',
  Button: 'Boton',
  Field: 'Campo',
  Input: 'Campos',
  Notice: 'Avisos',
  Overlay: 'Capa',
  Search: 'Busqueda',
  Upload: 'subidas',
  Errors: 'errores',
  Password: 'contrasenas',
  Helper: 'ayudas',
  Util: 'utilidades',
  Component: 'componentes',
  Provider: 'Proveedores',
  Empty: 'SinResultados',
  Member: 'Miembros',
  Student: 'Alumno',
  Harness: 'arnes',
  Page: 'Pagina',
  User: 'Usuario',
  Project: 'Proyecto',
};
const listaNegra = Object.fromEntries(
  Object.entries(INGLES).flatMap(([w, es]) => [
    [`**/*${w}*`, `*${es}*`],
    [`**/${w.toLowerCase()}*`, `${es}*`],
  ]),
);

/** Selector of files (or imports) in one of these layers. */
const de = (...types) => ({ element: { types: { anyOf: types } } });
const a = de;

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'artifacts/**',
      'coverage/**',
      'data/**',
      'uploads/**',
      'bench/results/**',
      'bench/floor/dist/**',
      'bench/downscale/dist/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not (handlers, callbacks)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // numbers and booleans in messages are the point of a template (`${n} alumnos`)
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // JSX event props take `() => void`; passing an async handler (which reports its own failure
      // through the store) is the React idiom, not a lost promise
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // plain JavaScript: config files, the jsdom environment, the e2e global setup (CommonJS/Node)
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['eslint.config.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'src/shared' },
        { type: 'testing', pattern: 'src/pruebas' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // app/ reaches a feature only through its index.ts (the feature's public face), or its
            // recurso.ts (its resource description: tags and role-area rows, for app/rutasAreas.tsx)
            { from: de('app'), allow: { to: a('app', 'shared', 'testing') } },
            { from: de('app'), allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            { from: de('app'), allow: { to: { element: { type: 'feature', fileInternalPath: 'recurso.ts' } } } },
            // … or a module `npm run generar` writes from recurso.ts (publicos.generado.ts copies each
            // entity's `publico` rows, whose lazy imports then name that feature's pages)
            { from: { element: { type: 'app', fileInternalPath: '*.generado.ts' } }, allow: { to: a('feature') } },
            // a feature reaches its own files and shared/, never another feature
            { from: de('feature'), allow: { to: a('shared', 'testing') } },
            { from: de('feature'), allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
            { from: de('shared'), allow: { to: a('shared', 'testing') } },
            // RootState / AppDispatch types flow down; no runtime import of app/ from below
            { from: de('feature', 'shared'), allow: { to: a('app'), dependency: { kind: 'type' } } },
            { from: de('testing'), allow: { to: a('app', 'feature', 'shared', 'testing') } },
          ],
        },
      ],
    },
  },
  // the server's layers (docs/decisiones/0068-capas-del-servidor.md): http → despacho → funciones →
  // api → servicios → db → base, on resolved paths; herramientas/capasServidor.mjs, self-tested by
  // server/capas.test.ts
  capasServidor(),
  {
    // conventions (docs/decisiones/0002-nombres-en-espanol.md): file and folder names in camelCase (PascalCase for a
    // .tsx whose main export is a component), Spanish words, no import cycle (type-only and import()
    // included in src/app/ciclos.test.ts), and no relative import climbing more than one folder
    files: ['{src,server,e2e,bench}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,js,mjs,cjs}': 'CAMEL_CASE', '**/*.tsx': '+([a-zA-Z0-9])' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,server,e2e,bench}/**/': 'CAMEL_CASE' }],
      'check-file/filename-blocklist': ['error', listaNegra],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./', message: 'Más de una carpeta hacia arriba: use el alias @/ (src) o @server/ (server).' }] },
      ],
    },
  },
  {
    // tests may reach into any layer they exercise (the boundaries test itself checks only src/**)
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/pruebas/**', 'server/pruebas/**', 'e2e/**'],
    rules: {
      // fakes implement Promise-returning interfaces (the image engine, api handlers):
      // `async () => value` is the plain way to write one
      '@typescript-eslint/require-await': 'off',
      // `expect(motor.decodificar).toHaveBeenCalled()` passes a jest mock by reference, never calls it
      '@typescript-eslint/unbound-method': 'off',
      // jest's asymmetric matchers (expect.any(Number), expect.stringMatching(…)) are typed `any`
      // by @types/jest: placing one in an expected object is how they are used
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  prettier,
);
