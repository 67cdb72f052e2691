// Adding an entity (issue 47): a throwaway `becas` with a photo, 'Dar de baja', a history, search,
// admin funciones and a public page, written into a temporary copy of the tree as the README's
// checklist says (docs/entidades.md), never into the product: its own files (pruebas/entidadBecas.ts)
// plus the two shared one-line lists (its funciones' words in acciones.ts, its admin paths in
// rutas.ts). After `npm run generar`, the copy's own code puts it in every place built from the
// declarations: the registries, the alt-text report, the search's kinds and words, its cache tag, the
// revision keys and "Cambios por revisar" (its name and its editor's link), the edit locks, the
// trail's names and labels, its section, the role matrix's rule and list, the panel tile, the public
// route and nav, and "Editar esta página".
import fs from 'node:fs';
import path from 'node:path';
import { copia, escribir, generar, sondear } from './pruebas/copiaArbol';
import { ARCHIVOS } from './pruebas/entidadBecas';

/** What every place built from the declarations holds of it, as the copy's own code computes it. */
const SONDA = `
import { ENTIDADES } from './server/db/entidades';
import { esReferenciaSinAlt } from './server/imagenes/sinAlt';
import { listasBaja, reactivaciones } from './server/db/repositorios/bajas';
import { ENTIDADES_REVISION, TIPO_CAMBIO, MENSAJES_REVISION } from './src/shared/api/contrato/revisiones';
import { ENTIDADES_EDICION } from './src/shared/api/contrato/edicion';
import { ENTIDADES_BITACORA } from './src/shared/api/contrato/bitacora';
import { etiquetaCampo, tieneEtiqueta } from './server/api/etiquetasBitacora';
import { seCita } from './server/api/bitacora';
import { seccionDeEntidad } from './server/api/seccionDeEntidad';
import { funciones } from './server/api/funciones';
import { NUESTRAS } from './server/pruebas/funcionesSpec';
import { permisoDe } from './server/pruebas/permisos';
import { RECURSOS } from './src/app/recursos.generado';
import { FILAS_PUBLICAS } from './src/app/publicos.generado';
import { edicionDe } from './src/app/marcos/edicionDePagina';
import { FUENTES, TIPOS_RESULTADO } from './server/busqueda/fuentes';
import { TAGS_CONTENIDO } from './src/shared/api/tagsContenido';
import { vaARevision } from './server/api/cambios';
import { buscarFuncion } from './server/api/funciones';
import { entidadDe } from './server/db/entidades';
import { matchPath } from 'react-router-dom';
import { MAPEOS, sqlImportacion } from './server/entidades/importaciones/columnas';
import { ENTIDADES_IMPORTACION, ENTIDADES_EXPORTACION, NOMBRES_ENTIDAD_IMPORTACION, MENSAJES_IMPORTACION } from './src/shared/api/contrato/importaciones';
(async () => {
  const becas = ['traerBecas', 'registrarBeca', 'editarBeca', 'darBajaBeca', 'reactivarBeca'];
  const editor = entidadDe('beca')?.editor?.(7) ?? null;
  console.log(JSON.stringify({
    entidades: ENTIDADES.map((e) => e.entidad),
    sinAlt: [await esReferenciaSinAlt({ tipo: 'beca' }), await esReferenciaSinAlt({ tipo: 'becas' })],
    listasBaja: [...listasBaja().keys()],
    reactivaciones: [...reactivaciones().keys()],
    revision: ENTIDADES_REVISION,
    mensajeRevision: MENSAJES_REVISION.entidad,
    cambio: TIPO_CAMBIO.beca,
    edicion: ENTIDADES_EDICION,
    bitacora: ENTIDADES_BITACORA.beca,
    etiquetas: ['nombreBeca', 'foto_beca'].map((k) => [tieneEtiqueta(k), etiquetaCampo(k)]),
    citaPk: seCita('pkBeca'),
    seccion: seccionDeEntidad('beca'),
    funciones: becas.filter((f) => f in funciones),
    nuestras: becas.filter((f) => NUESTRAS.includes(f)),
    permisos: becas.map(permisoDe),
    mosaicos: RECURSOS.flatMap((r) => (r.mosaico ? [r.mosaico.titulo] : [])),
    filasArea: RECURSOS.flatMap((r) => r.filas.map((f) => f.path)),
    publicas: FILAS_PUBLICAS.map((f) => [f.path, f.enlace?.texto ?? null]),
    busqueda: ['beca' in FUENTES, TIPOS_RESULTADO.beca],
    importacion: [
      ENTIDADES_IMPORTACION.includes('becas'),
      ENTIDADES_EXPORTACION.includes('becas'),
      NOMBRES_ENTIDAD_IMPORTACION.becas,
      MAPEOS.becas?.registrar,
      typeof sqlImportacion(MAPEOS.becas).borrar,
      MENSAJES_IMPORTACION.entidad,
    ],
    tag: TAGS_CONTENIDO.includes('Beca'),
    aRevision: vaARevision(buscarFuncion('editarBeca'), { rol: 'a', puedePublicar: false }),
    editor: [editor, RECURSOS.some((r) => r.filas.some((f) => f.area === 'a' && editor && matchPath({ path: f.path, end: true }, editor)))],
    barra: [edicionDe('/becas', 'a'), edicionDe('/becas/7', 'a'), edicionDe('/becas', 'a', ['eventos']), edicionDe('/becas', 'e')],
  }));
})();
`;

