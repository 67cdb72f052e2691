// Forum moderation through app.inject() on a real SQLite file: the role matrix of the moderation
// queue, and the guarded state transitions of questions and answers, one by one and in bulk.
import { esRechazo, type Harness, type Quien } from '@server/pruebas/arnes';
import { prepararForo } from '@server/pruebas/foro';
import { MAX_LOTE, MENSAJES } from './funciones';

let h: Harness;
const { pregunta, respuesta, todo, nuevaPregunta, nuevaRespuesta } = prepararForo((x) => (h = x));

/** Who is refused an admin-only call, and with which status. */
const NO_ADMIN: [Quien, number][] = [
  ['visitante', 401],
  ['falso', 401],
  ['e', 403],
  ['s', 403],
];

describe('role matrix of the moderation queue', () => {
  it.each(['traerPreguntas', 'traerRespuestas'])('%s answers admins only', async (f) => {
    expect((await h.llamar(f, {}, { quien: 'a' })).status).toBe(200);
    for (const [quien, status] of NO_ADMIN) {
      const r = await h.llamar(f, {}, { quien });
      expect([quien, r.status]).toEqual([quien, status]);
      expect(esRechazo(r)).toBe(true);
    }
  });

  it.each([
    ['validarPregunta', 'idPregunta', 'pregunta'],
    ['descartarPregunta', 'idPregunta', 'pregunta'],
    ['validarRespuesta', 'idRespuesta', 'respuesta'],
    ['descartarRespuesta', 'idRespuesta', 'respuesta'],
  ] as const)('%s is refused to non-admins and changes nothing', async (f, campo, tipo) => {
    const p = nuevaPregunta(tipo === 'pregunta' ? 'pendiente' : 'validada');
    const id = tipo === 'pregunta' ? p : nuevaRespuesta(p);
    for (const [quien, status] of NO_ADMIN) {
      const antes = todo();
      const r = await h.llamar(f, { [campo]: String(id) }, { quien });
      expect([quien, r.status]).toEqual([quien, status]);
      expect(esRechazo(r)).toBe(true);
      expect(todo()).toEqual(antes);
    }
  });

  it('traerPreguntasValidadas answers students and admins only', async () => {
    expect((await h.llamar('traerPreguntasValidadas', {}, { quien: 'e' })).status).toBe(200);
    expect((await h.llamar('traerPreguntasValidadas', {}, { quien: 'a' })).status).toBe(200);
    for (const [quien, status] of [
      ['visitante', 401],
      ['falso', 401],
      ['s', 403],
    ] as const) {
      expect((await h.llamar('traerPreguntasValidadas', {}, { quien })).status).toBe(status);
    }
  });

  it('a state-changing call from another origin is refused', async () => {
    const id = nuevaPregunta();
    const r = await h.llamar('validarPregunta', { idPregunta: String(id) }, { quien: 'a', origin: 'https://malicioso.example' });
    expect(r.status).toBe(403);
    expect(pregunta(id)?.estado).toBe('pendiente');
  });
});

