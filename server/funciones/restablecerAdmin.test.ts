// The password an admin gets (issues 38 and 44): a new admin with an e-mail is mailed a single-use
// link to choose it, valid 24 hours; the super admin's one-time password for an admin. Both engines.
// A person's own reset: restablecer.test.ts.
import { esRechazo, CUENTAS, type Harness } from '../pruebas/arnes';
import { NUEVA, prepararRestablecer, tokenDe } from '../pruebas/restablecer';
import { MENSAJES_RESTABLECER as M } from '@/shared/api/contrato/restablecer';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';

let h: Harness;
const { salida, restablecer } = prepararRestablecer((x) => (h = x));

describe('a new admin with an e-mail (issue 44): a single-use link to choose a password, valid 24 hours', () => {
  it('mails the link instead of showing a password; the link sets it once; a bad address creates nobody', async () => {
    const cuantos = () => (h.db.prepare("SELECT count(*) AS n FROM usuarios WHERE rol = 'a'").get() as { n: number }).n;
    const antes = cuantos();
    const mal = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Marta', apellido_p: 'Solís', correo: 'marta@' }, { quien: 's' });
    expect([mal.status, mal.body]).toEqual([400, { codigo: 0, mensaje: MENSAJES_AVISOS.correoNoValido }]);
    expect([cuantos(), salida()]).toEqual([antes, []]);

    const t0 = Date.now();
    const r = await h.llamar(
      'registrarUsuario',
      { rol: 'a', nombres: 'Marta', apellido_p: 'Solís', correo: 'marta.solis@ejemplo.edu.mx' },
      { quien: 's' },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      codigo: 1,
      mensaje:
        'Administrador registrado. Le enviamos a marta.solis@ejemplo.edu.mx un enlace para elegir su contraseña: vale 24 horas y sirve una sola vez.',
      usuario: 'marta.solis',
      correo: 'marta.solis@ejemplo.edu.mx',
    });
    const m = salida();
    expect(m.map((x) => [x.destinatario, x.asunto])).toEqual([['marta.solis@ejemplo.edu.mx', 'Su cuenta de administrador del sitio de la carrera']]);
    expect(m[0].texto).toContain('Su usuario es «marta.solis»');
    expect(m[0].texto).toContain('vale 24 horas y sirve una sola vez');
    const token = tokenDe(m[0].texto);
    const { x } = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { x: number };
    expect(x - t0).toBeGreaterThan(23.9 * 3_600_000);
    expect(x - t0).toBeLessThan(24.1 * 3_600_000);
    // nobody knows a password yet
    expect((await h.llamar('iniciarSesion', { usuario: 'marta.solis', contrasena: '' })).status).toBe(400);

    expect((await restablecer(token, NUEVA)).body).toEqual({ codigo: 1, mensaje: M.hecho });
    expect((await restablecer(token, 'Otra-Clave-Larga-2032')).body).toEqual({ codigo: 0, mensaje: M.enlaceNoValido });
    const entra = await h.llamar('iniciarSesion', { usuario: 'marta.solis', contrasena: NUEVA });
    expect(entra.status).toBe(200);
    expect(entra.body).not.toMatchObject({ contrasena_inicial: true });
    const trail = JSON.stringify(h.db.prepare('SELECT * FROM bitacora').all());
    expect(trail).toContain('marta.solis');
    expect(trail).not.toContain(token.split('.')[1]);
  });
});

describe("the super admin's one-time password for an admin", () => {
  it('gives a new initial password, ends the sessions, is audited without the password', async () => {
    const sesionAdmin = h.cookieDe('a')!;
    const r = await h.llamar('restablecerAdmin', { pk: String(h.pks.a) }, { quien: 's' });
    expect(r.body).toMatchObject({ codigo: 1, contrasena: expect.stringMatching(/^[A-Za-z2-9]{12}$/) });
    expect(r.body.mensaje).toBe(
      'Contraseña de Admin de Prueba restablecida. Anote la contraseña de un solo uso y entréguela en persona: no se volverá a mostrar. Deberá cambiarla al iniciar sesión.',
    );
    const contrasena = String(r.body.contrasena);
    expect((await h.llamar('traerSesiones', {}, { cookie: sesionAdmin })).status).toBe(401);
    expect((await h.llamar('iniciarSesion', { usuario: 'admin1', contrasena: CUENTAS.a.contrasena })).status).toBe(401);
    expect((await h.llamar('iniciarSesion', { usuario: 'admin1', contrasena })).body).toMatchObject({ codigo: 1, contrasena_inicial: true });
    const trail = JSON.stringify(h.db.prepare('SELECT * FROM bitacora').all()) + JSON.stringify(h.db.prepare('SELECT * FROM seguridad').all());
    expect(trail).toContain('restablecerAdmin');
    expect(trail).toContain('contrasena_admin_restablecida');
    expect(trail).not.toContain(contrasena);
  });

  it('refuses visitors (401), students and admins (403), and any account but an active admin', async () => {
    const campos = { pk: String(h.pks.a) };
    const visitante = await h.llamar('restablecerAdmin', campos);
    expect([visitante.status, esRechazo(visitante)]).toEqual([401, true]);
    for (const quien of ['e', 'a'] as const) {
      const r = await h.llamar('restablecerAdmin', campos, { quien });
      expect([r.status, esRechazo(r)]).toEqual([403, true]);
      expect(r.body.mensaje).toMatch(/[áéíóúñ]|no tiene permiso|Solo/);
    }
    for (const pk of [h.pks.e, h.pks.s, 999_999]) {
      const r = await h.llamar('restablecerAdmin', { pk: String(pk) }, { quien: 's' });
      expect([r.status, r.body]).toEqual([403, { codigo: 0, mensaje: M.soloAdmins }]);
    }
    expect((await h.llamar('restablecerAdmin', { pk: 'x' }, { quien: 's' })).status).toBe(400);
  });
});
