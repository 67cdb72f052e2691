// server/semillas/semillas.generado.ts: the demo content's parts. Convention: every entity's
// `server/entidades/<x>/semilla.ts` that exports `export const semilla: Semilla = { sembrar,
// despuesDe? }` is one seed, named by its folder; `despuesDe` names the seeds (folders) it needs first.
import { AVISO, escribir, porEntidad } from './comun.mjs';

export function generar() {
  const partes = porEntidad('semilla.ts', /^export const (semilla)\b/gm);
  const texto =
    AVISO +
    "import type { Semilla } from './semilla';\n" +
    partes.map((p) => `import { semilla as ${p.modulo} } from '@server/entidades/${p.modulo}/semilla';\n`).join('') +
    "\n/** Every entity folder's seed, by folder name (semilla.ts orders them by `despuesDe`). */\nexport const semillasDescubiertas: Record<string, Semilla> = {\n" +
    partes.map((p) => `  ${p.modulo},\n`).join('') +
    '};\n';
  escribir('server/semillas/semillas.generado.ts', texto);
}
