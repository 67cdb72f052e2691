// Browser tests: playwright-core driving Debian's Chromium against the real server (see arnes.ts).
const tsJest = [
  'ts-jest',
  { tsconfig: { rootDir: '.', isolatedModules: true, module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', allowJs: true } },
];

module.exports = {
  rootDir: '..',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  // tsconfig.json's paths: @/ is src/, @server/ is server/
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@server/(.*)$': '<rootDir>/server/$1' },
  transform: { '^.+\\.[tj]sx?$': tsJest },
  // ESM-only packages (fastify's, and otplib's for the second factor's codes), as in jest.config.ts
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@otplib|@scure/base|@noble/hashes)/)'],
  globalSetup: '<rootDir>/e2e/globalSetup.js',
  testTimeout: 180_000,
  // two files at once: a journey mostly waits on Chromium and the server. Measured beside another
  // run of the suites: 852 s for the 44 files with the build (1,394 s one at a time), all passing
  maxWorkers: 2,
};
