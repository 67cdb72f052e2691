// accionEnLote through the real server on both engines (issue 43): each action on each list it
// applies to, all or nothing, one audit entry per changed item (and a revision when its content
// changed), the public lists moving at once, one call undoing the batch; every refusal a Spanish
// message that changes nothing, never a 500.
import { abrirArnes } from '@server/pruebas/abrirArnes';
import type { Harness } from '@server/pruebas/arnes';
import { MAX_LOTE, MENSAJES_LOTE as M } from '@/shared/api/contrato/lote';

let h: Harness;
abrirArnes('archivo', (x) => (h = x));

// multipart, as the browser sends it (each text field has its own limit there)
const lote = (campos: Record<string, unknown>, quien: 'a' | 'e' | 's' = 'a') =>
  h.llamar('accionEnLote', Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])), {
    quien,
    multipart: true,
  });
const uno = <T>(q: string, ...p: unknown[]) => h.db.prepare(q).get(...p) as T;
const todas = <T>(q: string, ...p: unknown[]) => h.db.prepare(q).all(...p) as T[];
const pkDe = (tabla: string, pk: string, col: string, nombre: string) =>
  Number(uno<Record<string, number>>(`SELECT ${pk} AS pk FROM ${tabla} WHERE ${col} = ?`, nombre).pk);

function proyecto(nombre: string): number {
  h.db
    .prepare("INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES (?, ?, 4, 'Descripción.')")
    .run(nombre, nombre.toLowerCase());
  return pkDe('proyectos', 'pk_proyecto', 'nombre_proyecto', nombre);
}
function evento(nombre: string): number {
  h.db
    .prepare("INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento) VALUES (?, ?, 'Descripción.')")
    .run(nombre, nombre.toLowerCase());
  return pkDe('eventos', 'pk_evento', 'nombre_evento', nombre);
}
const entradas = (entidad: string, pk: number) =>
  todas<{ funcion: string; resumen: string; nombre_usuario: string }>(
    "SELECT funcion, resumen, nombre_usuario FROM bitacora WHERE funcion = 'accionEnLote' AND entidad = ? AND pk_entidad = ? ORDER BY pk_bitacora",
    entidad,
    pk,
  );
const revisiones = (entidad: string, pk: number) =>
  todas<{ resumen: string }>('SELECT resumen FROM revisiones WHERE entidad = ? AND pk = ? ORDER BY pk_revision', entidad, pk).map((r) => r.resumen);
const publicos = async () =>
  ((await h.llamar('obtenerTodosProyectosPorCuatrimestre', {})).body as unknown as { proyectos: { nombre_proyecto: string }[] }[]).flatMap((g) =>
    g.proyectos.map((p) => p.nombre_proyecto),
  );

it('deactivates projects in one call (each with its entry), the public list drops them at once, and one call brings them back', async () => {
  const pks = ['Inventario', 'Agenda', 'Tienda'].map(proyecto);
  expect(await publicos()).toEqual(expect.arrayContaining(['Inventario', 'Agenda', 'Tienda']));
  const r = await lote({ entidad: 'proyectos', accion: 'baja', pks });
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ codigo: 1, mensaje: '3 proyectos dados de baja.', afectados: 3, pks, deshacer: { accion: 'reactivar', pks } });
  expect(todas<{ activo: number }>(`SELECT activo FROM proyectos WHERE pk_proyecto IN (${pks.join(',')})`).map((f) => Number(f.activo))).toEqual([
    0, 0, 0,
  ]);
  expect(entradas('proyecto', pks[0])).toEqual([
    { funcion: 'accionEnLote', resumen: '«Inventario» — Dado de baja (acción en lote de 3).', nombre_usuario: expect.any(String) },
  ]);
  expect(entradas('proyecto', pks[2])).toHaveLength(1);
  expect(await publicos()).not.toEqual(expect.arrayContaining(['Inventario']));

  // again, with one still active: only that one changes, the others are counted as already so
  proyecto('Foro');
  const foro = pkDe('proyectos', 'pk_proyecto', 'nombre_proyecto', 'Foro');
  const otra = await lote({ entidad: 'proyectos', accion: 'baja', pks: [...pks, foro] });
  expect(otra.body).toMatchObject({ mensaje: '1 proyecto dado de baja (3 ya estaban así).', afectados: 1, pks: [foro] });

  // "Deshacer": the answer's own call
  const d = r.body.deshacer as { accion: string; pks: number[] };
  const atras = await lote({ entidad: 'proyectos', ...d });
  expect(atras.body).toEqual({ codigo: 1, mensaje: '3 proyectos reactivados.', afectados: 3, pks, deshacer: { accion: 'baja', pks } });
  expect(await publicos()).toEqual(expect.arrayContaining(['Inventario', 'Agenda', 'Tienda']));
  expect(entradas('proyecto', pks[1]).map((e) => e.resumen)).toEqual([
    '«Agenda» — Dado de baja (acción en lote de 3).',
    '«Agenda» — Reactivado (acción en lote de 3).',
  ]);
});

