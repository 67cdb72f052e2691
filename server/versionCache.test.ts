// Cache versions move only with content writes: failed logins, attempt limits and sessions leave
// every cached public answer and page valid (on SQLite they used to drop all of them: data_version
// and total_changes moved with any row of any table). Both engines.
import { nuevoHarness, type Harness, CUENTAS } from './pruebas/arnes';
import { hastaQueCambie, versionDatos } from './api/memoria';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

it('failed logins, a login, a logout and session activity keep the version; a content write moves it', async () => {
  const calcular = jest.fn(() => ({ lista: [1, 2, 3] }));
  const primera = await hastaQueCambie(h.db, 'prueba-version', calcular);
  const antes = await versionDatos(h.db);
  for (let i = 0; i < 3; i++) expect((await h.llamar('iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: 'mala' })).status).toBe(401);
  const cookie = await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena);
  expect((await h.llamar('mostrarAlumnos', {}, { cookie })).status).toBe(200);
  expect((await h.llamar('cerrarSesion', {}, { cookie })).status).toBe(200);
  expect(await versionDatos(h.db)).toBe(antes);
  expect(await hastaQueCambie(h.db, 'prueba-version', calcular)).toBe(primera);
  expect(calcular).toHaveBeenCalledTimes(1);

  expect((await h.llamar('cambiarEstadoEnlace', { enlace: 'https://example.edu.mx/inscripciones', estatus: '1' }, { quien: 'a' })).body.codigo).toBe(
    1,
  );
  expect(await versionDatos(h.db)).not.toBe(antes);
  await hastaQueCambie(h.db, 'prueba-version', calcular);
  expect(calcular).toHaveBeenCalledTimes(2);
});
