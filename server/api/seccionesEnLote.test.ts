// Issue 48, item 5, where the entity is in the payload (the dispatcher cannot know it): an admin
// limited to some sections gets 'No tiene permiso para editar esta sección.' from a bulk action or
// an import on another section's list, nothing changed; on their own lists both run. An import
// previewed while every section was theirs cannot be confirmed or undone once it no longer is.
// Through the real server, on both engines.
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { BOM, CABECERA, dataUrl, png } from '@server/pruebas/importaciones';
import { zip } from '@server/pruebas/zip';
import { MENSAJES_SECCIONES } from '@/shared/api/contrato/secciones';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const secciones = (lista: string) =>
  h.llamar(
    'editarUsuario',
    { idAdmin: String(h.pks.a), nombres: 'Admin', apellido_p: 'de Prueba', secciones: lista, puedePublicar: '1' },
    { quien: 's' },
  );
const lote = (entidad: string, accion: string, pks: number[]) =>
  h.llamar('accionEnLote', { entidad, accion, pks: JSON.stringify(pks) }, { quien: 'a', multipart: true });
const previsualizar = async (entidad: string, hoja: string) =>
  h.llamar(
    'previsualizarImportacion',
    { entidad, archivo: dataUrl(BOM + hoja), imagenes: dataUrl(await zip({ 'a.png': png(1) }), 'application/zip') },
    { quien: 'a', multipart: true },
  );
const activo = (tabla: string, pk: string, valor: number) =>
  Number((h.db.prepare(`SELECT activo FROM ${tabla} WHERE ${pk} = ?`).get(valor) as { activo: number }).activo);
const cuenta = (tabla: string) => Number((h.db.prepare(`SELECT COUNT(*) AS n FROM ${tabla}`).get() as { n: number }).n);
const negado = { status: 403, mensaje: MENSAJES_SECCIONES.sinPermiso };
const resultado = (r: { status: number; body: Record<string, unknown> }) => ({ status: r.status, mensaje: r.body.mensaje });

it('bulk actions and imports stay inside an admin’s sections', async () => {
  h.db
    .prepare("INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES ('Riego', 'riego', 4, 'Descripción.')")
    .run();
  h.db.prepare("INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento) VALUES ('Feria', 'feria', 'Descripción.')").run();
  const proyecto = Number((h.db.prepare("SELECT pk_proyecto AS pk FROM proyectos WHERE nombre_proyecto = 'Riego'").get() as { pk: number }).pk);
  const evento = Number((h.db.prepare("SELECT pk_evento AS pk FROM eventos WHERE nombre_evento = 'Feria'").get() as { pk: number }).pk);
  // previewed while every section is hers
  const previa = await previsualizar('proyectos', `${CABECERA}\r\nHuerto;4;Texto;;a.png;;Ana;;;;;`);
  expect(previa.body).toMatchObject({ codigo: 1, validas: 1 });
  const token = String(previa.body.token);

  expect((await secciones('["eventos"]')).status).toBe(200);
  const proyectosAntes = cuenta('proyectos');

  // another section's list: refused before anything is read or written
  expect(resultado(await lote('proyectos', 'baja', [proyecto]))).toEqual(negado);
  expect(activo('proyectos', 'pk_proyecto', proyecto)).toBe(1);
  expect(resultado(await lote('empresas', 'baja', [1]))).toEqual(negado);
  expect(resultado(await previsualizar('proyectos', `${CABECERA}\r\nOtro;4;Texto;;a.png;;Ana;;;;;`))).toEqual(negado);
  expect(resultado(await h.llamar('confirmarImportacion', { token }, { quien: 'a' }))).toEqual(negado);
  expect(cuenta('proyectos')).toBe(proyectosAntes);

  // her own section's list runs
  expect(await lote('eventos', 'baja', [evento])).toMatchObject({ status: 200 });
  expect(activo('eventos', 'pk_evento', evento)).toBe(0);
  const suya = await previsualizar('eventos', 'Nombre\r\n');
  expect(suya.status).not.toBe(403);

  // every section again: the same preview confirms
  expect((await secciones('[]')).status).toBe(200);
  expect((await h.llamar('confirmarImportacion', { token }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
  expect(cuenta('proyectos')).toBe(proyectosAntes + 1);
  // and cannot be undone by her once projects are no longer hers
  expect((await secciones('["eventos"]')).status).toBe(200);
  expect(resultado(await h.llamar('deshacerImportacion', { token }, { quien: 'a' }))).toEqual(negado);
  expect(cuenta('proyectos')).toBe(proyectosAntes + 1);
});
