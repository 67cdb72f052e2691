// Password reset as people meet it (issue 38): "¿Olvidó su contraseña?" answers the same whether or
// not the account exists and mails only a confirmed address; the link works once, expires, is
// refused when forged, and works on a second instance; the reset ends every session and keeps the
// second step; limits per address, per name typed and per account. The super admin's one-time
// password for an admin. Both engines.
import { generateSync } from 'otplib';
import { nuevoHarness, esRechazo, CUENTAS, type Harness } from '../pruebas/arnes';
import { buildApp } from '../app';
import { insertarUsuario } from '@server/semillas';
import { MENSAJES_RESTABLECER as M } from '@/shared/api/contrato/restablecer';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { CORREOS_POR_CUENTA, PISO_RESPUESTA_MS } from './restablecer';

let h: Harness;
beforeEach(async () => {
  h = await nuevoHarness({ SITE_URL: 'https://carrera.ejemplo.edu.mx' });
  h.db.prepare("UPDATE usuarios SET correo = 'alumno1@ejemplo.edu.mx', correo_confirmado = 1 WHERE usuario = 'alumno1'").run();
  // admin1 typed an address it never confirmed: it gets nothing
  h.db.prepare("UPDATE usuarios SET correo_pendiente = 'admin1@ejemplo.edu.mx' WHERE usuario = 'admin1'").run();
});
afterEach(() => h.cerrar());

const salida = () =>
  h.db.prepare('SELECT destinatario, asunto, texto FROM salida ORDER BY pk_mensaje').all() as {
    destinatario: string;
    asunto: string;
    texto: string;
  }[];
const tokenDe = (texto: string) => /\/restablecer_contrasena\?token=([\w-]+\.[\w-]{43})/.exec(texto)?.[1] ?? '';
const pedir = (cuenta: string, ip = '203.0.113.5') => h.llamar('pedirRestablecimiento', { cuenta }, { ip });
const restablecer = (token: string, contrasena_nueva: string) => h.llamar('restablecerContrasena', { token, contrasena_nueva });
const NUEVA = 'Girasol-Azul-2031';

async function enlaceDe(cuenta = 'alumno1') {
  expect((await pedir(cuenta)).status).toBe(200);
  return tokenDe(salida().at(-1)?.texto ?? '');
}

it('answers the same for an account with a confirmed address, one without, and none; mails only the confirmed one', async () => {
  const respuestas = [];
  for (const cuenta of ['alumno1', 'ALUMNO1@ejemplo.edu.mx', 'admin1', 'admin1@ejemplo.edu.mx', 'nadie', 'nadie@ejemplo.edu.mx', 'super1'])
    respuestas.push(await pedir(cuenta));
  for (const r of respuestas) expect([r.status, r.body]).toEqual([200, { codigo: 1, mensaje: M.enviado }]);
  const m = salida();
  expect(m.map((x) => x.destinatario)).toEqual(['alumno1@ejemplo.edu.mx', 'alumno1@ejemplo.edu.mx']);
  expect(m[0].asunto).toBe('Restablezca su contraseña');
  expect(m[0].texto).toMatch(/https:\/\/carrera\.ejemplo\.edu\.mx\/restablecer_contrasena\?token=/);
  expect(m[0].texto).toContain('vale 60 minutos y sirve una sola vez');
  expect((await pedir('')).body).toEqual({ codigo: 0, mensaje: M.cuenta });
});

it('takes at least the same floor whether or not an e-mail is written (the time tells nothing)', async () => {
  h.db.prepare("UPDATE usuarios SET correo = 'super1@ejemplo.edu.mx', correo_confirmado = 1 WHERE usuario = 'super1'").run();
  const duraciones: Record<string, number[]> = { con: [], sin: [] };
  for (const [cuenta, grupo] of [
    ['alumno1', 'con'],
    ['nadie', 'sin'],
    ['super1', 'con'],
    ['admin1', 'sin'],
  ] as const) {
    const t = performance.now();
    expect((await pedir(cuenta)).status).toBe(200);
    duraciones[grupo].push(performance.now() - t);
  }
  expect(salida()).toHaveLength(2);
  for (const d of [...duraciones.con, ...duraciones.sin]) expect(d).toBeGreaterThanOrEqual(PISO_RESPUESTA_MS - 2);
});

