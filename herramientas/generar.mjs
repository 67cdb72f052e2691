// Registries found by convention: instead of a list that names every entity (and that a newcomer
// must find and edit), each generator below looks for the files a convention names (every
// server/entidades/<x>/funciones.ts, every feature's recurso.ts…) and writes the list as a `*.generado.ts`
// module beside its readers. The generated files are not in git: `npm ci` (prepare) and every
// script that reads them (build, typecheck, lint, test, dev, bench) write them first.
// Plain Node, no TypeScript: it runs before anything is compiled, also in production installs.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const aqui = dirname(fileURLToPath(import.meta.url));
const generadores = readdirSync(join(aqui, 'generadores'))
  .filter((f) => f.endsWith('.mjs'))
  .sort();
for (const f of generadores) {
  const modulo = await import(pathToFileURL(join(aqui, 'generadores', f)).href);
  await modulo.generar();
}
