// The second factor for staff, end to end through api.php on a real database (both engines): a super
// admin that is not a demo account must enrol at its first login (QR + secret, then a code, then 10
// recovery codes shown once); later logins need a current code, accepted once; wrong codes are counted
// and throttled like passwords; a recovery code opens the account once. Setup in server/pruebas/dosPasos.ts.
import { esRechazo } from './pruebas/arnes';
import { insertarUsuario } from '@server/semillas';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';
import { codigoEn, eventos, h, prepararDosPasos, sid } from './pruebas/dosPasos';

prepararDosPasos();

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