it('the link sets a new password once, ends every session, and the old password no longer opens', async () => {
  const token = await enlaceDe();
  const sesion = h.cookieDe('e')!;
  // a weak password is refused and the link still works
  expect((await restablecer(token, 'alumno1')).body).toEqual({ codigo: 0, mensaje: 'La nueva contraseña debe tener al menos 8 caracteres.' });
  expect((await restablecer(token, 'password')).body.mensaje).toMatch(/entre las más usadas/);
  expect((await restablecer(token, NUEVA)).body).toEqual({ codigo: 1, mensaje: M.hecho });
  // no session is opened by the link; the student's own session ended
  expect((await h.llamar('traerSesiones', {}, { cookie: sesion })).status).toBe(401);
  expect((await h.llamar('iniciarSesion', { usuario: 'alumno1', contrasena: CUENTAS.e.contrasena })).status).toBe(401);
  const entra = await h.llamar('iniciarSesion', { usuario: 'alumno1', contrasena: NUEVA });
  expect(entra.body).toMatchObject({ codigo: 1, rol: 'e', contrasena_inicial: false });
  // used: refused, the password stays
  const otra = await restablecer(token, 'Otra-Clave-Nueva-77');
  expect([otra.status, otra.body]).toEqual([400, { codigo: 0, mensaje: M.enlaceNoValido }]);
  expect((await h.llamar('iniciarSesion', { usuario: 'alumno1', contrasena: NUEVA })).status).toBe(200);
});

it('refuses an expired, forged, retired or foreign link', async () => {
  const viejo = await enlaceDe();
  const nuevo = await enlaceDe();
  h.db.prepare('UPDATE restablecimientos SET expira = 1 WHERE pk_restablecimiento = (SELECT MIN(pk_restablecimiento) FROM restablecimientos)').run();
  expect((await restablecer(viejo, NUEVA)).body).toEqual({ codigo: 0, mensaje: M.enlaceNoValido });
  const [datos, firma] = nuevo.split('.');
  const ajeno = JSON.parse(Buffer.from(datos, 'base64url').toString()) as { u: number };
  ajeno.u = h.pks.s;
  expect((await restablecer(`${Buffer.from(JSON.stringify(ajeno)).toString('base64url')}.${firma}`, NUEVA)).body.mensaje).toBe(M.enlaceNoValido);
  expect((await restablecer(`${datos}.${'A'.repeat(43)}`, NUEVA)).body.mensaje).toBe(M.enlaceNoValido);
  expect((await restablecer('cualquier-cosa', NUEVA)).body.mensaje).toBe(M.enlaceNoValido);
  expect((await restablecer('', NUEVA)).body.mensaje).toBe(M.sinEnlace);
  // a new password retires every other link of the account
  const tercero = await enlaceDe();
  expect((await restablecer(nuevo, NUEVA)).body.codigo).toBe(1);
  expect((await restablecer(tercero, 'Otra-Clave-Nueva-77')).body.mensaje).toBe(M.enlaceNoValido);
  // a deactivated account's link is refused
  const cuarto = await enlaceDe();
  h.db.prepare('UPDATE usuarios SET activo = 0 WHERE pk_usuario = ?').run(h.pks.e);
  expect((await restablecer(cuarto, 'Otra-Clave-Nueva-77')).body.mensaje).toBe(M.enlaceNoValido);
});

