// src/shared/api/contrato/contrato.generado.ts: the api.php contract's parts. Convention: every
// `src/shared/api/contrato/*.ts` (tests, `*.esquema.ts` and index.ts aside) that declares
// `export interface Contrato<Algo> { … }` is one of the interfaces `Contrato` extends.
import { AVISO, escribir, exportaciones, importar } from './comun.mjs';

export function generar() {
  const partes = exportaciones('src/shared/api/contrato', /^(?!index\.ts$)(?!.*\.esquema\.ts$).*\.ts$/, /^export interface (Contrato[A-Z]\w*)\b/gm);
  const nombres = partes.flatMap((p) => p.nombres);
  const texto =
    AVISO +
    partes.map((p) => importar(p.nombres, p.modulo, true)).join('') +
    '\n/** Every `Contrato<Algo>` interface a contract file declares (index.ts names it `Contrato`). */\n' +
    `export interface ContratoDescubierto\n  extends\n${nombres.map((n) => `    ${n}`).join(',\n')} {}\n`;
  escribir('src/shared/api/contrato/contrato.generado.ts', texto);
}
