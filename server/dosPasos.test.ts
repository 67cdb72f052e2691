// The second factor for staff, end to end through api.php on a real database (both
// engines). A super admin that is not a demo account must enrol at its first login (QR + secret,
// then a code, then 10 recovery codes shown once); later logins need a current code, accepted
// once; wrong codes are counted and throttled like passwords; a recovery code opens the account
// once; the demo accounts keep logging in with the password alone; "2FA obligatorio" for admins
// with a grace period; the super admin resets an admin's factor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { generateSync } from 'otplib';
import { nuevoHarness, esRechazo, type Harness, type Respuesta } from './pruebas/arnes';
import { CUENTAS_DEMO, insertarUsuario, sembrarDemo } from './db/semillas';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';
import { SEGUNDO_PASO } from './autenticacion/limites';
import { cuentaBloqueada } from './autenticacion/limitesDosPasos';
import { cifrarSecreto, cifrarSecretosGuardados, descifrarSecreto, exigirClaveTotp, leerClaveTotp } from './autenticacion/cifradoTotp';
import { readConfig } from './config';

// The server's clock and the phone's are the same fake Date, frozen at the start of a time step
// and moved on by hand: which codes are valid never depends on how fast the machine runs.
beforeAll(() => {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  jest.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
});
afterAll(() => jest.useRealTimers());

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

/** The code of the time step `pasos` steps from now (the app on the phone, a little later). */
const codigoEn = (secreto: string, pasos = 0) => generateSync({ secret: secreto, epoch: Math.floor(Date.now() / 1000) + pasos * 30 });
const sid = (r: Respuesta) => r.raw.cookies.find((c) => c.name === 'sid' && c.value)?.value;
const eventos = (pk: number) =>
  h.db.prepare('SELECT evento, funcion, usuario, detalle, direccion FROM seguridad WHERE fk_usuario = ? ORDER BY pk_seguridad').all(pk) as {
    evento: string;
    funcion: string;
    usuario: string;
    detalle: string;
    direccion: string;
  }[];

const JEFA = { usuario: 'jefa', contrasena: 'Jefa#Segura2026', nombre: 'Jefa de Carrera' };

