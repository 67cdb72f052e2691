// Registries found by convention (herramientas/generadores): a file dropped in its folder, following
// the convention, is in the generated registry after `npm run generar`, with nothing else edited.
// Run on a temporary copy of the folders the generators read, so the tree's own files stay as they are.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ordenarSemillas, type Semilla } from './db/semillas/semilla';

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
    fs.writeFileSync(path.join(dir, 'src/shared/api/contrato/titulados.ts'), 'export interface ContratoTitulados {}\n');
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

  test('generating twice writes the same text (stable order)', () => {
    const antes = leer(dir, 'server/api/funciones.generado.ts');
    generar(dir);
    expect(leer(dir, 'server/api/funciones.generado.ts')).toBe(antes);
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
