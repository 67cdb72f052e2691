// Each entity's part in the registries that serve every entity (audit trail, search, sitemap).
// Server: every `server/entidades/<x>/repositorio.ts` constant declared `export const <nombre>: Entidad =`
// → server/db/repositorios/entidades.generado.ts (imports them; server/db/entidades.ts reads it).
// Shared: every contract file's `export const ENTIDAD_<X> = { clave, bitacora } as const;`
// → contrato/entidades.generado.ts (a list of imports): the trail's labels (bitacora.ts) are built
// from it, and the revision keys, cache tags and search kinds. Only the server and the area chunks
// read it at run time: a contract file carries its forms' zod schemas, which a visitor must not
// download (a visitor's page reads the declarations' types only, and the search kinds' words come
// in the search's answer).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { AVISO, RAIZ, escribir, exportaciones, porEntidad } from './comun.mjs';

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
  const contratos = exportaciones('src/shared/api/contrato', /^(?!index\.ts$)(?!.*\.esquema\.ts$).*\.ts$/, /^export const (ENTIDAD_[A-Z_]+)\b/gm);
  escribir(
    'src/shared/api/contrato/entidades.generado.ts',
    AVISO +
      contratos.map((p) => `import { ${p.nombres.join(', ')} } from './${p.modulo}';\n`).join('') +
      "\n/** Every contract's `ENTIDAD_<X>`, in file order. */\nexport const ENTIDADES_CONTRATO = [\n" +
      contratos.flatMap((p) => p.nombres.map((n) => `  ${n},\n`)).join('') +
      '] as const;\n',
  );
  for (const r of ['bitacora', 'busqueda']) rmSync(join(RAIZ, `src/shared/api/contrato/${r}.generado.ts`), { force: true }); // written as text before
}
