// Events' dates and place through api.php: optional (docs/SPEC.md's fields alone still work, and an edit
// without them keeps them), typed as the zone's wall clock and kept in UTC (across a DST change),
// secuencia rising with each edit, bad dates refused in Spanish with nothing changed, and only
// admins may set them.
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { NO_ADMINS, esperarRechazo, esperarNegativas } from '@server/pruebas/rechazos';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness({ ZONA_HORARIA: 'America/New_York' });
});
afterAll(() => h.cerrar());

const filas = () => h.db.prepare('SELECT * FROM eventos ORDER BY pk_evento').all();
const imgs = JSON.stringify([{ key: '0.12345', imagen: dataUrlDemo(7) }]);
const evento = (extra: Record<string, string> = {}) => ({ nombreEvento: 'Panel', descripcion: 'Ingenieras de la industria.', imgs, ...extra });
const leer = async (pk: number) => (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body;

async function registrar(extra: Record<string, string> = {}) {
  const r = await h.llamar('registrarEvento', evento(extra), { quien: 'a', multipart: true });
  expect(r.body).toMatchObject({ codigo: 1 });
  return r.body.pk_evento as number;
}

it('keeps an event with SPEC.md fields only working: undated, no place, sequence 0', async () => {
  const pk = await registrar();
  expect(await leer(pk)).toMatchObject({ inicio: null, fin: null, todo_el_dia: false, lugar: '', cancelado: false, secuencia: 0 });
});

it('keeps the wall clock of ZONA_HORARIA in UTC, on both sides of a daylight-saving change', async () => {
  // New York: EST (UTC−5) until 2027-03-14 02:00, EDT (UTC−4) after
  const pk = await registrar({
    inicio: '2027-03-13T10:00',
    fin: '2027-03-15T10:30',
    lugar: 'Auditorio',
    enlaceEnLinea: 'https://meet.example.org/x',
  });
  expect(await leer(pk)).toMatchObject({
    inicio: '2027-03-13T15:00:00Z',
    fin: '2027-03-15T14:30:00Z',
    lugar: 'Auditorio',
    enlace_en_linea: 'https://meet.example.org/x',
    zona: 'America/New_York',
  });
});

it('keeps an all-day event as calendar dates', async () => {
  const pk = await registrar({ inicio: '2027-06-01', fin: '2027-06-02T18:00', todoElDia: '1' });
  expect(await leer(pk)).toMatchObject({ inicio: '2027-06-01', fin: '2027-06-02', todo_el_dia: true });
});

it('raises secuencia and editado with each edit, and an edit without the new fields keeps them', async () => {
  const pk = await registrar({ inicio: '2027-05-01T09:00', lugar: 'Sala 1' });
  h.db.prepare("UPDATE eventos SET creado = '2020-01-01 00:00:00' WHERE pk_evento = ?").run(pk);
  const antes = await leer(pk);
  expect(antes).toMatchObject({ secuencia: 0, editado: '2020-01-01 00:00:00' });
  expect((await h.llamar('editarEvento', { pkEvento: String(pk), ...evento({ nombreEvento: 'Panel 2' }) }, { quien: 'a' })).body.codigo).toBe(1);
  const uno = await leer(pk);
  expect(uno).toMatchObject({ nombre_evento: 'Panel 2', inicio: '2027-05-01T13:00:00Z', lugar: 'Sala 1', secuencia: 1 });
  expect(uno.editado).not.toBe('2020-01-01 00:00:00');
  await h.llamar('editarEvento', { pkEvento: String(pk), ...evento({ cancelado: '1', lugar: '' }) }, { quien: 'a' });
  expect(await leer(pk)).toMatchObject({ cancelado: true, lugar: '', inicio: '2027-05-01T13:00:00Z', secuencia: 2 });
  await h.llamar('darBajaEvento', { pk: String(pk) }, { quien: 'a' });
  await h.llamar('reactivarEvento', { pk: String(pk) }, { quien: 'a' });
  expect(await leer(pk)).toMatchObject({ secuencia: 4 });
});

describe('bad dates', () => {
  it('are refused with Spanish messages, nothing stored', async () => {
    const antes = filas();
    const M = {
      inicio: 'La fecha de inicio no es válida: escríbela como 2027-03-12 10:00.',
      fin: 'La fecha de fin no es válida: escríbela como 2027-03-12 12:00.',
    };
    await esperarNegativas(h, 'registrarEvento', [
      [evento({ inicio: '2027-03-12T10:00', fin: '2027-03-12T09:59' }), 'La fecha de fin no puede ser anterior a la de inicio.', 400],
      [evento({ inicio: '2027-03-12', fin: '2027-03-11', todoElDia: '1' }), 'La fecha de fin no puede ser anterior a la de inicio.', 400],
      [evento({ fin: '2027-03-12T09:59' }), 'Indica también la fecha de inicio.', 400],
      [evento({ inicio: '2027-02-30T10:00' }), M.inicio, 400],
      [evento({ inicio: '2027-04-31' }), M.inicio, 400],
      [evento({ inicio: '2027-03-12T24:00' }), M.inicio, 400],
      [evento({ inicio: 'el jueves por la tarde' }), M.inicio, 400],
      [evento({ inicio: '2027-03-12T10:00', fin: '12/03/2027' }), M.fin, 400],
      [evento({ inicio: '1e309' }), M.inicio, 400],
      [evento({ todoElDia: 'quizá' }), 'Valor no válido: se espera 1 (sí) o 0 (no).', 400],
      [evento({ enlaceEnLinea: 'javascript:alert(1)' }), 'El enlace debe ser una dirección web completa (https://…).', 400],
    ]);
    expect(filas()).toEqual(antes);
  });

  it('an edit whose new start falls after the stored end is refused, nothing changed', async () => {
    const pk = await registrar({ inicio: '2027-08-01T10:00', fin: '2027-08-01T12:00' });
    const antes = filas();
    await esperarNegativas(h, 'editarEvento', [
      [{ pkEvento: String(pk), ...evento({ inicio: '2027-08-02T10:00' }) }, 'La fecha de fin no puede ser anterior a la de inicio.', 400],
    ]);
    expect(filas()).toEqual(antes);
  });
});

describe('role matrix for the new fields', () => {
  it.each(NO_ADMINS)('%s (%i) cannot register or edit dates, place or the cancelled mark', async (quien, status) => {
    const pk = await registrar({ inicio: '2027-09-01T10:00' });
    const antes = filas();
    const campos = { inicio: '2030-01-01T10:00', cancelado: '1', lugar: 'Otro', enlaceEnLinea: 'https://x.example' };
    esperarRechazo(await h.llamar('registrarEvento', evento(campos), { quien, multipart: true }), status);
    esperarRechazo(await h.llamar('editarEvento', { pkEvento: String(pk), ...evento(campos) }, { quien }), status);
    expect(filas()).toEqual(antes);
  });
});