describe('question moderation', () => {
  it('lists pending questions oldest first with their topic', async () => {
    const a = nuevaPregunta('pendiente', 2, 'Primera en la cola');
    const b = nuevaPregunta('pendiente', 4, 'Segunda en la cola');
    const lista = (await h.llamar('traerPreguntas', {}, { quien: 'a' })).body as unknown as { pk_pregunta: number; nombre_topico: string }[];
    const ids = lista.map((p) => p.pk_pregunta);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(lista.find((p) => p.pk_pregunta === b)?.nombre_topico).toBe('Estadías y vida estudiantil');
    expect(lista.every((p) => pregunta(p.pk_pregunta)?.estado === 'pendiente')).toBe(true);
  });

  it('validates a pending question, records who and when, and it becomes public', async () => {
    const id = nuevaPregunta('pendiente', 2, '¿Se valida?');
    const r = await h.llamar('validarPregunta', { idPregunta: String(id) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Pregunta validada.' });
    expect(pregunta(id)).toMatchObject({ estado: 'validada', moderada_por: h.pks.a });
    expect(pregunta(id)?.moderada).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await h.llamar('traerPregunta', { idPregunta: String(id) })).status).toBe(200);
  });

  it('refuses a double validation (409) and changes nothing', async () => {
    const id = nuevaPregunta('pendiente');
    await h.llamar('validarPregunta', { idPregunta: String(id) }, { quien: 'a' });
    const antes = todo();
    const r = await h.llamar('validarPregunta', { idPregunta: String(id) }, { quien: 'a' });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ codigo: 0, mensaje: 'La pregunta ya fue validada; no se cambió nada.' });
    expect(todo()).toEqual(antes);
  });

  it('a discarded question cannot be validated, re-discarded, answered or seen', async () => {
    const id = nuevaPregunta('pendiente');
    expect((await h.llamar('descartarPregunta', { idPregunta: String(id) }, { quien: 'a' })).body).toEqual({
      codigo: 1,
      mensaje: 'Pregunta descartada.',
    });
    expect(pregunta(id)).toMatchObject({ estado: 'descartada', moderada_por: h.pks.a });
    const antes = todo();
    const v = await h.llamar('validarPregunta', { idPregunta: String(id) }, { quien: 'a' });
    expect([v.status, v.body.mensaje]).toEqual([409, 'La pregunta ya fue descartada; no se cambió nada.']);
    expect((await h.llamar('descartarPregunta', { idPregunta: String(id) }, { quien: 'a' })).status).toBe(409);
    for (const quien of ['a', 'e'] as const) {
      const r = await h.llamar('registrarRespuesta', { idPregunta: String(id), respuesta: 'No debería' }, { quien });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ codigo: 0, mensaje: MENSAJES.preguntaNoRespondible });
    }
    expect(todo()).toEqual(antes);
    expect((await h.llamar('traerPregunta', { idPregunta: String(id) })).status).toBe(404);
  });

  it('an unknown question is a 404', async () => {
    const r = await h.llamar('validarPregunta', { idPregunta: '999999' }, { quien: 'a' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ codigo: 0, mensaje: 'La pregunta no existe.' });
  });

  it('validates several at once in one call', async () => {
    const ids = [nuevaPregunta(), nuevaPregunta(), nuevaPregunta()];
    const r = await h.llamar('validarPregunta', { ids: JSON.stringify(ids) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: '3 preguntas validadas.' });
    expect(ids.map((id) => pregunta(id)?.estado)).toEqual(['validada', 'validada', 'validada']);
  });

  it('in bulk, skips what another admin already moderated and says so; all moderated is refused', async () => {
    const [a, b, c] = [nuevaPregunta(), nuevaPregunta('descartada'), nuevaPregunta()];
    const r = await h.llamar('descartarPregunta', { ids: JSON.stringify([a, b, c, a]) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: '2 preguntas descartadas. 1 ya había sido moderada y no cambió.' });
    expect([a, b, c].map((id) => pregunta(id)?.estado)).toEqual(['descartada', 'descartada', 'descartada']);
    const antes = todo();
    const otra = await h.llamar('validarPregunta', { ids: JSON.stringify([a, b]) }, { quien: 'a' });
    expect(otra.status).toBe(409);
    expect(esRechazo(otra)).toBe(true);
    expect(todo()).toEqual(antes);
  });

  it.each([
    ['nothing', {}, MENSAJES.loteVacio],
    ['an empty list', { ids: '[]' }, MENSAJES.loteVacio],
    ['ids that are not JSON', { ids: 'no es json' }, MENSAJES.preguntaInvalida],
    ['ids that are strings', { ids: '["1; DROP TABLE preguntas"]' }, MENSAJES.preguntaInvalida],
    ['a fractional id', { ids: '[1.5]' }, MENSAJES.preguntaInvalida],
    [`${MAX_LOTE + 1} ids`, { ids: JSON.stringify(Array.from({ length: MAX_LOTE + 1 }, (_, i) => i + 1)) }, MENSAJES.loteGrande],
    ['a malformed idPregunta', { idPregunta: 'x' }, MENSAJES.preguntaInvalida],
  ])('refuses %s with its message', async (_caso, campos, mensaje) => {
    const antes = todo();
    const r = await h.llamar('validarPregunta', campos, { quien: 'a' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(todo()).toEqual(antes);
  });
});