describe('a super admin of a real deployment', () => {
  let pk: number;
  let secreto: string;
  let recuperacion: string[];
  const login = () => h.llamar('iniciarSesion', { usuario: JEFA.usuario, contrasena: JEFA.contrasena });

  beforeAll(async () => {
    // created as crearPrimerSuperadmin / SUPERADMIN_USUARIO do: not a demo account
    pk = await insertarUsuario(h.db, { rol: 's', ...JEFA });
  });

  it('must enrol at the first login: a pending step, no session', async () => {
    const r = await login();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ codigo: 2, segundo_paso: 'inscribir', posponible: false, mensaje: M.inscribir });
    expect(sid(r)).toBeUndefined();
    expect(String(r.body.token).length).toBeGreaterThan(20);
  });

  it('enrols with the QR code and the secret as text, then a code, and gets 10 recovery codes once', async () => {
    const token = String((await login()).body.token);
    const ins = await h.llamar('inscribirDosPasos', { token });
    expect(ins.status).toBe(200);
    secreto = String(ins.body.secreto);
    expect(secreto).toMatch(/^[A-Z2-7]{16,}$/);
    expect(String(ins.body.qr)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(String(ins.body.qr).split(',')[1], 'base64').toString()).toContain('<svg');
    expect(String(ins.body.uri)).toContain(`secret=${secreto}`);

    const mal = await h.llamar('confirmarDosPasos', { token, codigo: codigoEn(secreto, 10) });
    expect([mal.status, mal.body]).toEqual([400, { codigo: 0, mensaje: M.incorrecto }]);

    const ok = await h.llamar('confirmarDosPasos', { token, codigo: codigoEn(secreto) });
    expect(ok.status).toBe(200);
    recuperacion = ok.body.codigos_recuperacion as string[];
    expect(recuperacion).toHaveLength(10);
    expect(new Set(recuperacion).size).toBe(10);
    expect(ok.body.sesion).toMatchObject({ codigo: 1, rol: 's', pk_usuario: pk });
    const cookie = `sid=${sid(ok)}`;
    expect((await h.llamar('traerBitacora', {}, { cookie })).status).toBe(200);
    const estado = await h.llamar('estadoDosPasos', {}, { cookie });
    expect(estado.body).toEqual({
      activo: true,
      requerida: true,
      codigos_restantes: 10,
      desde: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    // activated just now (the fake clock of the test and the database's own clock agree within a day)
    expect(Math.abs(Date.parse(estado.body.desde as string) - Date.now())).toBeLessThan(86_400_000);
    // the super admin may not turn it off
    const off = await h.llamar('desactivarDosPasos', { contrasena: JEFA.contrasena, codigo: codigoEn(secreto, 1) }, { cookie });
    expect([off.status, off.body.mensaje]).toEqual([403, M.obligatoria]);
    // a second enrolment is refused; the token was used up
    expect((await h.llamar('inscribirDosPasos', { token })).status).toBe(401);
    expect((await h.llamar('inscribirDosPasos', {}, { cookie })).status).toBe(409);
  });

  it('never sends or records the secret or the recovery codes again', async () => {
    const todo = JSON.stringify([h.db.prepare('SELECT * FROM bitacora').all(), h.db.prepare('SELECT * FROM seguridad').all()]);
    expect(todo).not.toContain(secreto);
    for (const c of recuperacion) expect(todo).not.toContain(c);
    const guardados = JSON.stringify(h.db.prepare('SELECT hash FROM codigos_recuperacion WHERE fk_usuario = ?').all(pk));
    for (const c of recuperacion) expect(guardados).not.toContain(c);
  });

  it('logs in with a current code; the same code (a replay) is refused', async () => {
    const r = await login();
    expect(r.body).toMatchObject({ codigo: 2, segundo_paso: 'codigo', mensaje: M.necesario });
    // the enrolment's own code: already used
    const viejo = await h.llamar('verificarDosPasos', { token: String(r.body.token), codigo: codigoEn(secreto) });
    expect([viejo.status, viejo.body]).toEqual([400, { codigo: 0, mensaje: M.incorrecto }]);
    const codigo = codigoEn(secreto, 1);
    const ok = await h.llamar('verificarDosPasos', { token: String(r.body.token), codigo });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ codigo: 1, rol: 's', pk_usuario: pk, nombre_persona: JEFA.nombre });
    expect(sid(ok)).toBeDefined();
    // the token opened one session: used again, refused
    expect((await h.llamar('verificarDosPasos', { token: String(r.body.token), codigo: codigoEn(secreto, 2) })).status).toBe(401);
    const otra = await login();
    const replay = await h.llamar('verificarDosPasos', { token: String(otra.body.token), codigo });
    expect([replay.status, replay.body]).toEqual([400, { codigo: 0, mensaje: M.incorrecto }]);
    expect(eventos(pk).map((e) => e.evento)).toEqual(expect.arrayContaining(['dos_pasos_activada', 'inicio', 'codigo_fallido']));
  });

  it('opens the account once with each recovery code', async () => {
    const r = await login();
    const ok = await h.llamar('verificarDosPasos', { token: String(r.body.token), recuperacion: recuperacion[0].toLowerCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.mensaje).toContain('Usó un código de recuperación');
    const otra = await login();
    const again = await h.llamar('verificarDosPasos', { token: String(otra.body.token), recuperacion: recuperacion[0] });
    expect([again.status, again.body]).toEqual([400, { codigo: 0, mensaje: M.recuperacionIncorrecta }]);
    expect(eventos(pk).filter((e) => e.evento === 'recuperacion_usada')).toEqual([
      expect.objectContaining({ detalle: 'Quedan 9 códigos de recuperación.', direccion: '127.0.0.1' }),
    ]);
  });

  it('throttles wrong codes: 5 failures, then refused in Spanish even with the right code', async () => {
    // a success clears the failures counted so far (the replays above)
    jest.setSystemTime(Date.now() + 30_000);
    const limpio = await h.llamar('verificarDosPasos', { token: String((await login()).body.token), codigo: codigoEn(secreto, 1) });
    expect(limpio.status).toBe(200);
    const token = String((await login()).body.token);
    for (let i = 0; i < 5; i++) {
      const r = await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto, 20 + i) });
      expect([r.status, r.body.mensaje]).toEqual([400, M.incorrecto]);
    }
    jest.setSystemTime(Date.now() + 30_000);
    const r = await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto, 1) });
    expect([r.status, r.body]).toEqual([429, { codigo: 0, mensaje: 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.' }]);
    expect(esRechazo(r)).toBe(true);
    expect(eventos(pk).filter((e) => e.evento === 'codigo_fallido').length).toBeGreaterThanOrEqual(5);
    expect(eventos(pk).at(-1)).toMatchObject({ evento: 'rechazo', funcion: 'verificarDosPasos' });
  });

  it('refuses an unknown or malformed pending token and bad codes in Spanish', async () => {
    const r = await h.llamar('verificarDosPasos', { token: 'x'.repeat(43), codigo: '123456' });
    expect([r.status, r.body]).toEqual([401, { codigo: 0, mensaje: M.vencido }]);
    const sinCodigo = await h.llamar('verificarDosPasos', { token: 'x'.repeat(43) });
    expect([sinCodigo.status, sinCodigo.body.mensaje]).toEqual([400, M.codigo]);
    const letras = await h.llamar('verificarDosPasos', { token: 'x'.repeat(43), codigo: '12ab56' });
    expect([letras.status, letras.body.mensaje]).toEqual([400, M.codigoFormato]);
  });
});

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

