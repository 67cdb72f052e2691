// server/entidades/importaciones/mapeos.generado.ts: the spreadsheet import's mappings. Convention:
// every entity's `server/entidades/<x>/importacion.ts` that exports `export const importacion: Mapeo`
// (its columns and how a row becomes its registration's payload) is one; its repository's
// `Entidad.importacion` holds the SQL. columnas.ts keys them by the mapping's `entidad`.
import { AVISO, escribir, porEntidad } from './comun.mjs';

export function generar() {
  const partes = porEntidad('importacion.ts', /^export const (importacion)\b/gm);
  const texto =
    AVISO +
    "import type { Mapeo } from './celdas';\n" +
    partes.map((p) => `import { importacion as ${p.modulo} } from '@server/entidades/${p.modulo}/importacion';\n`).join('') +
    "\n/** Every entity folder's importacion.ts, in folder order. */\n" +
    `export const mapeosDescubiertos: readonly Mapeo[] = [${partes.map((p) => p.modulo).join(', ')}];\n`;
  escribir('server/entidades/importaciones/mapeos.generado.ts', texto);
}