describe('a throwaway entity added by the checklist reaches every place built from the declarations', () => {
  let dir: string;
  let r: Record<string, unknown>;
  beforeAll(() => {
    dir = copia();
    for (const [ruta, texto] of Object.entries(ARCHIVOS)) escribir(dir, ruta, texto);
    // the two shared lists, one line each: its funciones' words (typecheck fails without them) and its admin paths
    const anadir = (ruta: string, tras: string, lineas: string) => {
      const texto = fs.readFileSync(path.join(dir, ruta), 'utf8');
      expect(texto).toContain(tras);
      fs.writeFileSync(path.join(dir, ruta), texto.replace(tras, tras + lineas));
    };
    anadir(
      'src/shared/api/contrato/acciones.ts',
      '= {\n',
      "  traerBecas: 'Consultar las becas',\n  registrarBeca: 'Registrar una beca',\n  editarBeca: 'Editar una beca',\n" +
        "  darBajaBeca: 'Dar de baja una beca',\n  reactivarBeca: 'Reactivar una beca',\n",
    );
    anadir('src/shared/rutas.ts', '  admin: {\n', "    becas: listaConEdicion('/panel_admin/becas', 'editar', 'pk'),\n");
    generar(dir);
    r = sondear(dir, SONDA);
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('server: registry, alt-text report, soft delete, history, the trail (names, labels, pk not quoted), its section', () => {
    expect(r.entidades).toContain('beca');
    expect(r.sinAlt).toEqual([true, false]);
    expect(r.listasBaja).toContain('becas');
    expect(r.reactivaciones).toContain('reactivarBeca');
    expect(r.revision).toEqual(expect.arrayContaining(['beca', 'proyecto', 'plan']));
    expect(r.mensajeRevision).toMatch(/^Indique qué tipo de contenido: .*\bbeca\b.* o \w+\.$/);
    expect(r.cambio).toBe('Beca');
    expect(r.edicion).toEqual(expect.arrayContaining(['beca', 'pregunta_frecuente']));
    expect(r.bitacora).toBe('Beca');
    expect(r.etiquetas).toEqual([
      [true, 'Nombre de la beca'],
      [true, 'Foto de la beca'],
    ]);
    expect(r.citaPk).toBe(false);
    expect(r.seccion).toBe('egresados');
  });

  test('search, cache tag and "Cambios por revisar": its kind has its source and words, its tag is refreshed, its edit waits for review with its editor’s link', () => {
    expect(r.busqueda).toEqual([true, 'Beca del programa']);
    expect(r.tag).toBe(true);
    expect(r.aRevision).toBe(true);
    expect(r.editor).toEqual(['/panel_admin/becas/editar/7', true]);
  });

  test('import and export: its list is importable and exported, with its mapping (importacion.ts) and its SQL', () => {
    expect(r.importacion).toEqual([
      true,
      true,
      'Becas',
      'registrarBeca',
      'function',
      expect.stringMatching(/^Elija qué desea importar: .*\bbecas\b.*\.$/),
    ]);
  });

  test('role matrix: its funciones are in the table and in our list, with the spec’s rule (reads public, writes the admin’s)', () => {
    const becas = ['traerBecas', 'registrarBeca', 'editarBeca', 'darBajaBeca', 'reactivarBeca'];
    expect(r.funciones).toEqual(becas);
    expect(r.nuestras).toEqual(becas);
    expect(r.permisos).toEqual(['publico', ['a'], ['a'], ['a'], ['a']]);
  });

  test('SPA: its tile, its admin row, its public rows and nav link, and "Editar esta página" on its public pages', () => {
    expect(r.mosaicos).toContain('Becas');
    expect(r.filasArea).toEqual(expect.arrayContaining(['/panel_admin/becas', '/panel_admin/becas/editar/:pk']));
    expect(r.publicas).toEqual(
      expect.arrayContaining([
        ['/becas', 'Becas'],
        ['/becas/:pk', null],
      ]),
    );
    expect(r.barra).toEqual([
      [{ texto: 'Editar esta página', a: '/panel_admin/becas' }],
      [{ texto: 'Editar esta página', a: '/panel_admin/becas/editar/7' }],
      [],
      [],
    ]);
  });
});