// Issue 33, finding 7, replayed: a stolen session, codes guessed from one address and from many,
// the secrets at rest, the start without a key in production.
describe('issue 33: the second factor against a stolen session and guessed codes', () => {
  const BETO = { usuario: 'beto.admin', contrasena: 'Beto#Segura2026', nombre: 'Beto Admin' };
  const DUENO = '203.0.113.10';
  const LADRON = '198.51.100.66';
  let pk: number;
  let secreto: string;
  let recuperacion: string[];
  const entrar = (ip: string) => h.llamar('iniciarSesion', { usuario: BETO.usuario, contrasena: BETO.contrasena }, { ip });
  /** Another step: the last code used is never valid again. */
  const siguientePaso = () => jest.setSystemTime(Date.now() + 30_000);
  beforeAll(async () => {
    pk = await insertarUsuario(h.db, { rol: 'a', ...BETO });
  });

  it('a stolen session cannot bind another phone: enrolling asks the password; activating ends the other sessions', async () => {
    const dueno = `sid=${sid(await entrar(DUENO))}`;
    const ladron = `sid=${sid(await entrar(LADRON))}`;
    // the session alone: on the old code, 200 with the secret (and then the recovery codes)
    const sola = await h.llamar('inscribirDosPasos', {}, { cookie: ladron, ip: LADRON });
    expect([sola.status, sola.body]).toEqual([400, { codigo: 0, mensaje: M.contrasena }]);
    for (let i = 0; i < 5; i++) {
      const r = await h.llamar('inscribirDosPasos', { contrasena: `adivina${i}` }, { cookie: ladron, ip: LADRON });
      expect([r.status, r.body.mensaje]).toEqual([400, M.contrasenaIncorrecta]);
    }
    const bloqueado = await h.llamar('inscribirDosPasos', { contrasena: BETO.contrasena }, { cookie: ladron, ip: LADRON });
    expect([bloqueado.status, bloqueado.body.mensaje]).toEqual([429, 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.']);
    expect(h.db.prepare('SELECT COUNT(*) FROM dos_pasos WHERE fk_usuario = ?').pluck().get(pk)).toBe(0);
    // the owner, with the password, from its address
    const ins = await h.llamar('inscribirDosPasos', { contrasena: BETO.contrasena }, { cookie: dueno, ip: DUENO });
    expect(ins.status).toBe(200);
    secreto = String(ins.body.secreto);
    const ok = await h.llamar('confirmarDosPasos', { codigo: codigoEn(secreto) }, { cookie: dueno, ip: DUENO });
    expect(ok.body).toMatchObject({ codigo: 1, mensaje: expect.stringContaining('Se cerraron sus otras sesiones abiertas.') });
    recuperacion = ok.body.codigos_recuperacion as string[];
    expect((await h.llamar('estadoDosPasos', {}, { cookie: ladron })).status).toBe(401);
    expect((await h.llamar('estadoDosPasos', {}, { cookie: dueno })).body).toMatchObject({ activo: true });
  });

  it('codes guessed from one address do not lock the owner out of its own', async () => {
    siguientePaso();
    const ATACANTE = '198.51.100.67';
    for (let i = 0; i < 5; i++) {
      const token = String((await entrar(ATACANTE)).body.token);
      expect((await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto, 40 + i) }, { ip: ATACANTE })).status).toBe(400);
    }
    const token = String((await entrar(ATACANTE)).body.token);
    expect((await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto) }, { ip: ATACANTE })).status).toBe(429);
    // on the old code: 429 for the owner too, 15 minutes
    const propio = await h.llamar('verificarDosPasos', { token: String((await entrar(DUENO)).body.token), codigo: codigoEn(secreto) }, { ip: DUENO });
    expect(propio.body).toMatchObject({ codigo: 1, rol: 'a', pk_usuario: pk });
  });

  it('codes guessed from many addresses: the account refuses codes a while, and its recovery codes still open it', async () => {
    siguientePaso();
    for (let i = 0; i < SEGUNDO_PASO.fallosCuenta; i++) {
      const ip = `198.51.100.${100 + i}`;
      const token = String((await entrar(ip)).body.token);
      expect((await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto, 60 + i) }, { ip })).status).toBe(400);
    }
    const token = String((await entrar(DUENO)).body.token);
    const codigo = await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto) }, { ip: DUENO });
    expect([codigo.status, codigo.body.mensaje]).toEqual([429, cuentaBloqueada(SEGUNDO_PASO.bloqueo * 1000)]);
    // on the old code: 429 for the recovery code as well
    const r = await h.llamar('verificarDosPasos', { token, recuperacion: recuperacion[0] }, { ip: DUENO });
    expect(r.body).toMatchObject({ codigo: 1, rol: 'a', pk_usuario: pk });
    // and a wrong recovery code is still counted per address
    for (let i = 0; i < 5; i++)
      await h.llamar(
        'verificarDosPasos',
        { token: String((await entrar('198.51.100.99')).body.token), recuperacion: 'AAAAA-AAAAA' },
        { ip: '198.51.100.99' },
      );
    const otra = await h.llamar(
      'verificarDosPasos',
      { token: String((await entrar('198.51.100.99')).body.token), recuperacion: recuperacion[1] },
      { ip: '198.51.100.99' },
    );
    expect(otra.status).toBe(429);
  });

  it(`one address guessing across accounts is refused after ${SEGUNDO_PASO.fallosDireccion} wrong codes an hour`, async () => {
    const ip = '192.0.2.200';
    const cuentas = [];
    for (let i = 0; i < 5; i++) {
      const c = { usuario: `lote${i}`, contrasena: `Lote#Segura2026${i}`, nombre: `Lote ${i}` };
      const p = await insertarUsuario(h.db, { rol: 'a', ...c });
      // an enrolled factor, as its owner left it
      h.db
        .prepare('INSERT INTO dos_pasos (fk_usuario, secreto, activo, ultimo_paso) VALUES (?, ?, 1, 0)')
        .run(p, await cifrarSecreto(h.db, h.config, p, secreto));
      cuentas.push(c);
    }
    const estados = [];
    for (const c of cuentas)
      for (let i = 0; i < 5; i++) {
        const token = String((await h.llamar('iniciarSesion', { usuario: c.usuario, contrasena: c.contrasena }, { ip })).body.token);
        estados.push((await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto, 80 + i) }, { ip })).status);
      }
    expect(estados.slice(0, SEGUNDO_PASO.fallosDireccion)).toEqual(Array(SEGUNDO_PASO.fallosDireccion).fill(400));
    expect(estados.slice(SEGUNDO_PASO.fallosDireccion)).toEqual(Array(25 - SEGUNDO_PASO.fallosDireccion).fill(429));
  }, 60_000);

  it('stores the secret encrypted and bound to its account; an older secret in clear is encrypted at start', async () => {
    const guardado = h.db.prepare('SELECT secreto FROM dos_pasos WHERE fk_usuario = ?').pluck().get(pk) as string;
    expect(guardado).toMatch(/^v1\./);
    expect(guardado).not.toContain(secreto);
    expect(await descifrarSecreto(h.db, h.config, pk, guardado)).toBe(secreto);
    // copied onto another account's row, it opens nothing
    expect(await descifrarSecreto(h.db, h.config, h.pks.a, guardado)).toBeNull();
    // an older database: a secret in clear, encrypted by the start, and its codes still valid
    const viejo = { usuario: 'vieja.cuenta', contrasena: 'Vieja#Segura2026', nombre: 'Vieja Cuenta' };
    const pkViejo = await insertarUsuario(h.db, { rol: 'a', ...viejo });
    h.db.prepare('INSERT INTO dos_pasos (fk_usuario, secreto, activo, ultimo_paso) VALUES (?, ?, 1, 0)').run(pkViejo, secreto);
    expect(await cifrarSecretosGuardados(h.db, h.config)).toBe(1);
    expect(h.db.prepare('SELECT secreto FROM dos_pasos WHERE fk_usuario = ?').pluck().get(pkViejo)).toMatch(/^v1\./);
    siguientePaso();
    const token = String((await h.llamar('iniciarSesion', { usuario: viejo.usuario, contrasena: viejo.contrasena })).body.token);
    expect((await h.llamar('verificarDosPasos', { token, codigo: codigoEn(secreto) })).body).toMatchObject({ codigo: 1, pk_usuario: pkViejo });
    // CLAVE_TOTP set later: the start moves every secret under it
    const clave = randomBytes(32).toString('base64');
    const conClave = { claveTotp: leerClaveTotp(clave) };
    expect(await cifrarSecretosGuardados(h.db, conClave)).toBeGreaterThanOrEqual(2);
    const movido = h.db.prepare('SELECT secreto FROM dos_pasos WHERE fk_usuario = ?').pluck().get(pk) as string;
    expect(await descifrarSecreto(h.db, conClave, pk, movido)).toBe(secreto);
    expect(await descifrarSecreto(h.db, { claveTotp: leerClaveTotp(randomBytes(32).toString('hex')) }, pk, movido)).toBeNull();
  });

  it('in production the server does not start without CLAVE_TOTP, and says so in Spanish; the demo start needs none', async () => {
    expect(() => exigirClaveTotp(readConfig({ NODE_ENV: 'production' }))).toThrow(/^Falta CLAVE_TOTP: en producción/);
    expect(() => exigirClaveTotp(readConfig({ NODE_ENV: 'production', CLAVE_TOTP: randomBytes(32).toString('base64') }))).not.toThrow();
    expect(() => exigirClaveTotp(readConfig({}))).not.toThrow();
    for (const mala of ['corta', randomBytes(16).toString('base64'), 'ñ'.repeat(44)])
      expect(() => readConfig({ CLAVE_TOTP: mala })).toThrow('CLAVE_TOTP debe ser una clave de 32 bytes en base64 o hexadecimal');
    // the real start, as a supervisor would run it
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-sin-clave-'));
    try {
      const hijo = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'server/index.ts'], {
        env: { ...process.env, NODE_ENV: 'production', CLAVE_TOTP: '', DATABASE_PATH: path.join(dir, 's.db'), PORT: '0', LOG: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(hijo.status).not.toBe(0);
      expect(hijo.stderr).toContain('No se pudo iniciar el servidor: Falta CLAVE_TOTP');
      expect(fs.existsSync(path.join(dir, 's.db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
