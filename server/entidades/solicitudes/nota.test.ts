// Issue 43 on enquiries: staff's internal note (anotarSolicitudInformes: audited, limited, refused to
// everyone else, '' clears it, only in the admins' list) and the panel tile's pending count
// (contarSolicitudesPendientes), through the real server on both engines.
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';
import { MENSAJES_SOLICITUD as M, MAX_NOTA_SOLICITUD, type SolicitudInformes } from '@/shared/api/contrato/solicitudes';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const enviar = (n: number) =>
  h.llamar(
    'registrarSolicitudInformes',
    { nombre: `Aspirante ${n}`, correo: `aspirante${n}@correo.mx`, mensaje: '¿Hay beca?', acepto: '1' },
    { ip: `10.0.1.${n}` },
  );
const lista = async () => ((await h.llamar('traerSolicitudesInformes', {}, { quien: 'a' })).body as unknown as { filas: SolicitudInformes[] }).filas;
const pendientes = async () => (await h.llamar('contarSolicitudesPendientes', {}, { quien: 'a' })).body;
const notas = () => h.db.prepare('SELECT pk_solicitud, nota FROM solicitudes_informes ORDER BY pk_solicitud').all();

it('counts pending enquiries; keeps, clears and audits a note; refuses a long one, an unknown pk and non-admins', async () => {
  expect(await pendientes()).toEqual({ pendientes: 0 });
  for (const n of [1, 2, 3]) expect((await enviar(n)).body.codigo).toBe(1);
  const [a, b] = (await lista()).map((s) => s.pk_solicitud).sort((x, y) => x - y);
  expect(await pendientes()).toEqual({ pendientes: 3 });
  expect((await h.llamar('atenderSolicitudInformes', { pk: String(b) }, { quien: 'a' })).body.codigo).toBe(1);
  expect(await pendientes()).toEqual({ pendientes: 2 });

  const r = await h.llamar('anotarSolicitudInformes', { pk: String(a), nota: '  Llamar el lunes: pregunta por la beca.  ' }, { quien: 'a' });
  expect(r.body).toEqual({ codigo: 1, mensaje: 'Nota interna guardada.' });
  expect((await lista()).find((s) => s.pk_solicitud === a)?.nota).toBe('Llamar el lunes: pregunta por la beca.');
  expect((await lista()).find((s) => s.pk_solicitud === b)?.nota).toBe('');
  expect(h.db.prepare('SELECT funcion, entidad, pk_entidad, resumen FROM bitacora ORDER BY pk_bitacora DESC LIMIT 1').get()).toMatchObject({
    funcion: 'anotarSolicitudInformes',
    entidad: 'solicitud',
    pk_entidad: a,
    resumen: expect.stringContaining('Nota interna'),
  });

  const antes = notas();
  const largo = await h.llamar('anotarSolicitudInformes', { pk: String(a), nota: 'x'.repeat(MAX_NOTA_SOLICITUD + 1) }, { quien: 'a' });
  expect([largo.status, largo.body]).toEqual([400, { codigo: 0, mensaje: 'La nota interna admite máximo 2,000 caracteres.' }]);
  const nadie = await h.llamar('anotarSolicitudInformes', { pk: '999999', nota: 'x' }, { quien: 'a' });
  expect([nadie.status, nadie.body]).toEqual([404, { codigo: 0, mensaje: M.noEncontrada }]);
  for (const [quien, status] of NO_ADMINS) {
    esperarRechazo(await h.llamar('anotarSolicitudInformes', { pk: String(a), nota: 'de otro' }, { quien }), status);
    esperarRechazo(await h.llamar('contarSolicitudesPendientes', {}, { quien }), status);
  }
  expect(notas()).toEqual(antes);

  expect((await h.llamar('anotarSolicitudInformes', { pk: String(a), nota: '' }, { quien: 'a' })).body).toEqual({
    codigo: 1,
    mensaje: 'Nota interna borrada.',
  });
  expect(notas()).toEqual(antes.map((f) => ({ ...(f as object), nota: '' })));
});
