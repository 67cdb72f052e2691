// The SPA's registries are found by convention (herramientas/generadores/recursos.mjs): a feature
// folder dropped in with a recurso.ts is picked up (its resource, its tags, its public rows copied
// for the visitor's download) without editing any list; and today's public nav, admin tiles and
// public rows come out as they were written by hand before.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ENLACES_PUBLICOS, filasPublicas } from './rutasPublicas';
import { MOSAICOS_ADMIN } from './rutasAreas';

const GENERADOR = resolve(__dirname, '../../herramientas/generadores/recursos.mjs');

function generarEn(raiz: string): Record<'recursosTs' | 'etiquetasTs' | 'publicosTs' | 'rutasTs', string> & { apisTs: Record<string, string> } {
  const codigo = `const g = await import(${JSON.stringify(GENERADOR)}); console.log(JSON.stringify(g.textos(g.recursos(${JSON.stringify(raiz)}))));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', codigo], { encoding: 'utf8' })) as never;
}

describe('the registries generated from every features/<x>/recurso.ts', () => {
  let raiz: string;
  beforeAll(() => {
    raiz = mkdtempSync(join(tmpdir(), 'recursos-'));
    const escribir = (x: string, texto: string) => {
      mkdirSync(join(raiz, 'src', 'features', x), { recursive: true });
      writeFileSync(join(raiz, 'src', 'features', x, 'recurso.ts'), texto);
    };
    escribir(
      'nuevos',
      [
        "import type { FilaPublica, Recurso } from '@/shared/recurso';",
        "import { RUTA_NUEVA, otraCosa } from '@/shared/nuevas';",
        "import { con } from '@/shared/rutaCon';",
        "export const rutasAdmin = { nuevos: { lista: '/panel_admin/nuevos', editar: con('/panel_admin/nuevos/editar', 'pk') } };",
        "export const tags = ['Nuevo', 'Otro'] as const;",
        'export const llamadas = {',
        "  traerNuevos: { da: [{ type: 'Nuevo', id: 'LIST' }] }, // a comment with a { bracket",
        "  obtenerNuevo: { arg: 'pk', da: [{ type: 'Nuevo', campo: 'pk' }], keepUnusedDataFor: 0 },",
        "  /** a doc comment: { da: [] } */ registrarNuevo: { funcion: 'guardarNuevo', fijos: { tipo: 'x' }, invalida: ['Otro'] },",
        "  buscarNuevos: { tipo: 'query' },",
        "  cerrarNuevo: { tipo: 'mutation', invalida: [] },",
        '} satisfies Llamadas;',
        "export const llamadasCuenta = { traerCuenta: { da: ['Otro'] } } satisfies Llamadas;",
        'export const publico: readonly FilaPublica[] = [',
        "  { path: RUTA_NUEVA, cargar: () => import(/* webpackChunkName: \"nuevos\" */ './publico/Nuevos'), enlace: { orden: 9, texto: 'Nuevos { ] ', lateral: 'con otraCosa' } },",
        '  // a comment with a ] bracket',
        "  { path: '/nuevos/:pk', cargar: () => import('./publico/Nuevo') },",
        '];',
        'export const recurso: Recurso = { tags, filas: [] };',
        'const noSeCopia = otraCosa;',
      ].join('\n'),
    );
    escribir('soloPublico', "export const publico = [{ path: '/solo', cargar: () => import('./Solo') }];\n");
    mkdirSync(join(raiz, 'src', 'features', 'sinRecurso'));
  });
  afterAll(() => rmSync(raiz, { recursive: true, force: true }));

  it("writes a new feature's api from its `llamadas`: the literal copied, its hooks by name and kind", () => {
    const { apisTs } = generarEn(raiz);
    expect(Object.keys(apisTs)).toEqual(['nuevos/api.generado.ts', 'nuevos/cuentaApi.generado.ts']);
    const t = apisTs['nuevos/api.generado.ts'];
    expect(t).toContain("import { baseApi } from '@/shared/api/baseApi';");
    expect(t).toContain("import { endpoints } from '@/shared/api/llamadas';");
    expect(t).toContain('export const nuevosApi = baseApi.injectEndpoints({');
    expect(t).toContain("  obtenerNuevo: { arg: 'pk', da: [{ type: 'Nuevo', campo: 'pk' }], keepUnusedDataFor: 0 },");
    expect(t).toContain("registrarNuevo: { funcion: 'guardarNuevo', fijos: { tipo: 'x' }, invalida: ['Otro'] },");
    expect(t).toContain(
      'export const { useTraerNuevosQuery, useObtenerNuevoQuery, useRegistrarNuevoMutation, useBuscarNuevosQuery, useCerrarNuevoMutation } = nuevosApi;',
    );
    expect(t.slice(t.indexOf('export const'))).not.toMatch(/satisfies|recurso|publico|rutasAdmin|RUTA_NUEVA|traerCuenta/);
    // a further group of endpoints, its own module (a chunk that must not carry the others)
    const cuenta = apisTs['nuevos/cuentaApi.generado.ts'];
    expect(cuenta).toContain('export const cuentaApi = baseApi.injectEndpoints({');
    expect(cuenta).toContain('export const { useTraerCuentaQuery } = cuentaApi;');
    expect(cuenta).not.toMatch(/traerNuevos/);
  });

  it('picks up a new feature folder: its resource, its tags, its admin paths and its public rows', () => {
    const { recursosTs, etiquetasTs, publicosTs, rutasTs } = generarEn(raiz);
    expect(rutasTs).toContain("import { con } from '@/shared/rutaCon';");
    expect(rutasTs).toContain("nuevos: { lista: '/panel_admin/nuevos', editar: con('/panel_admin/nuevos/editar', 'pk') },");
    expect(recursosTs).toContain("import { recurso as recursoNuevos } from '@/features/nuevos/recurso';");
    expect(recursosTs).not.toMatch(/soloPublico|sinRecurso/);
    expect(etiquetasTs).toContain("export const TIPOS_TAG = ['Nuevo', 'Otro'] as const;");
    expect(publicosTs).toContain('import(/* webpackChunkName: "nuevos" */ \'@/features/nuevos/publico/Nuevos\')');
    expect(publicosTs).toContain("{ path: '/nuevos/:pk', cargar: () => import('@/features/nuevos/publico/Nuevo') }");
    expect(publicosTs).toContain("{ path: '/solo', cargar: () => import('@/features/soloPublico/Solo') }");
    expect(publicosTs).toContain("import { RUTA_NUEVA } from '@/shared/nuevas';");
    expect(publicosTs).not.toMatch(/import \{[^}]*(otraCosa|con\b)|noSeCopia|rutasAdmin/);
  });

  it('keeps the public nav, the admin tiles and the public rows of the site', () => {
    expect(ENLACES_PUBLICOS.map((e) => [e.to, e.texto, e.lateral])).toEqual([
      ['/proyectos_estudiantes', 'Proyectos', 'Proyectos de estudiantes'],
      ['/empresas_estadias', 'Estadías', 'Experiencias de estadías'],
      ['/casos_de_exito', 'Casos de éxito', 'Casos de éxito'],
      ['/eventos', 'Eventos', 'Eventos'],
      ['/foro', 'Foro', 'Foro'],
    ]);
    expect(MOSAICOS_ADMIN.map((m) => `${m.titulo} ${m.to}`)).toEqual([
      'Preguntas y Respuestas /panel_admin/preguntas_respuestas',
      'Proyectos de Estudiantes /panel_admin/proyectos_estudiantes',
      'Empresas de Estadias /panel_admin/empresas_estadias',
      'Alumnos /panel_admin/alumnos',
      'Egresados /panel_admin/panel_casos_exito',
      'Eventos /panel_admin/eventos_admin',
      'Páginas /panel_admin/paginas',
      'Plan de estudios /panel_admin/plan_estudios',
      'Solicitudes de información /panel_admin/solicitudes_informacion',
    ]);
    expect(filasPublicas.map((f) => `${f.path}${f.soloCliente ? ' (cliente)' : ''}`).sort()).toEqual(
      [
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
        // the password reset (issue 38): the request, and the link's page (its token is in the address)
        '/olvide_contrasena',
        '/restablecer_contrasena (cliente)',
      ].sort(),
    );
  });
});
