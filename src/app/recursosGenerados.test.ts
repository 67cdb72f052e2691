// The SPA's registries are found by convention (herramientas/generadores/recursos.mjs): a feature
// folder dropped in with a recurso.ts and a filasPublicas.ts is listed (by import: nothing is copied)
// without editing any list; and the site's public nav, admin tiles and public rows are all there.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ENLACES_PUBLICOS, filasPublicas } from './rutasPublicas';
import { MOSAICOS_ADMIN } from './rutasAreas';
import { RECURSOS } from './recursos.generado';
import { FILAS_PUBLICAS } from './publicos.generado';
import { enOrden } from './enOrden';

const GENERADOR = resolve(__dirname, '../../herramientas/generadores/recursos.mjs');

function generarEn(raiz: string): Record<'recursosTs' | 'publicosTs', string> {
  const codigo = `const g = await import(${JSON.stringify(GENERADOR)}); console.log(JSON.stringify(g.textos(g.recursos(${JSON.stringify(raiz)}))));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', codigo], { encoding: 'utf8' })) as never;
}

/** The code lines of a generated module (its comments aside). */
const codigo = (t: string) => t.split('\n').filter((l) => l.trim() && !l.trim().startsWith('//'));

describe('the registries generated from every features/<x>/', () => {
  let raiz: string;
  beforeAll(() => {
    raiz = mkdtempSync(join(tmpdir(), 'recursos-'));
    const escribir = (x: string, archivo: string, texto: string) => {
      mkdirSync(join(raiz, 'src', 'features', x), { recursive: true });
      writeFileSync(join(raiz, 'src', 'features', x, archivo), texto);
    };
    escribir('nuevos', 'recurso.ts', "import type { Recurso } from '@/shared/recurso';\nexport const recurso: Recurso = { filas: [] };\n");
    escribir('nuevos', 'filasPublicas.ts', "export const filasPublicas = [{ path: '/nuevos', cargar: () => import('./publico/Nuevos') }];\n");
    escribir('soloPublico', 'filasPublicas.ts', "export const filasPublicas = [{ path: '/solo', cargar: () => import('./Solo') }];\n");
    // a recurso.ts without the export, a filasPublicas.ts that only mentions it: neither is listed
    escribir('otro', 'recurso.ts', '// export const recurso = …, some day\nexport const otraCosa = 1;\n');
    escribir('otro', 'filasPublicas.ts', 'export const filasPublicasViejas = [];\n');
    mkdirSync(join(raiz, 'src', 'features', 'sinRecurso'));
  });
  afterAll(() => rmSync(raiz, { recursive: true, force: true }));

  it("lists a new feature's recurso and public rows by import, with nothing else edited", () => {
    const { recursosTs, publicosTs } = generarEn(raiz);
    expect(recursosTs).toContain("import { recurso as recursoNuevos } from '@/features/nuevos/recurso';");
    expect(recursosTs).toContain('export const RECURSOS: readonly Recurso[] = [recursoNuevos];');
    expect(recursosTs).not.toMatch(/soloPublico|sinRecurso|otro/i);
    expect(publicosTs).toContain("import { filasPublicas as publicasNuevos } from '@/features/nuevos/filasPublicas';");
    expect(publicosTs).toContain("import { filasPublicas as publicasSoloPublico } from '@/features/soloPublico/filasPublicas';");
    expect(publicosTs).toContain('export const FILAS_PUBLICAS: readonly FilaPublica[] = [publicasNuevos, publicasSoloPublico].flat();');
    expect(publicosTs).not.toMatch(/sinRecurso|Otro/);
  });

  it('writes lists of imports only: no code of a feature is copied', () => {
    const { recursosTs, publicosTs } = generarEn(raiz);
    for (const t of [recursosTs, publicosTs])
      for (const linea of codigo(t))
        expect(linea).toMatch(
          /^import (type )?\{ \w+( as \w+)? \} from '@\/(shared|features)\/[\w/]+';$|^export const [A-Z_]+: readonly \w+\[\] = \[[\w., ]*\](\.flat\(\))?;$/,
        );
    expect(publicosTs).not.toMatch(/path:|cargar|import\(/);
  });

  // the site's own, in their order; a new feature's declared ones may join them (no list to edit here)
  it('keeps the public nav, the admin tiles and the public rows of the site', () => {
    const SITIO_NAV = [
      // issue 44 (decision 0063): admissions and the plan first, then docs/SPEC.md's five
      ['/admisiones', 'Admisiones', 'Admisiones'],
      ['/plan_de_estudios', 'Plan de estudios', 'Plan de estudios'],
      ['/proyectos_estudiantes', 'Proyectos', 'Proyectos de estudiantes'],
      ['/empresas_estadias', 'Estadías', 'Experiencias de estadías'],
      ['/casos_de_exito', 'Casos de éxito', 'Casos de éxito'],
      ['/eventos', 'Eventos', 'Eventos'],
      ['/foro', 'Foro', 'Foro'],
    ];
    const nav = ENLACES_PUBLICOS.map((e) => [e.to, e.texto, e.lateral]);
    expect(enOrden(nav, SITIO_NAV)).toEqual(SITIO_NAV);
    expect(nav.slice(0, 2)).toEqual(SITIO_NAV.slice(0, 2));
    const SITIO_MOSAICOS = [
      'Preguntas y Respuestas /panel_admin/preguntas_respuestas',
      'Proyectos de Estudiantes /panel_admin/proyectos_estudiantes',
      'Empresas de Estadias /panel_admin/empresas_estadias',
      'Alumnos /panel_admin/alumnos',
      'Egresados /panel_admin/panel_casos_exito',
      'Eventos /panel_admin/eventos_admin',
      'Páginas /panel_admin/paginas',
      'Plan de estudios /panel_admin/plan_estudios',
      'Biblioteca de medios /panel_admin/medios',
      'Solicitudes de información /panel_admin/solicitudes_informacion',
      'Imágenes sin texto alternativo /panel_admin/imagenes_sin_texto_alternativo',
      'Importar y exportar /panel_admin/importar',
      'Cambios por revisar /panel_admin/cambios_por_revisar',
    ];
    const mosaicos = MOSAICOS_ADMIN.map((m) => `${m.titulo} ${m.to}`);
    expect(enOrden(mosaicos, SITIO_MOSAICOS)).toEqual(SITIO_MOSAICOS);
    // every feature's declared tile is on the panel, and every public row is a declared one or the app's own
    expect(mosaicos).toEqual(
      RECURSOS.flatMap((r) => (r.mosaico ? [r.mosaico] : []))
        .sort((a, b) => a.orden - b.orden)
        .map((m) => `${m.titulo} ${m.to}`),
    );
    const publicas = filasPublicas.map((f) => `${f.path}${f.soloCliente ? ' (cliente)' : ''}`);
    for (const f of FILAS_PUBLICAS) expect(publicas).toContain(`${f.path}${f.soloCliente ? ' (cliente)' : ''}`);
    expect(publicas).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/error',
        '/foro',
        '/foro/:idTopico',
        '/foro/responder_pregunta/:idPregunta',
        '/proyectos_estudiantes',
        '/proyectos_estudiantes/:pkProyecto',
        '/eventos',
        '/acerca_de',
        '/cambiar_contrasena (cliente)',
        '/mi_cuenta (cliente)',
        '/empresas_estadias',
        '/empresas_estadias/:nombreEmpresa/:pkEmpresa',
        '/casos_de_exito',
        '/buscar',
        '/confirmar_correo (cliente)',
        '/admisiones',
        // the curriculum's own page (issue 44)
        '/plan_de_estudios',
        // the password reset (issue 38): the request, and the link's page (its token is in the address)
        '/olvide_contrasena',
        '/restablecer_contrasena (cliente)',
        // a preview link (issue 37): an item not public yet, through its public page
        '/vista_previa/:token',
      ]),
    );
  });
});
