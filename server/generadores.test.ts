// Registries found by convention (herramientas/generadores): a file dropped in its folder, following
// the convention, is in the generated registry after `npm run generar`, with nothing else edited.
// Run on a temporary copy of the folders the generators read, so the tree's own files stay as they are.
// The entity dropped in (titulados: photos, a large field, 'Dar de baja') is its folder
// server/entidades/titulados/{funciones,repositorio,semilla}.ts plus its contract file: the copy is
// only added to, and every list built from the entities (run by tsx in the copy) holds it. What this
// tree's own registries hold: registros.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { copia, escribir, generar, leer, sondear } from './pruebas/copiaArbol';
import { ordenarSemillas, type Semilla } from '@server/semillas/semilla';

/** The dropped-in entity: its folder's three files, as a newcomer writes them. */
const TITULADOS = {
  'server/entidades/titulados/funciones.ts':
    "import { reactivacion } from '@server/funciones/bajas';\n" +
    'export const funcionesTitulados = {\n' +
    "  reactivarTitulado: reactivacion('reactivarTitulado', { acceso: ['a'], entidad: 'titulado', noExiste: 'No existe.', hecho: 'Reactivado.' }),\n" +
    '};\n',
  'server/entidades/titulados/repositorio.ts':
    "import { sql } from 'kysely';\n" +
    "import type { Entidad } from '@server/db/repositorios/entidad';\n" +
    'export const entidadTitulado: Entidad = {\n' +
    "  entidad: 'titulado',\n" +
    "  imagenes: [{ tabla: 'titulados', columna: 'foto_titulado' }],\n" +
    "  camposGrandes: ['foto_titulado'],\n" +
    '  baja: {\n' +
    '    reactivar: { reactivarTitulado: (pk) => sql`UPDATE titulados SET activo = 1 WHERE pk_titulado = ${pk} AND activo = 0` },\n' +
    "    lista: { nombre: 'titulados', filas: () => sql`SELECT pk_titulado AS pk FROM titulados WHERE activo = 0`, orden: sql`x.pk DESC` },\n" +
    '  },\n' +
    '} as never;\n',
  'server/entidades/titulados/semilla.ts': "export const semilla = { sembrar: () => undefined, despuesDe: ['empresas'] };\n",
};

/** Every list the server builds from its entities, as the copy's own code computes it. */
const SONDA = `
import { ENTIDADES } from './server/db/entidades';
import { COLUMNAS_IMAGEN } from './server/db/repositorios/imagenesGuardadas';
import { CAMPOS_GRANDES } from './server/http/cuerpo';
import { listasBaja, reactivaciones } from './server/db/repositorios/bajas';
import { funciones } from './server/api/funciones';
import { semillasDescubiertas } from './server/semillas/semillas.generado';
console.log(JSON.stringify({
  entidades: ENTIDADES.map((e) => e.entidad),
  columnasImagen: COLUMNAS_IMAGEN,
  camposGrandes: [...CAMPOS_GRANDES],
  listasBaja: [...listasBaja().keys()],
  reactivaciones: [...reactivaciones().keys()],
  funciones: Object.keys(funciones),
  semillas: Object.keys(semillasDescubiertas),
}));
`;

