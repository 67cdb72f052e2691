// Issue 45 (Low): a mailed reset link dies with what it was mailed for: the person's own password
// change, an admin's reset to the matrícula, and any change of the address it went to. Both engines.
import { nuevoHarness, CUENTAS, type Harness } from '../pruebas/arnes';
import { crearEnlace } from '../autenticacion/restablecer';
import { repoAvisos } from '../db/repositorios/avisos';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness({ SITE_URL: 'https://carrera.ejemplo.edu.mx' });
  h.db.prepare("UPDATE usuarios SET correo = 'alumno1@ejemplo.edu.mx', correo_confirmado = 1 WHERE pk_usuario = ?").run(h.pks.e);
});
afterAll(() => h.cerrar());

const restablecer = (token: string, contrasena_nueva: string) => h.llamar('restablecerContrasena', { token, contrasena_nueva });

it('a mailed link is refused after cambiarContrasena, reestablecerAlumno, and each change of the address; a fresh one still works', async () => {
  const pk = h.pks.e;
  const retirado = async (accion: () => Promise<unknown>, nombre: string) => {
    const token = await crearEnlace(h.db, pk);
    await accion();
    const r = await restablecer(token, 'Girasol-Azul-2031');
    expect([nombre, r.body.codigo]).toEqual([nombre, 0]);
  };
  await retirado(async () => {
    const r = await h.llamar(
      'cambiarContrasena',
      { contrasena_actual: CUENTAS.e.contrasena, contrasena_nueva: 'Mi#Clave-Nueva-2031' },
      { quien: 'e' },
    );
    expect(r.body).toMatchObject({ codigo: 1 });
  }, 'cambiarContrasena');
  await retirado(async () => {
    const r = await h.llamar('reestablecerAlumno', { idAlumno: String(pk) }, { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
  }, 'reestablecerAlumno');
  await retirado(() => repoAvisos(h.db).fijarCorreo(pk, 'otro@ejemplo.edu.mx'), 'an admin sets another address');
  await retirado(async () => {
    await repoAvisos(h.db).correoPendiente(pk, 'nuevo@ejemplo.edu.mx');
    expect(await repoAvisos(h.db).confirmar(pk, 'nuevo@ejemplo.edu.mx')).toBe(true);
  }, 'the student confirms a new address');
  await retirado(() => repoAvisos(h.db).quitarCorreo(pk), 'the address removed');
  // control: an untouched link works
  const token = await crearEnlace(h.db, pk);
  expect((await restablecer(token, 'Girasol-Azul-2032')).body).toMatchObject({ codigo: 1 });
});