it('schedules events (a revision each), refuses a past date or a retirement before publication, and one call puts every schedule back', async () => {
  const pks = ['Feria', 'Hackatón'].map(evento);
  h.db.prepare("UPDATE eventos SET retirar_en = '2099-06-01T06:00:00Z' WHERE pk_evento = ?").run(pks[1]);
  const antes = todas('SELECT pk_evento, publicar_en, retirar_en, publicado, secuencia FROM eventos ORDER BY pk_evento');

  const pasada = await lote({ entidad: 'eventos', accion: 'publicarEn', pks, fecha: '2020-01-01T08:00' });
  expect([pasada.status, pasada.body.mensaje]).toEqual([400, M.fechaPasada]);
  expect((await lote({ entidad: 'eventos', accion: 'publicarEn', pks })).body.mensaje).toBe(M.fechaFalta);
  const tarde = await lote({ entidad: 'eventos', accion: 'publicarEn', pks, fecha: '2099-07-01T08:00' });
  expect([tarde.status, tarde.body.mensaje]).toEqual([400, '«Hackatón»: La fecha de retiro debe ser posterior a la de publicación.']);
  expect(todas('SELECT pk_evento, publicar_en, retirar_en, publicado, secuencia FROM eventos ORDER BY pk_evento')).toEqual(antes);

  const r = await lote({ entidad: 'eventos', accion: 'publicarEn', pks, fecha: '2099-03-12T08:00' });
  expect(r.body).toMatchObject({ codigo: 1, mensaje: '2 eventos con publicación programada.', afectados: 2, pks });
  expect(r.body.deshacer).toEqual({
    accion: 'publicarEn',
    pks,
    previos: [
      { pk: pks[0], publicarEn: '', retirarEn: '' },
      { pk: pks[1], publicarEn: '', retirarEn: expect.stringMatching(/^2099-06-01T\d\d:00$/) },
    ],
  });
  const fila = uno<{ publicar_en: string; publicado: number }>('SELECT publicar_en, publicado FROM eventos WHERE pk_evento = ?', pks[0]);
  expect([fila.publicar_en.slice(0, 10), Number(fila.publicado)]).toEqual(['2099-03-12', 0]);
  expect(entradas('evento', pks[0]).map((e) => e.resumen)).toEqual(['«Feria» — Publicación programada: 2099-03-12 08:00 (acción en lote de 2).']);
  expect(revisiones('evento', pks[0])).toHaveLength(1);
  const publicosEventos = await h.llamar('obtenerTodosEventos', {});
  expect(JSON.stringify(publicosEventos.body)).not.toContain('Feria');

  const atras = await lote({ entidad: 'eventos', ...(r.body.deshacer as object) });
  expect(atras.body).toMatchObject({ codigo: 1, afectados: 2 });
  expect(todas('SELECT pk_evento, publicar_en, retirar_en, publicado FROM eventos ORDER BY pk_evento')).toEqual(
    (antes as Record<string, unknown>[]).map(({ secuencia: _s, ...f }) => f),
  );
  expect(revisiones('evento', pks[0])).toEqual([expect.any(String), expect.stringContaining('Cambió')]);

  // retiring: a date in the future, kept as the item's retirar_en
  const retiro = await lote({ entidad: 'eventos', accion: 'retirarEn', pks: [pks[0]], fecha: '2099-12-01T08:00' });
  expect(retiro.body).toMatchObject({ mensaje: '1 evento con retiro programado.', afectados: 1 });
});

