// The registries of this tree, as `npm run generar` wrote them from the files found by convention
// (herramientas/generadores; a file dropped in: generadores.test.ts): what each entity declares agrees
// across them (search, audit trail, history, review, bulk lists, import).
import { matchPath } from 'react-router-dom';
import { ENTIDADES, entidadDe } from './db/entidades';
import { FUENTES, TIPOS_RESULTADO } from './busqueda/fuentes';
import { ENTIDADES_BITACORA } from '@/shared/api/contrato/bitacora';
import { ENTIDADES_REVISION } from '@/shared/api/contrato/revisiones';
import { BITACORA_LOTE, ENTIDADES_LOTE } from '@/shared/api/contrato/lote';
import { seccionDeEntidad } from './api/seccionDeEntidad';
import { ENTIDADES_CONTRATO } from '@/shared/api/contrato/entidades.generado';
import { TAGS_CONTENIDO } from '@/shared/api/tagsContenido';
import { filasAreas } from '@/app/rutasAreas';
import { buscarFuncion, funciones } from './api/funciones';
import { vaARevision } from './api/cambios';
import type { UsuarioSesion } from './autenticacion/sesiones';
import { MAPEOS } from './entidades/importaciones/columnas';
import { ENTIDADES_IMPORTACION } from '@/shared/api/contrato/importaciones';

describe('the registries of this tree', () => {
  test('every kind of search result has its source, and every entity the search shows is a kind', () => {
    expect(Object.keys(FUENTES).sort()).toEqual(Object.keys(TIPOS_RESULTADO).sort());
    for (const e of ENTIDADES) if (e.busqueda) expect(Object.keys(TIPOS_RESULTADO)).toContain(e.entidad);
  });

  test('every entity a repository declares has its name in the audit trail', () => {
    for (const e of ENTIDADES) expect(Object.keys(ENTIDADES_BITACORA)).toContain(e.entidad);
    expect(ENTIDADES.map((e) => e.entidad)).toEqual(expect.arrayContaining(['egresado', 'empresa', 'enlace', 'experiencia', 'pregunta', 'proyecto']));
  });

  // what a contract's ENTIDAD_<X> declares and what its repository's Entidad does agree (docs/entidades.md)
  test('every history is a revision key, every item with a history has a section, every bulk list has its table', () => {
    const conHistoria = ENTIDADES.flatMap((e) => (e.revision ? [e.revision.clave] : []));
    expect([...conHistoria].sort()).toEqual([...ENTIDADES_REVISION].sort());
    for (const clave of ENTIDADES_REVISION) expect([clave, seccionDeEntidad(clave)]).toEqual([clave, expect.any(String)]);
    for (const lista of ENTIDADES_LOTE)
      expect([lista, ENTIDADES.find((e) => e.entidad === BITACORA_LOTE[lista])?.tabla]).toEqual([lista, expect.anything()]);
  });
});

describe('what an entity with a history declares for the SPA', () => {
  test('its cache tag (an approved change or an image’s new text refreshes every one)', () => {
    const conHistoria = (ENTIDADES_CONTRATO as readonly { clave: string; historial?: object; tag?: string }[]).filter((e) => e.historial);
    for (const e of conHistoria) expect([e.clave, e.tag && TAGS_CONTENIDO.includes(e.tag as never)]).toEqual([e.clave, true]);
    expect(new Set(TAGS_CONTENIDO).size).toBe(TAGS_CONTENIDO.length);
  });

  test('every entity whose saves may wait for review names its editor, a page of the admin area ("Cambios por revisar"\'s link)', () => {
    const sinPublicar = { rol: 'a', puedePublicar: false } as UsuarioSesion;
    const enRevision = new Set<string>();
    for (const d of Object.keys(funciones).map(buscarFuncion))
      if (d && vaARevision(d, sinPublicar) && d.bitacora) enRevision.add(String(d.bitacora.entidad));
    expect([...enRevision]).toEqual(expect.arrayContaining(['proyecto', 'evento', 'empresa', 'egresado', 'pagina', 'materia', 'enlace']));
    const admin = filasAreas.filter((f) => f.area === 'a');
    for (const entidad of enRevision) {
      const a = entidadDe(entidad)?.editor?.(7) ?? '(ninguno)';
      expect([entidad, a, admin.some((f) => matchPath({ path: f.path, end: true }, a))]).toEqual([entidad, a, true]);
    }
  });
});

describe('what an importable entity declares', () => {
  test('every importable list has its mapping (its folder’s importacion.ts), and its entity the import’s SQL and an editor', () => {
    expect(Object.keys(MAPEOS).sort()).toEqual([...ENTIDADES_IMPORTACION].sort());
    for (const m of Object.values(MAPEOS)) {
      const e = entidadDe(m.bitacora);
      expect([m.entidad, Boolean(e?.importacion), Boolean(e?.editor), m.registrar in funciones]).toEqual([m.entidad, true, true, true]);
    }
  });
});