describe('answer moderation', () => {
  it('lists pending answers with their question and author', async () => {
    const p = nuevaPregunta('validada', 2, '¿Con respuesta pendiente?');
    const id = nuevaRespuesta(p, 'pendiente', h.pks.e, 'Espero revisión');
    nuevaRespuesta(p, 'publicada', h.pks.a, 'Ya publicada');
    const lista = (await h.llamar('traerRespuestas', {}, { quien: 'a' })).body as unknown as { pk_respuesta: number }[];
    expect(lista.find((x) => x.pk_respuesta === id)).toEqual(
      expect.objectContaining({ respuesta: 'Espero revisión', usuario: 'Alumna de Prueba', pk_pregunta: p, pregunta: '¿Con respuesta pendiente?' }),
    );
    expect(lista.every((x) => respuesta(x.pk_respuesta)?.estado === 'pendiente')).toBe(true);
  });

  it('validating publishes it: it becomes public; a second validation is refused', async () => {
    const p = nuevaPregunta('validada');
    const id = nuevaRespuesta(p);
    const r = await h.llamar('validarRespuesta', { idRespuesta: String(id), idPregunta: String(p) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Respuesta validada y publicada.' });
    expect(respuesta(id)).toMatchObject({ estado: 'publicada', moderada_por: h.pks.a });
    expect(
      ((await h.llamar('traerPregunta', { idPregunta: String(p) })).body.respuestas as { pk_respuesta: number }[]).map((x) => x.pk_respuesta),
    ).toEqual([id]);
    const antes = todo();
    const otra = await h.llamar('validarRespuesta', { idRespuesta: String(id) }, { quien: 'a' });
    expect([otra.status, otra.body.mensaje]).toEqual([409, 'La respuesta ya fue validada; no se cambió nada.']);
    expect((await h.llamar('descartarRespuesta', { idRespuesta: String(id) }, { quien: 'a' })).status).toBe(409);
    expect(todo()).toEqual(antes);
  });

  it('discarding keeps it out of public view for good', async () => {
    const p = nuevaPregunta('validada');
    const id = nuevaRespuesta(p);
    expect((await h.llamar('descartarRespuesta', { idRespuesta: String(id) }, { quien: 'a' })).body).toEqual({
      codigo: 1,
      mensaje: 'Respuesta descartada.',
    });
    expect(respuesta(id)?.estado).toBe('descartada');
    expect((await h.llamar('validarRespuesta', { idRespuesta: String(id) }, { quien: 'a' })).status).toBe(409);
    expect((await h.llamar('traerPregunta', { idPregunta: String(p) })).body.respuestas).toEqual([]);
  });

  it('refuses an idPregunta that is not the answer question', async () => {
    const p = nuevaPregunta('validada');
    const otra = nuevaPregunta('validada');
    const id = nuevaRespuesta(p);
    const r = await h.llamar('validarRespuesta', { idRespuesta: String(id), idPregunta: String(otra) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 0, mensaje: MENSAJES.respuestaDeOtraPregunta });
    expect(respuesta(id)?.estado).toBe('pendiente');
  });

  it('moderates several answers in one call', async () => {
    const p = nuevaPregunta('validada');
    const ids = [nuevaRespuesta(p), nuevaRespuesta(p)];
    expect((await h.llamar('validarRespuesta', { ids: JSON.stringify(ids) }, { quien: 'a' })).body).toEqual({
      codigo: 1,
      mensaje: '2 respuestas validadas y publicadas.',
    });
    expect(ids.map((id) => respuesta(id)?.estado)).toEqual(['publicada', 'publicada']);
  });
});
