// Issue 33: the site made to send mail, as an attacker with a student account or as a visitor would
// try it. Each test replays a finding of the second red team (each failed on the code before it).
// Both engines.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { insertarUsuario } from '@server/semillas';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { problemaCorreo } from '@/shared/lib/correo';
import { MENSAJES_LIMITE_CORREO as LIMITE } from './limitesCorreo';
import { tareasPeriodicas } from './periodicos';
import { ENLACES_AVISOS } from '@server/funciones/avisosDeContenido';

let h: Harness;
beforeEach(async () => {
  h = await nuevoHarness();
});
afterEach(() => h.cerrar());

const salida = () => h.db.prepare('SELECT destinatario FROM salida ORDER BY pk_mensaje').pluck().all() as string[];

// Finding 9: U+0085 and other C1 controls passed the e-mail validation and were written raw into `To:`.
it('refuses C0/C1 controls (and bidi overrides) in an address, in every form that takes one', async () => {
  const topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0 ORDER BY pk_topico_pregunta').pluck().get() as number;
  const alumno = h.db.prepare("SELECT pk_usuario FROM usuarios WHERE usuario = 'alumno1'").pluck().get() as number;
  for (const c of ['\u0085', '\u0080', '\u009f', '\u007f', '\u0001', '\u001b', '\u202e']) {
    for (const correo of [`victima${c}@ejemplo.com`, `victima@ejemplo.com${c}`, `victima@ejem${c}plo.com`]) {
      expect(problemaCorreo(correo)).toBe(MENSAJES_AVISOS.correoNoValido);
      const propia = await h.llamar('guardarMiCorreo', { correo }, { quien: 'e' });
      expect([propia.status, propia.body]).toEqual([400, { codigo: 0, mensaje: MENSAJES_AVISOS.correoNoValido }]);
      const pregunta = await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Hay becas?', correo });
      expect([pregunta.status, pregunta.body]).toEqual([400, { codigo: 0, mensaje: MENSAJES_AVISOS.correoNoValidoPublico }]);
      const admin = await h.llamar('editarUsuario', { idAlumno: String(alumno), correo }, { quien: 'a' });
      expect(admin.status).toBe(400);
    }
  }
  expect(salida()).toEqual([]);
  expect(h.db.prepare('SELECT correo, correo_pendiente FROM usuarios WHERE pk_usuario = ?').get(alumno)).toEqual({
    correo: null,
    correo_pendiente: null,
  });
  expect(h.db.prepare('SELECT COUNT(*) FROM preguntas').pluck().get()).toBe(0);
}, 60_000);

/** `n` more students, each logged in: their session cookies. */
async function alumnos(n: number, prefijo: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const usuario = `${prefijo}${i}`;
    await insertarUsuario(h.db, { rol: 'e', usuario, contrasena: 'Clave#Larga123', nombre: `Alumno ${i}`, matricula: usuario });
    cookies.push(await h.entrar(usuario, 'Clave#Larga123'));
  }
  return cookies;
}
const VICTIMA = 'victima@ejemplo.com';
const aVictima = () => salida().filter((d) => d === VICTIMA).length;

