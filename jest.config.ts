// Two projects: the SPA in jsdom and the api.php server in node. Both compiled by ts-jest.
import type { Config } from 'jest';

const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      rootDir: '.',
      isolatedModules: true,
      module: 'commonjs',
      moduleResolution: 'node10',
      jsx: 'react-jsx',
      ignoreDeprecations: '6.0',
      allowJs: true,
    },
  },
] as const;

// sanitize-html's parser (htmlparser2 12) and its DOM packages are ESM-only (the pages' Markdown, server/funciones/markdown.ts);
// sanitize-html itself is listed so the pattern reaches its nested node_modules.
const sanitizeHtmlEsm = ['sanitize-html', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];
// openid-client 6 and its oauth4webapi and jose are ESM-only (the university sign-in, server/autenticacion/clienteOidc.ts).
const oidcEsm = ['openid-client', 'oauth4webapi', 'jose'];
// ESM-only packages under fastify and otplib (Node 20 loads them natively; jest's CommonJS runtime cannot).
const esmOnly = [...oidcEsm, 'content-disposition', 'cookie', '@otplib', '@scure/base', '@noble/hashes', 'feed', ...sanitizeHtmlEsm];
const mswEsm = ['rettime', 'until-async', '@open-draft/deferred-promise'];

/** tsconfig.json's paths: @/ is src/, @server/ is server/. */
const alias = { '^@/(.*)$': '<rootDir>/src/$1', '^@server/(.*)$': '<rootDir>/server/$1' };

const config: Config = {
  // a loaded 2-core machine can take seconds to build a test app (three scrypt logins per harness):
  // jest's default 5 s failed setups under load, never an assertion
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/pruebas/jsdomEnvironment.js',
      // resolve packages' node builds, not their browser ones: msw/node (the fake api.php of the
      // page tests) has no browser build, and jsdom is not a browser for the network
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': tsJest },
      // ESM-only packages under msw, compiled to CommonJS like our own code
      transformIgnorePatterns: [`/node_modules/(?!(${mswEsm.join('|')})/)`],
      // styles first: a stylesheet imported through an alias (@/shared/admin/cola.css) is a style too
      moduleNameMapper: {
        '\\.css$': '<rootDir>/__mocks__/styleMock.js',
        ...alias,
        '^axios$': 'axios/dist/node/axios.cjs',
        '\\.(png|jpe?g|gif|webp|svg)$': '<rootDir>/__mocks__/fileMock.js',
      },
      setupFilesAfterEnv: ['<rootDir>/src/pruebas/setupTests.ts'],
    },
    {
      displayName: 'api',
      globalSetup: '<rootDir>/server/pruebas/calentarDemo.cjs',
      testEnvironment: 'node',
      // the bench's own pieces with logic of their own (bench/*.test.ts) run here too
      roots: ['<rootDir>/server', '<rootDir>/bench'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.[tj]sx?$': tsJest },
      // server rendering (server/ssr) runs the SPA's source: its styles and images are not code
      moduleNameMapper: {
        '\\.css$': '<rootDir>/__mocks__/styleMock.js',
        ...alias,
        '\\.(png|jpe?g|gif|webp|svg)$': '<rootDir>/__mocks__/fileMock.js',
      },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    },
  ],
};

export default config;
