// npm run dev: the api.php server restarting on change (tsx watch) and webpack-dev-server with
// live rebuilds, proxying /api.php and /uploads to it. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
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
console.log(`\nSitio en desarrollo: http://127.0.0.1:${devPort} (API en el puerto ${process.env.PORT ?? 3000})\n`);

const terminar = () => {
  for (const h of hijos) h.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', terminar);
process.on('SIGTERM', terminar);
for (const h of hijos) h.on('exit', (code) => code && terminar());
