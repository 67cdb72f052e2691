// server/db/semillas/semillas.generado.ts: the demo content's parts. Convention: every
// `server/db/semillas/*.ts` (tests aside) that exports `export const semilla: Semilla = { sembrar,
// despuesDe? }` is one seed, named by its file; `despuesDe` names the seeds (files) it needs first.
import { AVISO, escribir, exportaciones } from './comun.mjs';

export function generar() {
  const partes = exportaciones('server/db/semillas', /\.ts$/, /^export const (semilla)\b/gm);
  const texto =
    AVISO +
    "import type { Semilla } from './semilla';\n" +
    partes.map((p) => `import { semilla as ${p.modulo} } from './${p.modulo}';\n`).join('') +
    '\n/** Every seed of this folder, by file name (semilla.ts orders them by `despuesDe`). */\nexport const semillasDescubiertas: Record<string, Semilla> = {\n' +
    partes.map((p) => `  ${p.modulo},\n`).join('') +
    '};\n';
  escribir('server/db/semillas/semillas.generado.ts', texto);
}
