// Issue 45 (Info): enquiries were never purged and the admins' list was every enquiry in one answer.
// Now the list is paged and filtered on the server, enquiries older than SOLICITUDES_DIAS (default
// 365) are purged with the hourly purge, and the retention reaches the staff (the list's answer)
// and the public form (the admissions page's answer). Both engines.
import { sql } from 'kysely';
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { repoSolicitudes } from './repositorio';
import { MENSAJES_SOLICITUD as M, POR_PAGINA_SOLICITUDES, type PaginaSolicitudes } from '@/shared/api/contrato/solicitudes';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const pagina = async (campos: Record<string, string> = {}) =>
  (await h.llamar('traerSolicitudesInformes', campos, { quien: 'a' })).body as unknown as PaginaSolicitudes;
const insertar = (nombre: string, hace: string, estado = 'pendiente') =>
  h.db.ejecutar(
    sql`INSERT INTO solicitudes_informes (nombre, correo, telefono, mensaje, creada, estado, atendida_en)
          VALUES (${nombre}, ${`${nombre.toLowerCase().replace(/\s+/g, '.')}@correo.mx`}, '', 'Hola.', ${h.db.ahora(hace)}, ${estado},
                  ${estado === 'pendiente' ? null : h.db.ahora()})`,
  );

it('pages and filters the list on the server, purges enquiries past SOLICITUDES_DIAS, and says how long they are kept', async () => {
  expect(h.config.solicitudesDias).toBe(365);
  for (let i = 0; i < 30; i++) await insertar(`Aspirante ${String(i).padStart(2, '0')}`, `-${i + 1} days`, i % 3 === 0 ? 'atendida' : 'pendiente');
  await insertar('Antigua Solicitante', '-400 days');
  await insertar('Casi Vencida', '-364 days');

  // 32 in all: a page of 25, pending first then newest; the second page the rest
  const uno = await pagina();
  expect({ total: uno.total, pagina: uno.pagina, porPagina: uno.porPagina, filas: uno.filas.length, dias: uno.dias }).toEqual({
    total: 32,
    pagina: 1,
    porPagina: POR_PAGINA_SOLICITUDES,
    filas: 25,
    dias: 365,
  });
  expect(uno.filas[0].nombre).toBe('Aspirante 01');
  const dos = await pagina({ pagina: '2' });
  expect(dos.filas).toHaveLength(7);
  expect(new Set([...uno.filas, ...dos.filas].map((f) => f.pk_solicitud)).size).toBe(32);
  // filtered there: pending ones, one word of the name or e-mail, a year
  expect((await pagina({ pendientes: '1' })).total).toBe(22);
  // the list's counts over every page: all kept, and the pending among those a search matches
  expect([uno.todas, uno.pendientes, dos.pendientes]).toEqual([32, 22, 22]);
  const buscada = await pagina({ q: 'aspirante', pendientes: '1' });
  expect([buscada.total, buscada.pendientes, buscada.todas]).toEqual([buscada.filas.length, buscada.filas.length, 32]);
  expect((await pagina({ anio: '2001' })).pendientes).toBe(0);
  expect((await pagina({ q: 'ANTIGUA' })).filas.map((f) => f.nombre)).toEqual(['Antigua Solicitante']);
  expect((await pagina({ q: 'aspirante.07@' })).filas.map((f) => f.nombre)).toEqual(['Aspirante 07']);
  expect((await pagina({ anio: '2001' })).total).toBe(0);
  for (const [campos, mensaje] of [
    [{ pagina: '0' }, M.pagina],
    [{ q: 'x'.repeat(101) }, M.busqueda],
    [{ anio: 'dos mil' }, M.anio],
  ] as const)
    expect((await h.llamar('traerSolicitudesInformes', campos, { quien: 'a' })).body).toEqual({ codigo: 0, mensaje });

  // the hourly purge: the one received 400 days ago goes, the one of 364 days stays; 0 keeps them all
  expect(await repoSolicitudes(h.db).purgar(0)).toBe(0);
  expect(await repoSolicitudes(h.db).purgar(h.config.solicitudesDias)).toBe(1);
  const quedan = await pagina({ q: 'solicitante vencida' });
  expect(quedan.total).toBe(0);
  expect((await pagina({ q: 'casi' })).filas.map((f) => f.nombre)).toEqual(['Casi Vencida']);
  expect((await pagina()).total).toBe(31);

  // the public form's notice reads the retention from the admissions page (others do not carry it)
  const admisiones = (await h.llamar('mostrarPagina', { clave: 'admisiones' })).body;
  expect(admisiones.solicitudesDias).toBe(365);
  expect((await h.llamar('mostrarPagina', { clave: 'contacto' })).body.solicitudesDias).toBeUndefined();
});
