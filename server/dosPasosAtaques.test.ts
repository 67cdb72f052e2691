// The second factor for staff against an attacker (issue 33, finding 7, replayed), on a real database
// (both engines): a stolen session, codes guessed from one address and from many, the secrets at rest,
// the start without a key in production. Setup in server/pruebas/dosPasos.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { insertarUsuario } from '@server/semillas';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';
import { SEGUNDO_PASO } from './autenticacion/limites';
import { cuentaBloqueada } from './autenticacion/limitesDosPasos';
import { cifrarSecreto, cifrarSecretosGuardados, descifrarSecreto, exigirClaveTotp } from './autenticacion/cifradoTotp';
import { leerClaveTotp } from './base/claveTotp';
import { readConfig } from './config';
import { codigoEn, h, prepararDosPasos, sid } from './pruebas/dosPasos';

prepararDosPasos();

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
