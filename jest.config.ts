// Two projects: the SPA in jsdom and the api.php server in node. Both compiled by ts-jest.
import type { Config } from 'jest';

const tsJest = ['ts-jest', { tsconfig: { rootDir: '.', isolatedModules: true, module: 'commonjs', moduleResolution: 'node10', jsx: 'react-jsx', ignoreDeprecations: '6.0', allowJs: true } }] as const;

// ESM-only packages under fastify (Node 20 loads them natively; jest's CommonJS runtime cannot).
const esmOnly = ['content-disposition', 'cookie'];
const mswEsm = ['rettime', 'until-async', '@open-draft/deferred-promise'];

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.js',
      // resolve packages' node builds, not their browser ones: msw/node (the fake api.php of the
      // page tests) has no browser build, and jsdom is not a browser for the network
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': tsJest },
      // ESM-only packages under msw, compiled to CommonJS like our own code
      transformIgnorePatterns: [`/node_modules/(?!(${mswEsm.join('|')})/)`],
      moduleNameMapper: {
        '^axios$': 'axios/dist/node/axios.cjs',
        '\\.css$': '<rootDir>/__mocks__/styleMock.js',
        '\\.(png|jpe?g|gif|webp|svg)$': '<rootDir>/__mocks__/fileMock.js',
      },
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.[tj]sx?$': tsJest },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    },
  ],
};

export default config;
