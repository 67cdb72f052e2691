// Issue 45 (Low): saves had no rate limit (300 saves of a 20,000-character page: +12.3 MB in 4.8 s).
// Every save of an item with a history now counts against its account's GUARDADOS_POR_MINUTO
// (default 60), shared by every such funcion: past it, 429 with a Spanish message, nothing stored;
// the history stays within REVISIONES_MAX (+ the original). Both engines.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { MENSAJES_REVISION } from '@/shared/api/contrato/revisiones';
import { insertarUsuario } from '../semillas';
import { dataUrlDemo } from '../semillas/imagenDemo';
import { MAX_CUERPO_PAGINA } from '@/shared/api/contrato/paginas';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const bytesRevisiones = () => Number(h.db.prepare('SELECT COALESCE(SUM(LENGTH(contenido)), 0) FROM revisiones').pluck().get());

it('300 saves of a 20,000-character page by one account: throttled in Spanish, the history within the cap', async () => {
  const pk = h.db.prepare("SELECT pk_pagina FROM paginas WHERE clave = 'inicio'").pluck().get() as number;
  const antes = bytesRevisiones();
  const estados: number[] = [];
  const mensajes = new Set<unknown>();
  for (let i = 0; i < 300; i++) {
    const cuerpo = `${i} `.padEnd(MAX_CUERPO_PAGINA, 'abcdefghij ');
    const r = await h.llamar('editarPagina', { clave: 'inicio', titulo: 'Inicio', cuerpo }, { quien: 'a' });
    estados.push(r.status);
    if (r.status !== 200) mensajes.add(r.body.mensaje);
  }
  expect(estados.slice(0, 60).every((s) => s === 200)).toBe(true);
  expect(estados.slice(60).every((s) => s === 429)).toBe(true);
  expect([...mensajes]).toEqual([MENSAJES_REVISION.demasiados]);
  // the history: the newest 50 and the original, and the database grew by at most that
  const filas = Number(h.db.prepare("SELECT COUNT(*) FROM revisiones WHERE entidad = 'pagina' AND pk = ?").pluck().get(pk));
  expect(filas).toBeLessThanOrEqual(h.config.revisionesMax + 1);
  if (process.env.CIFRAS) console.log(JSON.stringify({ filas, crecimiento: bytesRevisiones() - antes }));
  expect(bytesRevisiones() - antes).toBeLessThanOrEqual((h.config.revisionesMax + 1) * (MAX_CUERPO_PAGINA * 2 + 2_000));

  // one count for every funcion that saves an item with a history, per account: another item is refused too
  const otra = await h.llamar(
    'registrarEvento',
    { nombreEvento: 'Feria', descripcion: 'x', imgs: JSON.stringify([{ key: '1', imagen: dataUrlDemo(1) }]) },
    { quien: 'a', multipart: true },
  );
  expect([otra.status, otra.body.mensaje]).toEqual([429, MENSAJES_REVISION.demasiados]);
  // …and so is a restore (a save through another funcion)
  const vieja = h.db
    .prepare("SELECT pk_revision FROM revisiones WHERE entidad = 'pagina' AND pk = ? ORDER BY numero LIMIT 1")
    .pluck()
    .get(pk) as number;
  const restaurar = await h.llamar('restaurarRevision', { pkRevision: String(vieja) }, { quien: 'a' });
  expect([restaurar.status, restaurar.body.mensaje]).toEqual([429, MENSAJES_REVISION.demasiados]);
  // …and another account's save is not
  await insertarUsuario(h.db, { rol: 'a', usuario: 'beto', contrasena: 'Clave#Larga123', nombre: 'Beto', exento2fa: true });
  const cookie = await h.entrar('beto', 'Clave#Larga123');
  const suya = await h.llamar('editarPagina', { clave: 'inicio', titulo: 'Inicio', cuerpo: 'Breve.' }, { cookie });
  expect(suya.body).toMatchObject({ codigo: 1 });
  expect(h.config.guardadosPorMinuto).toBe(60);
});
