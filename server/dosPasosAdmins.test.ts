// The second factor for staff, end to end through api.php on a real database (both engines): "2FA
// obligatorio" for admins with a grace period, the super admin resetting an admin's factor, an optional
// factor turned off, students and visitors refused; the demo accounts keep logging in with the password
// alone. Setup in server/pruebas/dosPasos.ts.
import { nuevoHarness } from './pruebas/arnes';
import { CUENTAS_DEMO, insertarUsuario, sembrarDemo } from '@server/semillas';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';
import { codigoEn, eventos, h, prepararDosPasos, sid } from './pruebas/dosPasos';

prepararDosPasos();

describe('admins', () => {
  const ANA = { usuario: 'ana.ruiz', contrasena: 'Ana#Segura2026', nombre: 'Ana Ruiz' };
  let pk: number;
  beforeAll(async () => {
    pk = await insertarUsuario(h.db, { rol: 'a', ...ANA });
  });
  const login = () => h.llamar('iniciarSesion', { usuario: ANA.usuario, contrasena: ANA.contrasena });

  it('refuses grace days that are blank, fractional, negative or over the limit, in Spanish, and changes nothing', async () => {
    const antes = (await h.llamar('traerAjustesDosPasos', {}, { quien: 's' })).body;
    for (const dias of ['', '  ', '2.5', '-1', '91', 'siete']) {
      const r = await h.llamar('guardarAjustesDosPasos', { obligatorio_admins: '1', dias_gracia: dias }, { quien: 's' });
      expect([dias, r.status, r.body]).toEqual([dias, 400, { codigo: 0, mensaje: M.dias }]);
    }
    expect((await h.llamar('traerAjustesDosPasos', {}, { quien: 's' })).body).toEqual(antes);
  });

  it('log in with the password alone until the super admin requires it; then may postpone during the grace period', async () => {
    const antes = await login();
    expect(antes.body.codigo).toBe(1);
    const g = await h.llamar('guardarAjustesDosPasos', { obligatorio_admins: '1', dias_gracia: '7' }, { quien: 's' });
    expect(g.body).toMatchObject({ codigo: 1 });
    expect((await h.llamar('traerAjustesDosPasos', {}, { quien: 's' })).body).toMatchObject({ obligatorio_admins: true, dias_gracia: 7 });
    const r = await login();
    expect(r.body).toMatchObject({ codigo: 2, segundo_paso: 'inscribir', posponible: true });
    const p = await h.llamar('posponerDosPasos', { token: String(r.body.token) });
    expect(p.body).toMatchObject({ codigo: 1, rol: 'a' });
    expect(sid(p)).toBeDefined();
    // no grace left: postponing is refused
    await h.llamar('guardarAjustesDosPasos', { obligatorio_admins: '1', dias_gracia: '0' }, { quien: 's' });
    const r2 = await login();
    expect(r2.body).toMatchObject({ codigo: 2, segundo_paso: 'inscribir', posponible: false });
    const p2 = await h.llamar('posponerDosPasos', { token: String(r2.body.token) });
    expect([p2.status, p2.body.mensaje]).toEqual([403, M.noPosponer]);
    expect(eventos(pk).map((e) => e.evento)).toContain('dos_pasos_pospuesta');
  });

  it('a lost phone: the super admin resets the factor (audited), the admin enrols again', async () => {
    const r = await login();
    const token = String(r.body.token);
    const secreto = String((await h.llamar('inscribirDosPasos', { token })).body.secreto);
    const ok = await h.llamar('confirmarDosPasos', { token, codigo: codigoEn(secreto) });
    expect(ok.status).toBe(200);
    const cookie = `sid=${sid(ok)}`;
    const reset = await h.llamar('restablecerDosPasos', { pk: String(pk) }, { quien: 's' });
    expect(reset.body).toMatchObject({ codigo: 1 });
    // the admin's sessions ended with it
    expect((await h.llamar('estadoDosPasos', {}, { cookie })).status).toBe(401);
    expect((await login()).body).toMatchObject({ codigo: 2, segundo_paso: 'inscribir' });
    const fila = h.db.prepare("SELECT usuario, detalle FROM seguridad WHERE evento = 'dos_pasos_restablecida'").get() as { detalle: string };
    expect(fila.detalle).toContain(ANA.nombre);
    // and the trail of changes names it on the admin's row
    expect(h.db.prepare("SELECT entidad, pk_entidad FROM bitacora WHERE funcion = 'restablecerDosPasos'").get()).toEqual({
      entidad: 'usuario',
      pk_entidad: pk,
    });
    // only admins' factors are reset
    const mal = await h.llamar('restablecerDosPasos', { pk: String(h.pks.s) }, { quien: 's' });
    expect([mal.status, mal.body.mensaje]).toEqual([403, M.soloAdmins]);
    await h.llamar('guardarAjustesDosPasos', { obligatorio_admins: '0', dias_gracia: '0' }, { quien: 's' });
  });

  it('turn an optional factor off with the password and a current code', async () => {
    const r = await login();
    expect(r.body.codigo).toBe(1); // not required any more, not enrolled
    const cookie = `sid=${sid(r)}`;
    // from a session, enrolling asks the password (issue 33)
    const secreto = String((await h.llamar('inscribirDosPasos', { contrasena: ANA.contrasena }, { cookie })).body.secreto);
    const ok = await h.llamar('confirmarDosPasos', { codigo: codigoEn(secreto) }, { cookie });
    expect(ok.body).toMatchObject({ codigo: 1 });
    expect(ok.body.sesion).toBeUndefined();
    const mal = await h.llamar('desactivarDosPasos', { contrasena: 'otra-cosa', codigo: codigoEn(secreto, 1) }, { cookie });
    expect([mal.status, mal.body.mensaje]).toEqual([400, M.contrasenaIncorrecta]);
    const off = await h.llamar('desactivarDosPasos', { contrasena: ANA.contrasena, codigo: codigoEn(secreto, 1) }, { cookie });
    expect(off.body).toEqual({ codigo: 1, mensaje: 'Verificación en dos pasos desactivada.' });
    expect((await login()).body.codigo).toBe(1);
    expect(eventos(pk).map((e) => e.evento)).toEqual(expect.arrayContaining(['dos_pasos_activada', 'dos_pasos_desactivada']));
  });

  it('a student cannot enrol; a visitor without a token is asked to log in', async () => {
    expect((await h.llamar('inscribirDosPasos', {}, { quien: 'e' })).body.mensaje).toBe(M.soloPersonal);
    expect((await h.llamar('inscribirDosPasos', {})).body.mensaje).toBe(M.sinSesion);
  });
});

describe('the demo accounts', () => {
  it('still log in with the password alone (SEED_DEMO), even with 2FA required for admins', async () => {
    const d = await nuevoHarness();
    try {
      d.db.prepare('DELETE FROM sesiones').run();
      d.db.prepare('DELETE FROM usuarios').run();
      expect(await sembrarDemo(d.db, { ...d.config, seedDemo: 'cuentas' })).toBe(true);
      const s = CUENTAS_DEMO.find((c) => c.rol === 's')!;
      const sesion = await d.llamar('iniciarSesion', { usuario: s.usuario, contrasena: s.contrasena });
      expect(sesion.body).toMatchObject({ codigo: 1, rol: 's' });
      await d.llamar('guardarAjustesDosPasos', { obligatorio_admins: '1', dias_gracia: '0' }, { cookie: `sid=${sid(sesion)}` });
      for (const c of CUENTAS_DEMO) {
        const r = await d.llamar('iniciarSesion', { usuario: c.usuario, contrasena: c.contrasena });
        expect(r.body).toMatchObject({ codigo: 1, rol: c.rol });
      }
    } finally {
      await d.cerrar();
    }
  });
});
