// A temporary copy of the folders the generators (herramientas/generadores) and the registries read,
// for tests that drop a throwaway entity in and run `npm run generar` and the copy's own code there:
// the tree's files stay as they are (server/generadores.test.ts, server/entidadNueva.test.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RAIZ = path.join(__dirname, '..', '..');

export function copia(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generadores-'));
  for (const c of ['herramientas', 'server', 'src/shared', 'src/features', 'src/app'])
    if (fs.existsSync(path.join(RAIZ, c)))
      fs.cpSync(path.join(RAIZ, c), path.join(dir, c), { recursive: true, filter: (f) => !f.endsWith('.generado.ts') });
  // to run the copy's server code (tsx reads the path aliases from tsconfig.json), and the
  // generators format as in the tree (prettier, found there, reads .prettierrc.json); raiz.ts looks for package.json
  for (const f of ['package.json', 'tsconfig.json', '.prettierrc.json']) fs.copyFileSync(path.join(RAIZ, f), path.join(dir, f));
  fs.symlinkSync(path.join(RAIZ, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export const generar = (dir: string) =>
  execFileSync(process.execPath, [path.join(dir, 'herramientas', 'generar.mjs')], { cwd: dir, timeout: 20_000 });
export const leer = (dir: string, ruta: string) => fs.readFileSync(path.join(dir, ruta), 'utf8');
export const escribir = (dir: string, ruta: string, texto: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, ruta)), { recursive: true });
  fs.writeFileSync(path.join(dir, ruta), texto);
};

/** Runs `codigo` (TypeScript, paths from the copy's root) in the copy with tsx and returns what it printed as JSON. */
export const sondear = <T>(dir: string, codigo: string): T =>
  JSON.parse(execFileSync(path.join(RAIZ, 'node_modules', '.bin', 'tsx'), ['-e', codigo], { cwd: dir, timeout: 60_000, encoding: 'utf8' })) as T;
