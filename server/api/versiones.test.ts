// Issue 48 through api.php on the engine of the run: every read of an item with a history returns
// its `version` (one sequence with the history), an edit that sends the version it was read with
// is refused (409) once another save made a newer one, a forged version gets a Spanish refusal, a
// client that sends none (docs/SPEC.md) keeps today's behaviour, and the first edit of a seeded
// item keeps what was there as revision 1 "Versión original", restorable.
import type { Harness } from '@server/pruebas/arnes';
import { prepararProyectos } from '@server/pruebas/proyectos';
import { MENSAJES_VERSION, type Revision } from '@/shared/api/contrato/revisiones';
import type { PlanConVersion } from '@/shared/api/contrato/plan';

let h: Harness;
const { proyecto, registrar } = prepararProyectos((x) => (h = x));

const CONFLICTO = 'Otra persona guardó cambios mientras usted editaba. Revise la versión actual antes de guardar.';
type Fila = { pk_revision: number; numero: number; usuario: string; resumen: string };
const historial = async (entidad: string, pk?: number) =>
  (await h.llamar('traerRevisiones', { entidad, ...(pk ? { pk: String(pk) } : {}) }, { quien: 'a' })).body as unknown as Fila[];
const pagina = async (clave: string) =>
  (await h.llamar('mostrarPagina', { clave }, { quien: 'a' })).body as unknown as {
    pk_pagina?: number;
    cuerpo: string;
    titulo: string;
    version: number;
  };
const editarPagina = (cuerpo: string, version?: string | number) =>
  h.llamar(
    'editarPagina',
    { clave: 'admisiones', titulo: 'Admisiones', cuerpo, ...(version !== undefined ? { version: String(version) } : {}) },
    { quien: 'a', multipart: true },
  );

it('the seeded "Admisiones": version 1 before any edit, its original kept as revision 1 and restorable after two edits; a stale save is refused and changes nothing', async () => {
  const antes = await pagina('admisiones');
  expect(antes.version).toBe(1);
  expect(await historial('pagina', 2)).toEqual([]);
  // the visitor's read is today's (no version)
  expect((await h.llamar('mostrarPagina', { clave: 'admisiones' })).body).not.toHaveProperty('version');

  // two tabs read version 1; the first saves (its original first, then the edit: version 2)
  const uno = await editarPagina('Primera edición.', 1);
  expect(uno.body).toEqual({ codigo: 1, mensaje: expect.any(String), version: 2 });
  // the second tab's save from version 1 is refused: 409, the message, the current version; nothing written
  const tarde = await editarPagina('Lo que escribió la otra persona.', 1);
  expect([tarde.status, tarde.body]).toEqual([409, { codigo: 0, mensaje: CONFLICTO, version: 2 }]);
  expect(MENSAJES_VERSION.conflicto).toBe(CONFLICTO);
  expect((await pagina('admisiones')).cuerpo).toBe('Primera edición.');
  // saving again over the version it was shown (keep mine) is accepted
  expect((await editarPagina('Segunda edición.', 2)).body).toMatchObject({ codigo: 1, version: 3 });
  const despues = await pagina('admisiones');
  expect([despues.cuerpo, despues.version]).toEqual(['Segunda edición.', 3]);

  // one sequence: the editor's version is the history's newest number; the oldest is the original
  const pk = 2; // the seeded pages: inicio 1, admisiones 2, contacto 3…
  const lista = await historial('pagina', pk);
  expect(lista.map((r) => [r.numero, r.usuario === 'Sistema', r.resumen])).toEqual([
    [3, false, 'Cambió: Contenido.'],
    [2, false, 'Cambió: Contenido.'],
    [1, true, 'Versión original'],
  ]);
  const original = (await h.llamar('mostrarRevision', { pkRevision: String(lista[2].pk_revision) }, { quien: 'a' })).body as unknown as Revision;
  expect(original.campos.find((c) => c.clave === 'cuerpo')?.valor).toBe(antes.cuerpo);
  const r = await h.llamar('restaurarRevision', { pkRevision: String(lista[2].pk_revision) }, { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  expect((await h.llamar('mostrarPagina', { clave: 'admisiones' })).body).toMatchObject({ cuerpo: antes.cuerpo });
  expect((await pagina('admisiones')).version).toBe(4);

  // a forged version: a Spanish refusal (400), never a 500, nothing written
  for (const [v, mensaje] of [
    ['-1', MENSAJES_VERSION.invalida],
    ['0', MENSAJES_VERSION.invalida],
    ['dos', MENSAJES_VERSION.invalida],
    ['1e3', MENSAJES_VERSION.invalida],
    ['99', MENSAJES_VERSION.noExiste],
  ])
    expect(await editarPagina('Falsificada.', v).then((x) => [x.status, x.body])).toEqual([400, { codigo: 0, mensaje }]);
  expect(await historial('pagina', pk)).toHaveLength(4);
  // docs/SPEC.md's client sends none: the last write wins, and its answer is today's
  expect((await editarPagina('Sin versión.')).body).toEqual({ codigo: 1, mensaje: expect.any(String) });
});

it('a project and the curriculum: the same check through the one dispatcher', async () => {
  const pk = await registrar();
  const leer = async () =>
    ((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) }, { quien: 'a' })).body as unknown as { version: number }).version;
  // registered: its first revision is version 1
  expect(await leer()).toBe(1);
  const editar = (descripcion: string, version?: number) =>
    h.llamar(
      'editarProyecto',
      proyecto({ pkProyecto: String(pk), descripcion_proyecto: descripcion, ...(version ? { version: String(version) } : {}) }),
      { quien: 'a', multipart: true },
    );
  // re-sending the images as stored is not needed for the check: it runs before the handler
  expect((await editar('Texto A.', 1)).body).toMatchObject({ codigo: 1, version: 2 });
  const b = await editar('Texto B.', 1);
  expect([b.status, b.body]).toEqual([409, { codigo: 0, mensaje: CONFLICTO, version: 2 }]);
  expect(await leer()).toBe(2);
  expect((await historial('proyecto', pk)).map((r) => r.numero)).toEqual([2, 1]);

  // the curriculum: its editor's "Versión publicada" is the history's number
  const plan = (await h.llamar('traerPlan', {}, { quien: 'a' })).body as unknown as PlanConVersion;
  expect(plan.version).toBe(1);
  plan.plan[0].cuatrimestres[0].materias[0].puntos = ['Un punto nuevo'];
  const p1 = await h.llamar('editarPlan', { plan: JSON.stringify(plan.plan), version: '1' }, { quien: 'a' });
  expect(p1.body).toMatchObject({ codigo: 1, version: 2 });
  const p2 = await h.llamar('editarPlan', { plan: JSON.stringify(plan.plan), version: '1' }, { quien: 'a' });
  expect([p2.status, p2.body]).toEqual([409, { codigo: 0, mensaje: CONFLICTO, version: 2 }]);
  const lista = await historial('plan');
  expect([lista[0].numero, lista.at(-1)?.resumen]).toEqual([
    ((await h.llamar('traerPlan', {}, { quien: 'a' })).body as unknown as PlanConVersion).version,
    'Versión original',
  ]);
});
