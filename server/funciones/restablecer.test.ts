// Password reset as people meet it (issue 38): "¿Olvidó su contraseña?" answers the same whether or
// not the account exists and mails only a confirmed address; the link works once, expires, is
// refused when forged, and works on a second instance; the reset ends every session and keeps the
// second step; limits per address, per name typed and per account. Both engines. An admin's password
// (the link a new admin is mailed, the super admin's one-time password): restablecerAdmin.test.ts.
import { generateSync } from 'otplib';
import { CUENTAS, type Harness } from '../pruebas/arnes';
import { NUEVA, prepararRestablecer } from '../pruebas/restablecer';
import { buildApp } from '../app';
import { insertarUsuario } from '@server/semillas';
import { MENSAJES_RESTABLECER as M } from '@/shared/api/contrato/restablecer';
import { CORREOS_POR_CUENTA, PISO_RESPUESTA_MS } from './restablecer';

let h: Harness;
const { salida, pedir, restablecer, enlaceDe } = prepararRestablecer((x) => (h = x));

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