it('keeps the second step: after a reset, an admin with two-step verification is asked for the code', async () => {
  const contrasena = 'Admin#Dos-Pasos1';
  const pk = await insertarUsuario(h.db, { rol: 'a', usuario: 'admin2', contrasena, nombre: 'Admin Dos' });
  h.db.prepare("UPDATE usuarios SET correo = 'admin2@ejemplo.edu.mx', correo_confirmado = 1 WHERE pk_usuario = ?").run(pk);
  const cookie = await h.entrar('admin2', contrasena);
  const ins = await h.llamar('inscribirDosPasos', { contrasena }, { cookie });
  expect((await h.llamar('confirmarDosPasos', { codigo: generateSync({ secret: String(ins.body.secreto) }) }, { cookie })).status).toBe(200);
  expect((await restablecer(await enlaceDe('admin2@ejemplo.edu.mx'), NUEVA)).body.codigo).toBe(1);
  const otra = await h.llamar('iniciarSesion', { usuario: 'admin2', contrasena: NUEVA });
  expect(otra.body).toMatchObject({ codigo: 2, segundo_paso: 'codigo' });
  expect(otra.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
});

it('limits requests per address and per name typed (429 whether or not it exists), and e-mails per account silently', async () => {
  // one account asked from many addresses: its e-mails stop at the account's count, the answer does not change
  for (let i = 0; i < CORREOS_POR_CUENTA + 2; i++)
    expect((await pedir(i % 2 ? 'alumno1' : 'alumno1@ejemplo.edu.mx', `198.51.100.${i}`)).status).toBe(200);
  expect(salida()).toHaveLength(CORREOS_POR_CUENTA);
  // the same name typed, from many addresses: the sixth is refused, existing or not
  for (const cuenta of ['alumno1', 'nadie']) {
    const estados = [];
    for (let i = 0; i < 6; i++) estados.push((await pedir(cuenta, `192.0.2.${i + 10}`)).status);
    expect(estados.slice(-1)).toEqual([429]);
  }
  // one address asking for many names: 10 an hour
  const desde = [];
  for (let i = 0; i < 11; i++) desde.push(await pedir(`persona${i}`, '203.0.113.99'));
  expect(desde.at(-1)?.status).toBe(429);
  expect(desde.at(-1)?.body.mensaje).toBe(M.demasiados);
});

it('a link mailed by one instance works once on another', async () => {
  let construir: typeof buildApp = buildApp;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    construir = (require('../app') as typeof import('../app')).buildApp;
  });
  const db2 = await h.otraConexion();
  const otra = await construir({ db: db2, config: h.config });
  try {
    const token = await enlaceDe();
    const enOtra = async () =>
      (
        await otra.inject({
          method: 'POST',
          url: '/api.php',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ funcion: 'restablecerContrasena', token, contrasena_nueva: NUEVA }).toString(),
        })
      ).json<{ codigo: number; mensaje: string }>();
    expect(await enOtra()).toEqual({ codigo: 1, mensaje: M.hecho });
    expect((await restablecer(token, NUEVA)).body.mensaje).toBe(M.enlaceNoValido);
    expect(await enOtra()).toEqual({ codigo: 0, mensaje: M.enlaceNoValido });
  } finally {
    await otra.close();
    await db2.cerrar();
  }
});

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

it('without JavaScript, POST /olvide_contrasena answers the same page for any name, and the form again when empty', async () => {
  const enviar = (cuenta: string) =>
    h.app.inject({
      method: 'POST',
      url: '/olvide_contrasena',
      payload: new URLSearchParams({ cuenta }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const [existe, no] = [await enviar('alumno1'), await enviar('nadie')];
  expect([existe.statusCode, no.statusCode]).toEqual([200, 200]);
  expect(existe.body).toBe(no.body);
  expect(existe.body).toContain('role="status"');
  expect(salida()).toHaveLength(1);
  const vacia = await enviar('<b>');
  expect(vacia.body).not.toContain('<b>');
  const sin = await enviar('');
  expect([sin.statusCode, sin.body.includes(M.cuenta), sin.body.includes('<form method="post"')]).toEqual([400, true, true]);
});