it('marks enquiries attended, deactivates students (ending their sessions) and companies, and refuses what does not apply', async () => {
  for (const n of ['Ana', 'Luis'])
    h.db.prepare("INSERT INTO solicitudes_informes (nombre, correo, mensaje) VALUES (?, 'x@ejemplo.mx', 'Hola')").run(n);
  const sols = ['Ana', 'Luis'].map((n) => pkDe('solicitudes_informes', 'pk_solicitud', 'nombre', n));
  await h.llamar('atenderSolicitudInformes', { pk: String(sols[0]) }, { quien: 'a' });
  const at = await lote({ entidad: 'solicitudes', accion: 'atender', pks: sols });
  expect(at.body).toEqual({ codigo: 1, mensaje: '1 solicitud marcada como atendida (1 ya estaba así).', afectados: 1, pks: [sols[1]] });
  expect(uno<{ estado: string }>('SELECT estado FROM solicitudes_informes WHERE pk_solicitud = ?', sols[1]).estado).toBe('atendida');

  // a student: deactivated with its sessions; an admin's pk is not a student (foreign: refused, nothing changed)
  expect((await h.llamar('traerMiCorreo', {}, { quien: 'e' })).status).toBe(200);
  const ajeno = await lote({ entidad: 'alumnos', accion: 'baja', pks: [h.pks.e, h.pks.a] });
  expect([ajeno.status, ajeno.body.mensaje]).toEqual([409, M.noExisten([h.pks.a])]);
  expect(Number(uno<{ activo: number }>('SELECT activo FROM usuarios WHERE pk_usuario = ?', h.pks.e).activo)).toBe(1);
  const al = await lote({ entidad: 'alumnos', accion: 'baja', pks: [h.pks.e] });
  expect(al.body).toMatchObject({ mensaje: '1 alumno dado de baja.', afectados: 1 });
  expect((await h.llamar('traerMiCorreo', {}, { quien: 'e' })).status).toBe(401);
  expect((await lote({ entidad: 'alumnos', accion: 'reactivar', pks: [h.pks.e] })).body.mensaje).toBe('1 alumno reactivado.');

  // a company and its experience: the experience does not come back under a deactivated company
  h.db.prepare("INSERT INTO empresas_estadias (nombre_empresa, nombre_norm, imagen_empresa) VALUES ('Acme', 'acme', '')").run();
  const emp = pkDe('empresas_estadias', 'pk_empresa_estadia', 'nombre_empresa', 'Acme');
  h.db
    .prepare(
      "INSERT INTO experiencias_estadias (fk_empresa_estadia, nombre_estudiante, nombre_norm, nivel_academico, experiencia, activo) VALUES (?, 'Eva', 'eva', 't', 'Bien.', 0)",
    )
    .run(emp);
  const exp = pkDe('experiencias_estadias', 'pk_experiencia_estadia', 'nombre_estudiante', 'Eva');
  expect((await lote({ entidad: 'empresas', accion: 'baja', pks: [emp] })).body.mensaje).toBe('1 empresa dada de baja.');
  expect((await lote({ entidad: 'experiencias', accion: 'reactivar', pks: [exp] })).body.mensaje).toBe(M.empresaDeBaja);
  expect((await lote({ entidad: 'empresas', accion: 'reactivar', pks: [emp] })).body.mensaje).toBe('1 empresa reactivada.');
  expect((await lote({ entidad: 'experiencias', accion: 'reactivar', pks: [exp] })).body.mensaje).toBe('1 experiencia reactivada.');

  // refusals: each a Spanish message with its status, none a 500
  const pk = proyecto('Rechazos');
  const casos: [Record<string, unknown>, number, string][] = [
    [{ entidad: 'egresados', accion: 'baja', pks: [1] }, 400, M.noAplica('egresados', 'baja')],
    [{ entidad: 'solicitudes', accion: 'baja', pks: sols }, 400, 'Esta acción no se aplica a solicitudes.'],
    [{ entidad: 'empresas', accion: 'publicarEn', pks: [emp], fecha: '2099-01-01T08:00' }, 400, 'Esta acción no se aplica a empresas.'],
    [{ entidad: 'proyectos', accion: 'atender', pks: [pk] }, 400, 'Esta acción no se aplica a proyectos.'],
    [{ entidad: 'proyectos', accion: 'baja', pks: [pk, 999_999] }, 409, M.noExisten([999_999])],
    [{ entidad: 'proyectos', accion: 'baja', pks: [] }, 400, M.pks],
    [{ entidad: 'proyectos', accion: 'baja', pks: 'no' }, 400, M.pks],
    [{ entidad: 'proyectos', accion: 'baja', pks: Array.from({ length: MAX_LOTE + 1 }, (_, i) => i + 1) }, 400, M.demasiados],
    [{ entidad: 'usuarios', accion: 'baja', pks: [1] }, 400, M.entidad],
    [{ entidad: 'proyectos', accion: 'borrar', pks: [pk] }, 400, M.accion],
    [{ entidad: 'proyectos', accion: 'publicarEn', pks: [pk], fecha: 'mañana' }, 400, M.fecha],
    [{ entidad: 'proyectos', accion: 'publicarEn', pks: [pk], previos: [{ pk: 1, publicarEn: '', retirarEn: '' }] }, 400, M.previos],
  ];
  for (const [campos, status, mensaje] of casos) {
    const r = await lote(campos);
    expect([campos, r.status, r.body.mensaje]).toEqual([campos, status, mensaje]);
  }
  // the undo of a 2,000-item schedule is larger than a text field's limit: still read, and checked
  const muchos = Array.from({ length: MAX_LOTE }, (_, i) => ({ pk: i + 1, publicarEn: '2099-01-01T08:00', retirarEn: '2099-02-01T08:00' }));
  const grande = await lote({ entidad: 'eventos', accion: 'publicarEn', pks: [pk], previos: muchos });
  expect([JSON.stringify(muchos).length > h.config.textFieldLimit, grande.status, grande.body.mensaje]).toEqual([true, 400, M.previos]);
  h.db.prepare('UPDATE proyectos SET activo = 0 WHERE pk_proyecto = ?').run(pk);
  expect((await lote({ entidad: 'proyectos', accion: 'retirarEn', pks: [pk], fecha: '2099-01-01T08:00' })).body.mensaje).toBe(M.deBaja([pk]));
  expect(todas("SELECT 1 FROM bitacora WHERE funcion = 'accionEnLote' AND pk_entidad = ?", pk)).toEqual([]);
  // the super admin may not (a student neither: the role matrix, server/api/roles.test.ts)
  expect((await lote({ entidad: 'proyectos', accion: 'reactivar', pks: [pk] }, 's')).status).toBe(403);
});
