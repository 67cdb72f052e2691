// mostrarEnlace / cambiarEstadoEnlace: role matrix and validation against a real database.
import { nuevoHarness, QUIENES, type Harness } from '@server/pruebas/arnes';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const leer = () => h.db.prepare('SELECT enlace, estatus FROM enlace').get();

describe('mostrarEnlace', () => {
  it.each(QUIENES)('answers the link to %s', async (quien) => {
    const r = await h.llamar('mostrarEnlace', {}, { quien });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(leer());
  });
});

describe('cambiarEstadoEnlace', () => {
  it.each(NO_ADMINS)('is refused to %s (%i) and changes nothing', async (quien, status) => {
    const antes = leer();
    const r = await h.llamar('cambiarEstadoEnlace', { enlace: 'https://malo.mx', estatus: '1' }, { quien });
    esperarRechazo(r, status);
    expect(leer()).toEqual(antes);
  });

  it('lets an admin set and activate the link, then deactivate it', async () => {
    const r = await h.llamar('cambiarEstadoEnlace', { enlace: 'https://inscripciones.ut.mx/2027', estatus: '1' }, { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
    expect(leer()).toEqual({ enlace: 'https://inscripciones.ut.mx/2027', estatus: 1 });
    await h.llamar('cambiarEstadoEnlace', { enlace: 'https://inscripciones.ut.mx/2027', estatus: '0' }, { quien: 'a' });
    expect((await h.llamar('mostrarEnlace')).body).toEqual({ enlace: 'https://inscripciones.ut.mx/2027', estatus: 0 });
  });

  it.each([
    [{ estatus: '1' }, 'Se necesita el enlace para las inscripciones.'],
    [{ enlace: '  ', estatus: '1' }, 'Se necesita el enlace para las inscripciones.'],
    [{ enlace: 'javascript:alert(1)', estatus: '1' }, 'El enlace debe ser una dirección web completa (https://…).'],
    [{ enlace: 'https://a.mx', estatus: '2' }, 'El estado del enlace debe ser 0 (inactivo) o 1 (activo).'],
    [{ enlace: 'https://a.mx/' + 'x'.repeat(600), estatus: '1' }, 'El texto es demasiado largo (máximo 500 caracteres).'],
  ])('refuses %j with its message and changes nothing', async (campos, mensaje) => {
    const antes = leer();
    const r = await h.llamar('cambiarEstadoEnlace', campos, { quien: 'a' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(leer()).toEqual(antes);
  });
});
