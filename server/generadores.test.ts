// Registries found by convention (herramientas/generadores): a file dropped in its folder, following
// the convention, is in the generated registry after `npm run generar`, with nothing else edited.
// Run on a temporary copy of the folders the generators read, so the tree's own files stay as they are.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ordenarSemillas, type Semilla } from './db/semillas/semilla';
import { ENTIDADES } from './db/entidades';
import { FUENTES } from './busqueda/fuentes';
import { TIPOS_RESULTADO } from '@/shared/api/contrato/busqueda';
import { ENTIDADES_BITACORA } from '@/shared/api/contrato/bitacora';

const RAIZ = path.join(__dirname, '..');

function copia(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generadores-'));
  for (const c of ['herramientas', 'server', 'src/shared', 'src/features', 'src/app'])
    if (fs.existsSync(path.join(RAIZ, c)))
      fs.cpSync(path.join(RAIZ, c), path.join(dir, c), { recursive: true, filter: (f) => !f.endsWith('.generado.ts') });
  return dir;
}

const generar = (dir: string) => execFileSync(process.execPath, [path.join(dir, 'herramientas', 'generar.mjs')], { cwd: dir, timeout: 20_000 });
const leer = (dir: string, ruta: string) => fs.readFileSync(path.join(dir, ruta), 'utf8');

describe('registros por convención', () => {
  let dir: string;
  beforeAll(() => {
    dir = copia();
    fs.writeFileSync(path.join(dir, 'server/funciones/titulados.ts'), 'export const funcionesTitulados = {};\n');
    fs.writeFileSync(
      path.join(dir, 'server/db/semillas/titulados.ts'),
      "export const semilla = { sembrar: () => undefined, despuesDe: ['empresas'] };\n",
    );
    fs.writeFileSync(
      path.join(dir, 'src/shared/api/contrato/titulados.ts'),
      "export const ENTIDAD_TITULADO = { clave: 'titulado', bitacora: 'Titulado', busqueda: 'Titulado del programa' } as const;\n" +
        'export interface ContratoTitulados {}\n',
    );
    fs.writeFileSync(
      path.join(dir, 'server/db/repositorios/titulados.ts'),
      "import type { Entidad } from './entidad';\nexport const entidadTitulado: Entidad = { entidad: 'titulado' } as never;\n",
    );
    fs.mkdirSync(path.join(dir, 'src/features/titulados'));
    fs.writeFileSync(path.join(dir, 'src/features/titulados/recurso.ts'), 'export const recurso = { filas: [] };\n');
    fs.writeFileSync(path.join(dir, 'src/features/titulados/filasPublicas.ts'), 'export const filasPublicas = [];\n');
    // a module an earlier version generated (a feature's endpoints copied as text), left in a working copy
    fs.writeFileSync(path.join(dir, 'src/features/egresados/api.generado.ts'), 'export const copia = 1;\n');
    generar(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a new server/funciones/<x>.ts is spread into the registry', () => {
    const t = leer(dir, 'server/api/funciones.generado.ts');
    expect(t).toContain("import { funcionesTitulados } from '../funciones/titulados';");
    expect(t).toContain('...funcionesTitulados,');
    expect(t).toContain('...funcionesEgresados,');
    expect(t).not.toMatch(/test/);
  });

  test("a new contract file's Contrato<Algo> is extended by Contrato", () => {
    const t = leer(dir, 'src/shared/api/contrato/contrato.generado.ts');
    expect(t).toContain("import type { ContratoTitulados } from './titulados';");
    expect(t).toMatch(/^ {4}ContratoTitulados,$/m);
    expect(t).toMatch(/^ {4}ContratoBitacora,\n {4}ContratoSeguridad,$/m);
    expect(t).not.toContain('esquema');
  });

  test('a new server/db/semillas/<x>.ts is a seed; helpers without `semilla` are not', () => {
    const t = leer(dir, 'server/db/semillas/semillas.generado.ts');
    expect(t).toContain("import { semilla as titulados } from './titulados';");
    expect(t).toContain('  titulados,\n');
    expect(t).not.toContain('imagenDemo');
    expect(t).not.toContain("from './index'");
  });

  test("a new repository's `Entidad` joins the audit trail's, the search's and the sitemap's registry", () => {
    const t = leer(dir, 'server/db/repositorios/entidades.generado.ts');
    expect(t).toContain("import { entidadTitulado } from './titulados';");
    expect(t).toMatch(/^ {2}entidadTitulado,$/m);
    expect(t).toContain("import { entidadPregunta, entidadRespuesta } from './foro';");
    // entidad.ts declares the type, not an entity; the tests and the index are not read
    expect(t).not.toMatch(/^import \{[^}]*\} from '\.\/(entidad|bitacora)';$/m);
  });

  test("a new contract's ENTIDAD_<X> is listed by import (the trail's names and the search's kinds are built from the list)", () => {
    const t = leer(dir, 'src/shared/api/contrato/entidades.generado.ts');
    expect(t).toContain("import { ENTIDAD_TITULADO } from './titulados';");
    expect(t).toContain("import { ENTIDAD_PREGUNTA, ENTIDAD_RESPUESTA } from './foro';");
    expect(t).toMatch(/^ {2}ENTIDAD_TITULADO,$/m);
    expect(fs.existsSync(path.join(dir, 'src/shared/api/contrato/bitacora.generado.ts'))).toBe(false);
  });

  test("a new feature's recurso.ts and filasPublicas.ts are listed by import; its endpoints are its own api.ts, in git", () => {
    expect(leer(dir, 'src/app/recursos.generado.ts')).toContain("import { recurso as recursoTitulados } from '@/features/titulados/recurso';");
    expect(leer(dir, 'src/app/publicos.generado.ts')).toContain(
      "import { filasPublicas as publicasTitulados } from '@/features/titulados/filasPublicas';",
    );
    for (const x of ['egresados', 'eventos', 'foro', 'usuarios']) expect(leer(dir, `src/features/${x}/api.ts`)).toContain(`export const ${x}Api =`);
    // what an earlier version generated is gone, and nothing under src/features is generated now
    const generados = fs.readdirSync(path.join(dir, 'src/features'), { recursive: true }).filter((f) => String(f).endsWith('.generado.ts'));
    expect(generados).toEqual([]);
  });

  test('every generated module is a list of imports: no code is copied as text', () => {
    const todos = ['server', 'src'].flatMap((c) =>
      (fs.readdirSync(path.join(dir, c), { recursive: true }) as string[]).filter((f) => f.endsWith('.generado.ts')).map((f) => path.join(c, f)),
    );
    expect(todos.length).toBeGreaterThanOrEqual(6);
    for (const f of todos)
      for (const linea of leer(dir, f)
        .split('\n')
        .filter((l) => l.trim() && !l.trim().startsWith('//') && !l.trim().startsWith('/**')))
        expect(`${f}: ${linea}`).toMatch(
          /: (import (type )?\{ [\w, ]+( as \w+)? \} from '[@\w./]+';|export (const|interface) \w+(: [\w<>[\], ]+)?( = \[| = \{|\s*$)|\s+(\.\.\.)?\w+,?|\s*extends|[\]}][\w ]*( as const|\.flat\(\))?;?|export const \w+: readonly \w+\[\] = \[[\w., ]*\](\.flat\(\))?;|\s+\w+,? \{\})$/,
        );
  });

  test('generating twice writes the same text (stable order)', () => {
    const antes = leer(dir, 'server/api/funciones.generado.ts');
    generar(dir);
    expect(leer(dir, 'server/api/funciones.generado.ts')).toBe(antes);
  });
});

