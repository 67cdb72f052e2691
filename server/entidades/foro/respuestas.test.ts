// Answering the forum through app.inject() on a real SQLite file: an answer's state is decided by
// the session (students' wait for review, admins' are published), its refusals, and the student
// panel of validated questions still unanswered.
import { type Harness } from '@server/pruebas/arnes';
import { prepararForo } from '@server/pruebas/foro';
import { MENSAJES } from './funciones';
import { largo } from '@server/api/validacion';
import { esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
const { todo, nuevaPregunta, nuevaRespuesta } = prepararForo((x) => (h = x));

describe('registrarRespuesta', () => {
  it('a student answer is pendiente even with a forged estatus and pk_usuario', async () => {
    const p = nuevaPregunta('validada');
    const r = await h.llamar(
      'registrarRespuesta',
      { idPregunta: String(p), respuesta: 'Mi respuesta', estatus: '1', pk_usuario: String(h.pks.a) },
      { quien: 'e' },
    );
    expect(r.body).toEqual({ codigo: 1, mensaje: MENSAJES.respuestaEnRevision, estatus: 0 });
    const fila = h.db.prepare('SELECT * FROM respuestas WHERE fk_pregunta = ?').get(p) as {
      estado: string;
      fk_usuario: number;
      moderada: string | null;
    };
    expect(fila).toMatchObject({ estado: 'pendiente', fk_usuario: h.pks.e, moderada: null });
    expect((await h.llamar('traerPregunta', { idPregunta: String(p) })).body.respuestas).toEqual([]);
  });

  it('an admin answer is published at once (estatus 1) even when estatus 0 is sent', async () => {
    const p = nuevaPregunta('validada');
    const r = await h.llamar('registrarRespuesta', { idPregunta: String(p), respuesta: 'Respuesta oficial', estatus: '0' }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: MENSAJES.respuestaPublicada, estatus: 1 });
    expect(h.db.prepare('SELECT estado, moderada_por FROM respuestas WHERE fk_pregunta = ?').get(p)).toEqual({
      estado: 'publicada',
      moderada_por: h.pks.a,
    });
    const publicas = (await h.llamar('traerPregunta', { idPregunta: String(p) })).body.respuestas as { respuesta: string; rol: string }[];
    expect(publicas).toEqual([expect.objectContaining({ respuesta: 'Respuesta oficial', rol: 'a' })]);
  });

  it.each([
    ['visitante', 401],
    ['falso', 401],
    ['s', 403],
  ] as const)('is refused to %s (%i) and stores nothing', async (quien, status) => {
    const p = nuevaPregunta('validada');
    const antes = todo();
    const r = await h.llamar('registrarRespuesta', { idPregunta: String(p), respuesta: 'Intento', estatus: '1' }, { quien });
    esperarRechazo(r, status);
    expect(todo()).toEqual(antes);
  });

  it('a pending question cannot be answered yet', async () => {
    const p = nuevaPregunta('pendiente');
    const r = await h.llamar('registrarRespuesta', { idPregunta: String(p), respuesta: 'Pronto' }, { quien: 'a' });
    expect(r.status).toBe(409);
    expect(h.db.prepare('SELECT COUNT(*) FROM respuestas WHERE fk_pregunta = ?').pluck().get(p)).toBe(0);
  });

  it.each([
    ['no text', {}, 400, MENSAJES.respuestaRequerida],
    ['blank text', { respuesta: ' \n ' }, 400, MENSAJES.respuestaRequerida],
    ['2001 characters', { respuesta: 'z'.repeat(2001) }, 400, largo(2000)],
    ['no question', { respuesta: 'ok', idPregunta: '' }, 400, MENSAJES.preguntaInvalida],
    ['an unknown question', { respuesta: 'ok', idPregunta: '999999' }, 404, 'La pregunta no existe.'],
  ])('refuses %s with its message and stores nothing', async (_caso, campos, status, mensaje) => {
    const p = nuevaPregunta('validada');
    const antes = todo();
    const r = await h.llamar('registrarRespuesta', { idPregunta: String(p), ...(campos as Record<string, string>) }, { quien: 'e' });
    expect(r.status).toBe(status);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(todo()).toEqual(antes);
  });
});

describe('traerPreguntasValidadas (the student panel)', () => {
  it('lists validated questions with no published answer, marking those I already answered', async () => {
    const sinNada = nuevaPregunta('validada', 3, 'Sin respuestas');
    const conMia = nuevaPregunta('validada', 3, 'Con mi respuesta en revisión');
    nuevaRespuesta(conMia, 'pendiente', h.pks.e);
    const respondida = nuevaPregunta('validada', 3, 'Ya respondida');
    nuevaRespuesta(respondida, 'publicada', h.pks.a);
    const pendiente = nuevaPregunta('pendiente', 3, 'Aún sin validar');
    const lista = (await h.llamar('traerPreguntasValidadas', {}, { quien: 'e' })).body as unknown as {
      pk_pregunta: number;
      mi_respuesta_pendiente: boolean;
    }[];
    const de = (id: number) => lista.find((x) => x.pk_pregunta === id);
    expect(de(sinNada)).toMatchObject({ mi_respuesta_pendiente: false, nombre_topico: 'Plan de estudios y materias' });
    expect(de(conMia)?.mi_respuesta_pendiente).toBe(true);
    expect(de(respondida)).toBeUndefined();
    expect(de(pendiente)).toBeUndefined();
    // the admin sees the same list; the student's pending answer is not the admin's
    const admin = (await h.llamar('traerPreguntasValidadas', {}, { quien: 'a' })).body as unknown as {
      pk_pregunta: number;
      mi_respuesta_pendiente: boolean;
    }[];
    expect(admin.find((x) => x.pk_pregunta === conMia)?.mi_respuesta_pendiente).toBe(false);
  });
});
