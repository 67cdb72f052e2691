// server/api/funciones.generado.ts: the funcion registry's parts. Convention: every entity's
// `server/entidades/<x>/funciones.ts`, and every other `server/funciones/*.ts` (tests aside), that
// exports `export const funciones<Algo> = { … }` has that object spread into the registry
// (server/api/funciones.ts types it against the contract). A file that merges another's funciones
// (entidades/usuarios/funciones.ts, entidades/foro/funciones.ts) spreads the same entries twice: harmless.
import { AVISO, escribir, exportaciones, importar, porEntidad } from './comun.mjs';

const EXPORTACION = /^export const (funciones[A-Z]\w*)\b/gm;

export function generar() {
  const partes = [
    ...porEntidad('funciones.ts', EXPORTACION).map((p) => ({ ...p, desde: `../entidades/${p.modulo}/funciones` })),
    ...exportaciones('server/funciones', /\.ts$/, EXPORTACION).map((p) => ({ ...p, desde: `../funciones/${p.modulo}` })),
  ];
  const texto =
    AVISO +
    partes.map((p) => importar(p.nombres, p.desde).replace("'./../", "'../")).join('') +
    '\n/** Every `funciones<Algo>` of server/entidades/<x>/funciones.ts, then of server/funciones/*.ts, in file order. */\nexport const funcionesDescubiertas = {\n' +
    partes.flatMap((p) => p.nombres.map((n) => `  ...${n},\n`)).join('') +
    '};\n';
  escribir('server/api/funciones.generado.ts', texto);
}
