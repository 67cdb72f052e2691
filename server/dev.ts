// npm run dev: the api.php server restarting on change (tsx watch) and webpack-dev-server with
// live rebuilds, proxying /api.php and /uploads to it; the registries' import lists (npm run
// generar) written again when a file of src/ or server/ is added, removed or changes. Ctrl+C stops all.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(__dirname, '..');
const bin = (n: string) => path.join(raiz, 'node_modules', '.bin', n);
const devPort = process.env.DEV_PORT ?? '8080';
const env = {
  ...process.env,
  // the dev server's page posts to the proxy with its own Origin
  ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, `http://127.0.0.1:${devPort}`, `http://localhost:${devPort}`].filter(Boolean).join(','),
};

const hijos: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], { cwd: raiz, env, stdio: 'inherit' }),
  spawn(bin('webpack'), ['serve', '--mode', 'development'], { cwd: raiz, env, stdio: 'inherit' }),
];
// A new entity's folder or a feature's new recurso.ts joins its list without a restart. The generators
// write a module only when its text changes, so the watchers above see nothing when nothing moved.
let pendiente: NodeJS.Timeout | undefined;
const generar = () =>
  execFile(process.execPath, [path.join(raiz, 'herramientas', 'generar.mjs')], { cwd: raiz }, (e, _out, err) => {
    if (e) console.error(`npm run generar: ${err || e.message}`);
  });
for (const carpeta of ['src', 'server'])
  watch(path.join(raiz, carpeta), { recursive: true }, (_evento, archivo) => {
    if (!archivo || !archivo.endsWith('.ts') || archivo.endsWith('.generado.ts')) return;
    clearTimeout(pendiente);
    pendiente = setTimeout(generar, 300);
  });

console.log(`\nSitio en desarrollo: http://127.0.0.1:${devPort} (API en el puerto ${process.env.PORT ?? 3000})\n`);

const terminar = () => {
  for (const h of hijos) h.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', terminar);
process.on('SIGTERM', terminar);
for (const h of hijos) h.on('exit', (code) => code && terminar());
