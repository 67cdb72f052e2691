// What the entities declare replaces hand lists: the image columns (the upgrade command), the
// large form fields (the body limits) and the soft deletes (the "Dados de baja" lists and the
// reactivations) come from each Entidad. The declarations name real columns
// of the migrated schema (on SQLite, or PostgreSQL with PRUEBAS_POSTGRES), and an entity dropped in
// with photos, a large field and a soft delete is in every list with nothing else edited.
import { sql } from 'kysely';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { ENTIDADES } from './entidades';
import type { Entidad } from './repositorios/entidad';
import { COLUMNAS_IMAGEN, columnasImagen } from '@server/db/repositorios/imagenesGuardadas';
import { CAMPOS_GRANDES, camposGrandes } from '../http/cuerpo';
import { listasBaja, reactivaciones } from './repositorios/bajas';
import { funciones } from '../api/funciones';

const TITULADO = {
  entidad: 'titulado',
  imagenes: [{ tabla: 'titulados', columna: 'foto_titulado' }],
  camposGrandes: ['foto_titulado'],
  baja: { reactivar: { reactivarTitulado: () => sql`UPDATE titulados SET activo = 1` }, lista: { nombre: 'titulados' } },
} as unknown as Entidad;

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

// Rules, not copies (issue 47): a new entity's columns join these lists with no test edited; what the
// hand lists held before the declarations replaced them stays in them (a floor, not the whole list).
it('the image columns are the ones the entities declare (at least the five that held stored photos, and the library table), each once', () => {
  const declaradas = ENTIDADES.flatMap((e) => (e.imagenes ?? []).map((i) => `${i.tabla}.${i.columna}`));
  const columnas = COLUMNAS_IMAGEN.map(([t, c]) => `${t}.${c}`);
  expect(columnas.sort()).toEqual([...new Set([...declaradas, 'medios.ruta'])].sort());
  expect(columnas).toEqual(
    expect.arrayContaining([
      'casos_exito.foto_estudiante',
      'empresas_estadias.imagen_empresa',
      'evento_imagenes.img_evento',
      'medios.ruta', // the media library (issue 43): its paths follow an upgrade's renames
      'proyecto_imagenes.img_proyecto',
      'proyectos.foto_miembros',
    ]),
  );
  expect(columnasImagen([...ENTIDADES, ...ENTIDADES])).toEqual(COLUMNAS_IMAGEN);
});

it('every declared image column exists in the migrated schema', async () => {
  for (const [tabla, columna] of COLUMNAS_IMAGEN)
    await expect(h.db.todas(sql`SELECT ${sql.ref(columna)} FROM ${sql.table(tabla)} WHERE 1 = 0`)).resolves.toEqual([]);
});

it('the fields allowed past TEXT_FIELD_LIMIT are the ones the entities declare', () => {
  // 'archivo' and 'imagenes': an import's spreadsheet and ZIP; 'previos': a bulk schedule's undo;
  // 'archivos': the media library's upload (issue 43)
  expect([...CAMPOS_GRANDES].sort()).toEqual([...camposGrandes(ENTIDADES)].sort());
  expect([...CAMPOS_GRANDES]).toEqual(
    expect.arrayContaining([
      'archivo',
      'archivos',
      'datos',
      'filas',
      'foto_miembros',
      'imagenForm',
      'imagenes',
      'imgs',
      'imgs_proyecto',
      'plan',
      'previos',
    ]),
  );
});

it('an entity dropped in with photos, a large field and a soft delete is in every list, no list edited', () => {
  expect(columnasImagen([...ENTIDADES, TITULADO])).toContainEqual(['titulados', 'foto_titulado']);
  expect(camposGrandes([...ENTIDADES, TITULADO]).has('foto_titulado')).toBe(true);
  expect(CAMPOS_GRANDES.has('foto_titulado')).toBe(false);
  expect(listasBaja([...ENTIDADES, TITULADO]).has('titulados' as never)).toBe(true);
  expect(reactivaciones([...ENTIDADES, TITULADO]).has('reactivarTitulado' as never)).toBe(true);
  expect(listasBaja().has('titulados' as never)).toBe(false);
});

it('the soft-delete lists and reactivations are the ones the entities declare, each reactivar* funcion with its UPDATE', () => {
  expect([...listasBaja().keys()]).toEqual(expect.arrayContaining(['alumnos', 'empresas', 'eventos', 'experiencias', 'proyectos']));
  expect([...listasBaja().keys()].sort()).toEqual(ENTIDADES.flatMap((e) => (e.baja?.lista ? [e.baja.lista.nombre] : [])).sort());
  const reactivar = ENTIDADES.flatMap((e) => Object.keys(e.baja?.reactivar ?? {}));
  const delContrato = Object.keys(funciones).filter((f) => f.startsWith('reactivar'));
  expect(reactivar.sort()).toEqual(delContrato.sort());
  expect(new Set(reactivar).size).toBe(reactivar.length);
});

it('every declared list and reactivation runs on the migrated schema', async () => {
  for (const [, l] of listasBaja()) await expect(h.db.todas(sql`SELECT x.pk FROM (${l.filas(1)}) x ORDER BY ${l.orden}`)).resolves.toEqual([]);
  for (const e of ENTIDADES) for (const r of Object.values(e.baja?.reactivar ?? {})) expect(await h.db.ejecutar(r(-1, h.db))).toBe(0);
});