// Finding 1: one student session made 30 calls in 1.1 s and the site wrote 30 confirmations to a victim.
describe('the account page cannot be used to mail anyone, unlimited', () => {
  it('30 calls at once from one session: 3 confirmations reach the victim, the rest are a Spanish 429', async () => {
    const t = performance.now();
    const rs = await Promise.all(Array.from({ length: 30 }, () => h.llamar('guardarMiCorreo', { correo: VICTIMA }, { quien: 'e' })));
    expect(performance.now() - t).toBeLessThan(20_000);
    const aceptadas = rs.filter((r) => r.status === 200);
    expect(aceptadas).toHaveLength(3);
    // the recipient's limit, or (calls still in flight hold the account's points) the account's
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect([r.status, r.body.codigo]).toEqual([429, 0]);
      expect([LIMITE.confirmacionesDestino, LIMITE.confirmaciones]).toContain(r.body.mensaje);
    }
    expect(aVictima()).toBe(3);
  }, 60_000);

  it('one session cycling addresses: 5 an hour; ten accounts on one victim: still 3 a day', async () => {
    const propias = await Promise.all(
      Array.from({ length: 12 }, (_, i) => h.llamar('guardarMiCorreo', { correo: `otra${i}@ejemplo.com` }, { quien: 'e' })),
    );
    expect(propias.filter((r) => r.status === 200)).toHaveLength(5);
    expect(propias.filter((r) => r.status === 429).map((r) => r.body.mensaje)).toEqual(Array(7).fill(LIMITE.confirmaciones));
    const cuentas = await alumnos(10, 'atacante');
    const rs = await Promise.all(cuentas.map((cookie) => h.llamar('guardarMiCorreo', { correo: VICTIMA }, { cookie })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(3);
    expect(aVictima()).toBe(3);
    // the same address in capitals or with spaces is the same recipient
    const otra = await h.llamar('guardarMiCorreo', { correo: ' VICTIMA@Ejemplo.com ' }, { cookie: cuentas[0] });
    expect([otra.status, otra.body.mensaje]).toEqual([429, LIMITE.confirmacionesDestino]);
  }, 120_000);

  it('many accounts from one address: 20 confirmations an hour', async () => {
    const cuentas = await alumnos(8, 'nat');
    const rs = [];
    for (let i = 0; i < 24; i++)
      rs.push(await h.llamar('guardarMiCorreo', { correo: `d${i}@ejemplo.com` }, { cookie: cuentas[i % 8], ip: '192.0.2.50' }));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(20);
    expect(rs.slice(20).map((r) => [r.status, r.body.mensaje])).toEqual(Array(4).fill([429, LIMITE.confirmaciones]));
    // another address is not affected
    expect((await h.llamar('guardarMiCorreo', { correo: 'propio@ejemplo.com' }, { cookie: cuentas[0], ip: '192.0.2.51' })).status).toBe(200);
  }, 120_000);

  it("a visitor's question leaves an address for one e-mail: 3 questions a day per address", async () => {
    const topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0 ORDER BY pk_topico_pregunta').pluck().get() as number;
    const rs = [];
    for (let i = 0; i < 5; i++)
      rs.push(
        await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: `¿Pregunta ${i}?`, correo: VICTIMA }, { ip: `198.51.100.${i}` }),
      );
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect(rs[3].body).toEqual({ codigo: 0, mensaje: LIMITE.preguntasDestino });
    expect(h.db.prepare('SELECT COUNT(*) FROM correos_preguntas').pluck().get()).toBe(3);
    // without an address the question still goes in
    expect((await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Sin correo?' }, { ip: '198.51.100.9' })).status).toBe(200);
  }, 60_000);
});

// Finding 8: 15 answers in a row from one student mailed every admin 15 times.
it("a student's answers reach each admin in one e-mail per few minutes, and 20 an hour at most", async () => {
  h.db.prepare("UPDATE usuarios SET correo = 'admin1@ejemplo.edu.mx', correo_confirmado = 1 WHERE usuario = 'admin1'").run();
  const topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0 ORDER BY pk_topico_pregunta').pluck().get() as number;
  expect((await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Hay becas?' })).status).toBe(200);
  const id = h.db.prepare('SELECT MAX(pk_pregunta) FROM preguntas').pluck().get() as number;
  expect((await h.llamar('validarPregunta', { idPregunta: String(id) }, { quien: 'a' })).status).toBe(200);
  const alAdmin = () =>
    h.db.prepare("SELECT asunto, texto FROM salida WHERE destinatario = 'admin1@ejemplo.edu.mx' ORDER BY pk_mensaje").all() as {
      asunto: string;
      texto: string;
    }[];
  expect(alAdmin().map((m) => m.asunto)).toEqual(['Una pregunta nueva espera revisión']);

  for (let i = 0; i < 15; i++)
    expect((await h.llamar('registrarRespuesta', { idPregunta: String(id), respuesta: `Respuesta ${i}` }, { quien: 'e' })).status).toBe(200);
  // the admin was mailed a moment ago: the 15 answers wait, every one in the bell
  expect(alAdmin()).toHaveLength(1);
  expect(h.db.prepare("SELECT COUNT(*) FROM avisos WHERE tipo = 'respuestaPendiente' AND fk_usuario = ?").pluck().get(h.pks.a)).toBe(15);
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, new Date(Date.now() + 60_000));
  expect(alAdmin()).toHaveLength(1);
  // once the few minutes are over: one e-mail with the 15
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, new Date(Date.now() + 5 * 60_000 + 1000));
  const correos = alAdmin();
  expect(correos.map((m) => m.asunto)).toEqual(['Una pregunta nueva espera revisión', '15 avisos nuevos']);
  for (let i = 0; i < 15; i++) expect(correos[1].texto).toContain(`«Respuesta ${i}»`);
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, new Date(Date.now() + 2 * 5 * 60_000 + 2000));
  expect(alAdmin()).toHaveLength(2);

  // the account's limit: 20 answers an hour; the 21st is refused in Spanish and stores nothing
  for (let i = 15; i < 20; i++)
    expect((await h.llamar('registrarRespuesta', { idPregunta: String(id), respuesta: `Respuesta ${i}` }, { quien: 'e' })).status).toBe(200);
  const r = await h.llamar('registrarRespuesta', { idPregunta: String(id), respuesta: 'Una más' }, { quien: 'e' });
  expect([r.status, r.body]).toEqual([429, { codigo: 0, mensaje: LIMITE.respuestas }]);
  expect(h.db.prepare('SELECT COUNT(*) FROM respuestas').pluck().get()).toBe(20);
  // an admin's answers are not limited
  expect((await h.llamar('registrarRespuesta', { idPregunta: String(id), respuesta: 'Del admin' }, { quien: 'a' })).status).toBe(200);
}, 60_000);
