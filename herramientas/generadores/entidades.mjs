// Each entity's part in the registries that serve every entity (audit trail, search, sitemap).
// Server: every `server/entidades/<x>/repositorio.ts` constant declared `export const <nombre>: Entidad =`
// → server/db/repositorios/entidades.generado.ts (imports them; server/db/entidades.ts reads it).
// Shared: every contract file's one-line `export const ENTIDAD_<X> = { clave: '…', bitacora: '…'
// [, busqueda: '…'] } as const;` → contrato/bitacora.generado.ts (the trail's labels) and
// contrato/busqueda.generado.ts (the kinds of search result). These two are written as literal
// text, not imports: busqueda.ts is in every visitor's bundle (the search box reads its limits), and
// importing every contract file there would bring each entity's messages with it. A declaration in
// another shape stops the generator with the file's name, so nothing is left out silently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVISO, RAIZ, archivos, escribir, porEntidad } from './comun.mjs';

const LINEA = /^export const ENTIDAD_[A-Z_]+ = \{ clave: '([a-z_]+)', bitacora: '([^'\\]+)'(?:, busqueda: '([^'\\]+)')? \} as const;$/;

function etiquetas() {
  const carpeta = 'src/shared/api/contrato';
  const todas = [];
  for (const f of archivos(carpeta, /^(?!.*\.(test|esquema|generado)\.ts$).*\.ts$/)) {
    for (const linea of readFileSync(join(RAIZ, carpeta, f), 'utf8').split('\n')) {
      if (!linea.startsWith('export const ENTIDAD_')) continue;
      const m = LINEA.exec(linea);
      if (!m) throw new Error(`${carpeta}/${f}: ENTIDAD_… debe ser una línea { clave: '…', bitacora: '…'[, busqueda: '…'] } as const;\n${linea}`);
      todas.push({ clave: m[1], bitacora: m[2], busqueda: m[3] });
    }
  }
  return todas;
}

const objeto = (nombre, pares, doc) =>
  `\n/** ${doc} */\nexport const ${nombre} = {\n${pares.map(([k, v]) => `  ${k}: '${v}',\n`).join('')}} as const;\n`;

export function generar() {
  const partes = porEntidad('repositorio.ts', /^export const (\w+): Entidad = /gm);
  escribir(
    'server/db/repositorios/entidades.generado.ts',
    AVISO +
      "import type { Entidad } from './entidad';\n" +
      partes.map((p) => `import { ${p.nombres.join(', ')} } from '@server/entidades/${p.modulo}/repositorio';\n`).join('') +
      "\n/** Every `Entidad` an entity folder's repositorio.ts declares, in folder order. */\nexport const entidadesDescubiertas: readonly Entidad[] = [\n" +
      partes.flatMap((p) => p.nombres.map((n) => `  ${n},\n`)).join('') +
      '];\n',
  );
  const e = etiquetas();
  escribir(
    'src/shared/api/contrato/bitacora.generado.ts',
    AVISO +
      objeto(
        'ENTIDADES_DECLARADAS',
        e.map((x) => [x.clave, x.bitacora]).sort((a, b) => a[1].localeCompare(b[1], 'es')),
        "Each contract's ENTIDAD_<X>: its name in the audit trail (by name: the trail's filter lists them so).",
      ),
  );
  escribir(
    'src/shared/api/contrato/busqueda.generado.ts',
    AVISO +
      objeto(
        'TIPOS_DECLARADOS',
        e.filter((x) => x.busqueda).map((x) => [x.clave, x.busqueda]),
        "Each contract's ENTIDAD_<X> that the search shows: its kind of result.",
      ),
  );
}