describe('the registries of this tree', () => {
  test('every kind of search result has its source, and every entity the search shows is a kind', () => {
    expect(Object.keys(FUENTES).sort()).toEqual(Object.keys(TIPOS_RESULTADO).sort());
    for (const e of ENTIDADES) if (e.busqueda) expect(Object.keys(TIPOS_RESULTADO)).toContain(e.entidad);
  });

  test('every entity a repository declares has its name in the audit trail', () => {
    for (const e of ENTIDADES) expect(Object.keys(ENTIDADES_BITACORA)).toContain(e.entidad);
    expect(ENTIDADES.map((e) => e.entidad)).toEqual(expect.arrayContaining(['egresado', 'empresa', 'enlace', 'experiencia', 'pregunta', 'proyecto']));
  });
});

describe('ordenarSemillas', () => {
  const registro: string[] = [];
  const s = (nombre: string, despuesDe?: string[]): Semilla => ({ sembrar: () => void registro.push(nombre), despuesDe });

  test('by file name, each after the seeds it waits for', async () => {
    registro.length = 0;
    const orden = ordenarSemillas({
      experiencias: s('experiencias', ['empresas']),
      egresados: s('egresados'),
      empresas: s('empresas'),
      a: s('a', ['zeta']),
      zeta: s('zeta'),
    });
    for (const x of orden) await x.sembrar(undefined as never, undefined as never);
    expect(registro).toEqual(['zeta', 'a', 'egresados', 'empresas', 'experiencias']);
  });

  test('an unknown name or a cycle is refused with a Spanish message', () => {
    expect(() => ordenarSemillas({ a: s('a', ['nadie']) })).toThrow('La semilla a espera a "nadie", que no existe en server/db/semillas/.');
    expect(() => ordenarSemillas({ a: s('a', ['b']), b: s('b', ['a']) })).toThrow('Las semillas se esperan en círculo: a → b → a.');
  });
});
