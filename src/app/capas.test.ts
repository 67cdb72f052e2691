// DESIGN.md §3 import boundaries, read from the import lines of src/** (relative and `@/` alike): app → features → shared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { archivosFuente } from '@/pruebas/ciclos';

const SRC = path.resolve(__dirname, '..');
const PATRON = /\b(?:import|export)\s+(type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

interface Capa {
  capa: string;
  feature?: string;
  resto: string[];
}
/** Where an import leads under `raiz`: a relative path or the `@/` alias (tsconfig's paths: src/*); null for a package. */
function aRuta(desde: string, spec: string, raiz: string): string | null {
  if (spec.startsWith('.')) return path.resolve(path.dirname(desde), spec);
  if (spec.startsWith('@/')) return path.join(raiz, spec.slice(2));
  return null;
}

function capa(abs: string, raiz: string): Capa {
  const partes = path.relative(raiz, abs).split(path.sep);
  if (partes[0] === 'features') return { capa: 'features', feature: partes[1], resto: partes.slice(2) };
  return { capa: partes[0], resto: partes.slice(1) };
}

function infracciones(raiz = SRC): string[] {
  const out: string[] = [];
  for (const f of archivosFuente(raiz)) {
    if (f.includes(`${path.sep}testing${path.sep}`)) continue;
    const aqui = capa(f, raiz);
    const texto = fs.readFileSync(f, 'utf8');
    for (const m of texto.matchAll(PATRON)) {
      const soloTipo = Boolean(m[1]);
      const spec = m[2] ?? m[3];
      const destinoAbs = aRuta(f, spec, raiz);
      if (!destinoAbs) continue;
      const destino = capa(destinoAbs, raiz);
      const rel = path.relative(raiz, f);
      if (aqui.capa === 'shared' && (destino.capa === 'features' || (destino.capa === 'app' && !soloTipo))) out.push(`${rel} → ${spec}`);
      if (aqui.capa === 'features' && destino.capa === 'features' && destino.feature !== aqui.feature) out.push(`${rel} → ${spec}`);
      if (aqui.capa === 'features' && destino.capa === 'app' && !soloTipo) out.push(`${rel} → ${spec}`);
      // as eslint's boundaries rule: a module `npm run generar` writes into app/ names the pages its copied rows load
      if (
        aqui.capa === 'app' &&
        !rel.endsWith('.generado.ts') &&
        destino.capa === 'features' &&
        !(destino.resto.length === 0 || ['index', 'index.ts', 'recurso', 'recurso.ts'].includes(destino.resto[0]))
      ) {
        out.push(`${rel} → ${spec} (past the feature's index.ts)`);
      }
    }
  }
  return out;
}

describe('import boundaries (DESIGN.md §3)', () => {
  it('no feature imports another feature or app/; shared imports neither; app goes through index.ts (or recurso.ts)', () => {
    expect(infracciones()).toEqual([]);
  });

  it('the checker itself catches each kind of violation', () => {
    const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'limites-'));
    const escribir = (rel: string, texto: string) => {
      fs.mkdirSync(path.dirname(path.join(raiz, rel)), { recursive: true });
      fs.writeFileSync(path.join(raiz, rel), texto);
    };
    try {
      escribir('features/a/malo.ts', "import { x } from '../b/api';\nimport { s } from '../../app/store';\n");
      escribir('features/a/bueno.ts', "import type { RootState } from '../../app/store';\nimport { y } from '../../shared/lib/y';\n");
      escribir('shared/lib/malo.ts', "import { z } from '../../features/a/bueno';\n");
      escribir('app/malo.tsx', "import { w } from '../features/a/admin/Pagina';\nimport { v } from '../features/a';\n");
      // the same rules through the @/ alias
      escribir(
        'features/c/malo.ts',
        "import { x } from '@/features/b/api';\nimport type { T } from '@/features/b/tipos';\nimport { s } from '@/app/store';\n",
      );
      escribir('shared/ui/malo.tsx', "import { z } from '@/features/a/bueno';\nimport { q } from '@/shared/lib/q';\n");
      escribir('app/alias.tsx', "import { w } from '@/features/a/admin/Pagina';\nimport { r } from '@/features/a/recurso';\n");
      expect(infracciones(raiz).sort()).toEqual(
        [
          `app${path.sep}malo.tsx → ../features/a/admin/Pagina (past the feature's index.ts)`,
          `features${path.sep}a${path.sep}malo.ts → ../b/api`,
          `features${path.sep}a${path.sep}malo.ts → ../../app/store`,
          `shared${path.sep}lib${path.sep}malo.ts → ../../features/a/bueno`,
          `features${path.sep}c${path.sep}malo.ts → @/features/b/api`,
          `features${path.sep}c${path.sep}malo.ts → @/features/b/tipos`,
          `features${path.sep}c${path.sep}malo.ts → @/app/store`,
          `shared${path.sep}ui${path.sep}malo.tsx → @/features/a/bueno`,
          `app${path.sep}alias.tsx → @/features/a/admin/Pagina (past the feature's index.ts)`,
        ].sort(),
      );
    } finally {
      fs.rmSync(raiz, { recursive: true, force: true });
    }
  });
});
