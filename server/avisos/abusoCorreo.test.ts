// Issue 33: the site made to send mail, as an attacker with a student account or as a visitor would
// try it. Each test replays a finding of the second red team (each failed on the code before it).
// Both engines.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { problemaCorreo } from '@/shared/lib/correo';

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
      expect([pregunta.status, pregunta.body]).toEqual([400, { codigo: 0, mensaje: MENSAJES_AVISOS.correoNoValido }]);
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
