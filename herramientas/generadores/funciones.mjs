// server/api/funciones.generado.ts: the funcion registry's parts. Convention: every
// `server/funciones/*.ts` (tests aside) that exports `export const funciones<Algo> = { … }` has that
// object spread into the registry (server/api/funciones.ts types it against the contract). A file
// that merges another's funciones (usuarios.ts, foro.ts) spreads the same entries twice: harmless.
import { AVISO, escribir, exportaciones, importar } from './comun.mjs';

export function generar() {
  const partes = exportaciones('server/funciones', /\.ts$/, /^export const (funciones[A-Z]\w*)\b/gm);
  const texto =
    AVISO +
    partes.map((p) => importar(p.nombres, `../funciones/${p.modulo}`).replace("'./../", "'../")).join('') +
    '\n/** Every `funciones<Algo>` a server/funciones/*.ts exports, in file order. */\nexport const funcionesDescubiertas = {\n' +
    partes.flatMap((p) => p.nombres.map((n) => `  ...${n},\n`)).join('') +
    '};\n';
  escribir('server/api/funciones.generado.ts', texto);
}
