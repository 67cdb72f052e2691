// The areas' route table generated from the features' resources: the 31 pages of the table
// written by hand before it and the pages added since, each path once, each resource's tags known to the api cache.
import { filasAreas, rutasAreas } from './rutasAreas';
import { RECURSOS } from './recursos.generado';
import fs from 'node:fs';
import path from 'node:path';
import { TIPOS_TAG } from '../shared/api/etiquetas';
import { TAGS_CONTENIDO } from '../shared/api/tagsContenido';

const PAGINAS_DE_AREA = [
  'a /panel_admin',
  'a /panel_admin/editar_enlace',
  'a /panel_admin/preguntas_respuestas',
  'a /panel_admin/preguntas_respuestas/responder_pregunta/:idPregunta',
  'a /panel_admin/proyectos_estudiantes',
  'a /panel_admin/proyectos_estudiantes/registrar_proyecto',
  'a /panel_admin/proyectos_estudiantes/editar/:pkProyecto',
  'a /panel_admin/eventos_admin',
  'a /panel_admin/eventos_admin/registrar_evento',
  'a /panel_admin/eventos_admin/editar/:pkEvento',
  'a /panel_admin/alumnos',
  'a /panel_admin/alumnos/agregar_alumno',
  'a /panel_admin/alumnos/editar_alumno/:pk_usuario',
  'a /panel_admin/alumnos/importar_alumnos',
  'a /regest',
  'a /panel_admin/empresas_estadias',
  'a /panel_admin/empresas_estadias/registrar_empresa_estadia',
  'a /panel_admin/empresas_estadias/editar_empresa_estadia/:pk',
  'a /panel_admin/empresas_estadias/registrar_experiencia_estadia',
  'a /panel_admin/empresas_estadias/experiencias_estadias/:pkEmpresa',
  'a /panel_admin/panel_casos_exito',
  'a /panel_admin/panel_casos_exito/agregar_caso_exito',
  'a /panel_admin/panel_casos_exito/editar_caso_exito/:idCasoExito',
  'a /panel_admin/avisos',
  // review before publishing (issue 48)
  'a /panel_admin/cambios_por_revisar',
  'a /panel_admin/empresas_estadias/experiencias_pendientes',
  'a /panel_admin/correo_y_avisos',
  // issue 32: the enquiries' list and the FAQ topic's editor
  'a /panel_admin/solicitudes_informacion',
  'a /panel_admin/preguntas_respuestas/preguntas_frecuentes',
  'a /panel_admin/paginas',
  'a /panel_admin/paginas/editar/:clave',
  'a /panel_admin/plan_estudios',
  // issue 37: the images nobody has described yet
  'a /panel_admin/imagenes_sin_texto_alternativo',
  'a /panel_admin/importar',
  'a /panel_admin/medios',
  'e /panel_alumno',
  'e /panel_alumno/:idPregunta',
  'e /panel_alumno/registrar_experiencia_estadia',
  'e /panel_alumno/avisos',
  'e /panel_alumno/correo_y_avisos',
  's /panel_superadmin',
  's /panel_superadmin/agregar_usuario',
  's /panel_superadmin/editar_usuario/:pk_usuario',
  's /panel_superadmin/bitacora',
  's /panel_superadmin/verificacion_dos_pasos',
  's /panel_superadmin/avisos',
  's /panel_superadmin/correo_y_avisos',
  's /panel_superadmin/salida_correo',
];

describe('the areas route table, generated from the resources', () => {
  // the site's pages all there; any other row is one a feature declares (a new entity's edit no list here)
  it('has every page of the role areas, each path once', () => {
    const filas = filasAreas.map((f) => `${f.area} ${f.path}`);
    expect(filas).toEqual(expect.arrayContaining(PAGINAS_DE_AREA));
    const declaradas = new Set(RECURSOS.flatMap((r) => r.filas.map((f) => `${f.area} ${f.path}`)));
    expect(filas.filter((f) => !PAGINAS_DE_AREA.includes(f) && !declaradas.has(f))).toEqual([]);
    expect(new Set(rutasAreas.map((f) => f.path)).size).toBe(rutasAreas.length);
  });

  it('every row loads a page component', async () => {
    for (const fila of filasAreas) expect(typeof (await fila.cargar!()).default).toBe('function');
  });

  // A tag outside TIPOS_TAG and the entities' declared ones does not compile (shared/api/llamadas.ts);
  // the other way round, every tag is one some feature's endpoints provide or invalidate (none is left behind).
  it("every tag of the api cache is some feature's (or the admin kit's: the history every edit page shows)", () => {
    const modulos = (dir: string) =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .flatMap((x) =>
          fs
            .readdirSync(path.join(dir, x))
            .filter((f) => /^(api|\w+Api)\.ts$/.test(f))
            .map((f) => path.join(dir, x, f)),
        );
    const apis = [...modulos(path.join(__dirname, '../features')), ...modulos(path.join(__dirname, '../shared/admin'))]
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    for (const t of [...TIPOS_TAG, ...TAGS_CONTENIDO]) expect(apis).toMatch(new RegExp(`(da|invalida): \\[[^\\]]*'${t}'`));
  });
});
