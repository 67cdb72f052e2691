// Builds the production bundle and the compiled server once before the browser tests
// (E2E_SKIP_BUILD=1 reuses dist/ and dist-server/).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async () => {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = path.resolve(__dirname, '..');
  // REDUX_DEVTOOLS=1: the store connects to the devtools when they are there (replayDialogos.e2e.ts
  // stands them in to export and import states as QA does); without them it is the same store
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDUX_DEVTOOLS: process.env.REDUX_DEVTOOLS ?? '1' },
  });
  // the server as production runs it: compiled to dist-server/ (esbuild, well under a second)
  execFileSync('npm', ['run', '-s', 'build:server'], { cwd: root, stdio: 'inherit' });
  // the demo photos and their variants, generated once before any server seeds (server/semillas/imagenDemo.ts)
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '-e', "require('./server/semillas/imagenDemo').calentarImagenesDemo()"],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
};