describe('registros por convención', () => {
  let dir: string;
  beforeAll(() => {
    dir = copia();
    for (const [ruta, texto] of Object.entries(TITULADOS)) escribir(dir, ruta, texto);
    fs.writeFileSync(
      path.join(dir, 'src/shared/api/contrato/titulados.ts'),
      "import type { RespuestaComun } from './comun';\n" +
        "export const ENTIDAD_TITULADO = { clave: 'titulado', bitacora: 'Titulado' } as const;\n" +
        'export interface ContratoTitulados {\n  reactivarTitulado: { pide: { pk: string }; responde: RespuestaComun };\n}\n' +
        "declare module './bajas' {\n  interface ListasBaja {\n    titulados: true;\n  }\n}\n",
    );
    fs.mkdirSync(path.join(dir, 'src/features/titulados'));
    fs.writeFileSync(path.join(dir, 'src/features/titulados/recurso.ts'), 'export const recurso = { filas: [] };\n');
    fs.writeFileSync(path.join(dir, 'src/features/titulados/filasPublicas.ts'), 'export const filasPublicas = [];\n');
    // a module an earlier version generated (a feature's endpoints copied as text), left in a working copy
    fs.writeFileSync(path.join(dir, 'src/features/egresados/api.generado.ts'), 'export const copia = 1;\n');
    generar(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a new server/entidades/<x>/funciones.ts is spread into the registry (the folder's other files are not)", () => {
    const t = leer(dir, 'server/api/funciones.generado.ts');
    expect(t).toContain("import { funcionesTitulados } from '../entidades/titulados/funciones';");
    expect(t).toContain('...funcionesTitulados,');
    expect(t).toContain('...funcionesEgresados,');
    // what is not an entity stays in server/funciones/ and is found there
    expect(t).toContain("import { funcionesBajas } from '../funciones/bajas';");
    expect(t).not.toContain('funcionesAlumnos');
    expect(t).not.toMatch(/test/);
  });

  test("a new contract file's Contrato<Algo> is extended by Contrato", () => {
    const t = leer(dir, 'src/shared/api/contrato/contrato.generado.ts');
    expect(t).toContain("import type { ContratoTitulados } from './titulados';");
    expect(t).toMatch(/^ {4}ContratoTitulados,$/m);
    expect(t).toMatch(/^ {4}ContratoBitacora,\n {4}ContratoSeguridad,$/m);
    expect(t).not.toContain('esquema');
  });

  test('a new server/entidades/<x>/semilla.ts is a seed named by its folder; helpers and folders without one are not', () => {
    const t = leer(dir, 'server/semillas/semillas.generado.ts');
    expect(t).toContain("import { semilla as titulados } from '@server/entidades/titulados/semilla';");
    expect(t).toContain('  titulados,\n');
    expect(t).not.toContain('imagenDemo');
    expect(t).not.toContain("from './index'");
    expect(t).not.toContain('enlace');
  });

  test("a new repository's `Entidad` joins the audit trail's, the search's and the sitemap's registry", () => {
    const t = leer(dir, 'server/db/repositorios/entidades.generado.ts');
    expect(t).toContain("import { entidadTitulado } from '@server/entidades/titulados/repositorio';");
    expect(t).toMatch(/^ {2}entidadTitulado,$/m);
    expect(t).toContain("import { entidadPregunta, entidadRespuesta } from '@server/entidades/foro/repositorio';");
    // entidad.ts declares the type, not an entity; only the entity folders' repositorio.ts are read
    expect(t).not.toMatch(/^import \{[^}]*\} from '(?!@server\/entidades\/\w+\/repositorio')/m);
  });

  test('the dropped-in folder is in every list built from the entities: photos, large fields, soft delete, funciones, seeds', () => {
    const listas = sondear<Record<string, unknown[]>>(dir, SONDA);
    expect(listas.entidades).toContain('titulado');
    expect(listas.columnasImagen).toContainEqual(['titulados', 'foto_titulado']);
    expect(listas.camposGrandes).toContain('foto_titulado');
    expect(listas.listasBaja).toContain('titulados');
    expect(listas.reactivaciones).toContain('reactivarTitulado');
    expect(listas.funciones).toContain('reactivarTitulado');
    expect(listas.semillas).toContain('titulados');
    // beside the tree's own
    expect(listas.listasBaja).toEqual(expect.arrayContaining(['proyectos', 'alumnos']));
    expect(listas.columnasImagen).toContainEqual(['casos_exito', 'foto_estudiante']);
  });

  test("a new contract's ENTIDAD_<X> is listed by import (the trail's names and the search's kinds are built from the list)", () => {
    const t = leer(dir, 'src/shared/api/contrato/entidades.generado.ts');
    expect(t).toContain("import { ENTIDAD_TITULADO } from './titulados';");
    expect(t).toContain("import { ENTIDAD_PREGUNTA, ENTIDAD_RESPUESTA } from './foroEntidad';");
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

describe('ordenarSemillas', () => {
  const registro: string[] = [];
  const s = (nombre: string, despuesDe?: string[]): Semilla => ({ sembrar: () => void registro.push(nombre), despuesDe });

  test('by folder name, each after the seeds it waits for', async () => {
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
    expect(() => ordenarSemillas({ a: s('a', ['nadie']) })).toThrow('La semilla a espera a "nadie", que no existe en server/entidades/*/semilla.ts.');
    expect(() => ordenarSemillas({ a: s('a', ['b']), b: s('b', ['a']) })).toThrow('Las semillas se esperan en círculo: a → b → a.');
  });
});
