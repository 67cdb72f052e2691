// The project's root (the folder with package.json), found from this module's folder: the same
// answer when the server runs from its TypeScript sources (server/…, tests, tsx) and from the
// compiled bundle in dist-server/ (`npm run build:server`). Files the server reads at run time
// (migrations, the common-password list, the SSR bundle, dist/) are located from it.
import fs from 'node:fs';
import path from 'node:path';

function buscarRaiz(desde: string): string {
  for (let dir = desde; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No se encontró package.json desde ${desde}.`);
  }
}

export const RAIZ = buscarRaiz(__dirname);
