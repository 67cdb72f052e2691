// Issue 45, finding 3: erasing a graduate erases them. The red team deleted a graduate, the next
// one got the same pk (SQLite) and its history listed the deleted person, and "Restaurar"
// published them again. Now a delete takes the item's revisions, previews, locks, drafts and every
// photo its history used; its audit entries keep who and when and say only "Egresado eliminado.";
// a pk is never handed out twice, nor a revision's number (found by herramientas/ataques/reensayo.ts).
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { imagenesGuardadas } from '@server/pruebas/imagenes';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

/** The stored photos (their variants left out). */
const archivos = () => imagenesGuardadas(h.config.uploadsDir);
const cuenta = (q: string, ...p: unknown[]) =>
  h.db
    .prepare(q)
    .pluck()
    .get(...p) as number;

it('a deleted graduate leaves no revision, preview, lock, draft, photo or name behind; the next one gets a new pk and an empty history; no restore', async () => {
  const gen = cuenta("SELECT pk_generacion FROM generaciones WHERE generacion = '2019-2022'");
  const datos = (extra: Record<string, string>) => ({
    nombreAlumno: 'Andrea Castillo',
    generacion: String(gen),
    puestoEmpresa: 'Desarrolladora full stack',
    palabrasAlumno: 'Testimonio personal de Andrea.',
    ...extra,
  });
  expect((await h.llamar('registrarCasoExito', datos({ imagenForm: dataUrlDemo(11) }), { quien: 'a' })).body).toMatchObject({ codigo: 1 });
  const pk = cuenta('SELECT max(pk_caso_exito) FROM casos_exito');
  // a second photo: the first stays on disk while a revision can restore it
  expect((await h.llamar('editarEgresado', datos({ idCasoExito: String(pk), imagenForm: dataUrlDemo(12) }), { quien: 'a' })).body).toMatchObject({
    codigo: 1,
  });
  expect(archivos()).toHaveLength(2);
  const revision = cuenta("SELECT min(pk_revision) FROM revisiones WHERE entidad = 'egresado' AND pk = ?", pk);
  expect(revision).toBeGreaterThan(0);
  // its revisions are the newest: SQLite's plain INTEGER PRIMARY KEY gave their numbers to the next ones (036)
  const ultimaRevision = cuenta('SELECT max(pk_revision) FROM revisiones');
  expect(cuenta("SELECT max(pk_revision) FROM revisiones WHERE entidad = 'egresado' AND pk = ?", pk)).toBe(ultimaRevision);
  // another admin's lock and draft, and a (hypothetical) preview row of it
  const pkA = cuenta("SELECT pk_usuario FROM usuarios WHERE rol = 'a' ORDER BY pk_usuario LIMIT 1");
  h.db
    .prepare("INSERT INTO bloqueos_edicion (entidad, pk_item, fk_usuario, pestana, desde, latido) VALUES ('egresado', ?, ?, 't', 1, 1)")
    .run(pk, pkA);
  h.db
    .prepare(
      'INSERT INTO borradores_edicion (fk_usuario, entidad, pk_item, valores, guardado) VALUES (?, \'egresado\', ?, \'{"nombreAlumno":"Andrea"}\', 1)',
    )
    .run(pkA, pk);
  h.db
    .prepare(
      "INSERT INTO vistas_previas (resumen, entidad, pk_item, fk_usuario, creada, expira) VALUES ('r-egresado', 'egresado', ?, ?, 1, 9999999999999)",
    )
    .run(pk, pkA);

  expect((await h.llamar('eliminarEgresado', { idCasoExito: String(pk) }, { quien: 'a' })).body).toEqual({
    codigo: 1,
    mensaje: 'Egresado eliminado.',
  });

  expect(cuenta("SELECT COUNT(*) FROM revisiones WHERE entidad = 'egresado' AND pk = ?", pk)).toBe(0);
  expect(cuenta("SELECT COUNT(*) FROM bloqueos_edicion WHERE entidad = 'egresado' AND pk_item = ?", pk)).toBe(0);
  expect(cuenta("SELECT COUNT(*) FROM borradores_edicion WHERE entidad = 'egresado' AND pk_item = ?", pk)).toBe(0);
  expect(cuenta("SELECT COUNT(*) FROM vistas_previas WHERE entidad = 'egresado' AND pk_item = ?", pk)).toBe(0);
  expect(archivos()).toEqual([]);
  // who and when stay; what stays says nothing of the person
  const entradas = h.db
    .prepare("SELECT funcion, nombre_usuario, fecha, resumen FROM bitacora WHERE entidad = 'egresado' AND pk_entidad = ?")
    .all(pk) as Record<string, string>[];
  expect(entradas.map((e) => e.funcion)).toEqual(['registrarCasoExito', 'editarEgresado', 'eliminarEgresado']);
  for (const e of entradas) expect([e.resumen, e.nombre_usuario.length > 0, e.fecha.length > 0]).toEqual(['Egresado eliminado.', true, true]);
  expect(cuenta("SELECT COUNT(*) FROM bitacora WHERE resumen LIKE '%Andrea%' OR resumen LIKE '%Testimonio%'")).toBe(0);
  const restaurar = await h.llamar('restaurarRevision', { pkRevision: String(revision) }, { quien: 'a' });
  expect([restaurar.status, restaurar.body.codigo]).toEqual([404, 0]);

  // the next graduate: a new pk, a history of its own only
  expect(
    (
      await h.llamar('registrarCasoExito', datos({ nombreAlumno: 'Beatriz Luna', palabrasAlumno: 'Otro.', imagenForm: dataUrlDemo(13) }), {
        quien: 'a',
      })
    ).body,
  ).toMatchObject({ codigo: 1 });
  const nuevo = cuenta('SELECT max(pk_caso_exito) FROM casos_exito');
  expect(nuevo).toBeGreaterThan(pk);
  // …and new revision numbers: a history page left open on the erased person reaches nothing else
  expect(cuenta("SELECT min(pk_revision) FROM revisiones WHERE entidad = 'egresado' AND pk = ?", nuevo)).toBeGreaterThan(ultimaRevision);
  const vieja = await h.llamar('mostrarRevision', { pkRevision: String(ultimaRevision) }, { quien: 'a' });
  expect([vieja.status, vieja.body.codigo]).toEqual([404, 0]);
  for (const p of [pk, nuevo]) {
    const historia = (await h.llamar('traerRevisiones', { entidad: 'egresado', pk: String(p) }, { quien: 'a' })).body as unknown as {
      revisiones: unknown[];
    };
    expect(JSON.stringify(historia)).not.toMatch(/Andrea|Testimonio/);
  }
  expect(cuenta("SELECT COUNT(*) FROM revisiones WHERE contenido LIKE '%Andrea%'")).toBe(0);
});
