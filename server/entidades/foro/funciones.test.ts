// The forum funciones through app.inject() on a real SQLite file: topics, asking (limits), the
// moderation states (guarded transitions, bulk), answers whose state the session decides, and
// the role matrix of every call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nuevoHarness, esRechazo, QUIENES, type Harness, type Quien } from '@server/pruebas/arnes';
import { abrirSqlite } from '@server/db/open';
import { readConfig } from '@server/config';
import { sembrarDemo } from '@server/db/semillas';
import { LIMITE_PREGUNTAS, MAX_LOTE, MENSAJES } from './funciones';
import { largo } from '@server/api/validacion';
import { esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

// ---- helpers reading and writing the database directly ----
const pregunta = (id: number) =>
  h.db.prepare('SELECT pk_pregunta, fk_topico, pregunta, estado, fk_usuario, moderada_por, moderada FROM preguntas WHERE pk_pregunta = ?').get(id) as
    | {
        pk_pregunta: number;
        fk_topico: number;
        pregunta: string;
        estado: string;
        fk_usuario: number | null;
        moderada_por: number | null;
        moderada: string | null;
      }
    | undefined;
const respuesta = (id: number) =>
  h.db
    .prepare('SELECT pk_respuesta, fk_pregunta, respuesta, estado, fk_usuario, moderada_por, moderada FROM respuestas WHERE pk_respuesta = ?')
    .get(id) as
    | {
        pk_respuesta: number;
        fk_pregunta: number;
        respuesta: string;
        estado: string;
        fk_usuario: number;
        moderada_por: number | null;
        moderada: string | null;
      }
    | undefined;
const todo = () => ({
  preguntas: h.db.prepare('SELECT * FROM preguntas ORDER BY pk_pregunta').all(),
  respuestas: h.db.prepare('SELECT * FROM respuestas ORDER BY pk_respuesta').all(),
});
function nuevaPregunta(estado: 'pendiente' | 'validada' | 'descartada' = 'pendiente', topico = 2, texto = 'Pregunta de prueba'): number {
  const r = h.db
    .prepare(
      `INSERT INTO preguntas (fk_topico, pregunta, estado, moderada_por, moderada) VALUES (?, ?, ?, ?, CASE WHEN ? = 'pendiente' THEN NULL ELSE datetime('now') END)`,
    )
    .run(topico, texto, estado, estado === 'pendiente' ? null : h.pks.a, estado);
  return Number(r.lastInsertRowid);
}
function nuevaRespuesta(
  idPregunta: number,
  estado: 'pendiente' | 'publicada' | 'descartada' = 'pendiente',
  autor = h.pks.e,
  texto = 'Respuesta de prueba',
): number {
  const r = h.db
    .prepare(
      `INSERT INTO respuestas (fk_pregunta, respuesta, estado, fk_usuario, moderada_por, moderada) VALUES (?, ?, ?, ?, ?, CASE WHEN ? = 'pendiente' THEN NULL ELSE datetime('now') END)`,
    )
    .run(idPregunta, texto, estado, autor, estado === 'pendiente' ? null : h.pks.a, estado);
  return Number(r.lastInsertRowid);
}

/** Who is refused an admin-only call, and with which status. */
/** A fresh address per call, so tests do not spend each other's asking allowance. */
let ultimaIp = 0;
const ip = () => `10.0.${Math.floor(++ultimaIp / 250)}.${(ultimaIp % 250) + 1}`;

const NO_ADMIN: [Quien, number][] = [
  ['visitante', 401],
  ['falso', 401],
  ['e', 403],
  ['s', 403],
];

describe('topics', () => {
  it.each(QUIENES)('traerTopicos answers the four seeded topics to %s (no demo seed needed)', async (quien) => {
    const r = await h.llamar('traerTopicos', {}, { quien });
    expect(r.status).toBe(200);
    const topicos = r.body as unknown as { pk_topico_pregunta: number; nombre_topico: string; frecuentes: number }[];
    expect(topicos.map((t) => t.pk_topico_pregunta)).toEqual([1, 2, 3, 4]);
    expect(topicos.filter((t) => t.nombre_topico === 'Preguntas frecuentes')).toHaveLength(1);
    expect(topicos.find((t) => t.nombre_topico === 'Preguntas frecuentes')?.frecuentes).toBe(1);
  });

  it('traerTopico answers one topic; an unknown id is a 404 and a malformed one a 400', async () => {
    expect((await h.llamar('traerTopico', { idTopico: '3' })).body).toMatchObject({ pk_topico_pregunta: 3, frecuentes: 0 });
    const no = await h.llamar('traerTopico', { idTopico: '5' });
    expect(no.status).toBe(404);
    expect(no.body).toEqual({ codigo: 0, mensaje: MENSAJES.topicoInexistente });
    for (const idTopico of ['abc', '0', '-1', '']) {
      const r = await h.llamar('traerTopico', { idTopico });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ codigo: 0, mensaje: MENSAJES.topicoInvalido });
    }
  });

  it('traerPreguntasTopico shows only validated questions, each with only its published answers', async () => {
    const validada = nuevaPregunta('validada', 3, '¿Validada?');
    const pendiente = nuevaPregunta('pendiente', 3, '¿Pendiente?');
    const descartada = nuevaPregunta('descartada', 3, '¿Descartada?');
    const pub = nuevaRespuesta(validada, 'publicada', h.pks.a, 'Publicada');
    nuevaRespuesta(validada, 'pendiente', h.pks.e, 'En revisión');
    nuevaRespuesta(validada, 'descartada', h.pks.e, 'Descartada');
    const r = await h.llamar('traerPreguntasTopico', { idTopico: '3' });
    expect(r.status).toBe(200);
    const lista = r.body as unknown as {
      pk_pregunta: number;
      respuestas: { pk_respuesta: number; respuesta: string; usuario: string; rol: string }[];
    }[];
    const ids = lista.map((p) => p.pk_pregunta);
    expect(ids).toContain(validada);
    expect(ids).not.toContain(pendiente);
    expect(ids).not.toContain(descartada);
    expect(lista.find((p) => p.pk_pregunta === validada)?.respuestas).toEqual([
      expect.objectContaining({ pk_respuesta: pub, respuesta: 'Publicada', usuario: 'Admin de Prueba', rol: 'a' }),
    ]);
    expect((await h.llamar('traerPreguntasTopico', { idTopico: '9' })).status).toBe(404);
  });
});

describe('registrarPregunta', () => {
  it('takes a visitor question as pendiente: not public until validated', async () => {
    const r = await h.llamar('registrarPregunta', { idTopico: '2', pregunta: '  ¿Hay turno vespertino?  ' }, { ip: ip() });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ codigo: 1, mensaje: MENSAJES.preguntaEnviada });
    expect(r.body.mensaje).toMatch(/24 horas/);
    const fila = h.db.prepare("SELECT * FROM preguntas WHERE pregunta = '¿Hay turno vespertino?'").get() as {
      estado: string;
      fk_usuario: null;
      pk_pregunta: number;
    };
    expect(fila).toMatchObject({ estado: 'pendiente', fk_usuario: null });
    const publicas = (await h.llamar('traerPreguntasTopico', { idTopico: '2' })).body as unknown as { pk_pregunta: number }[];
    expect(publicas.map((p) => p.pk_pregunta)).not.toContain(fila.pk_pregunta);
    expect((await h.llamar('traerPregunta', { idPregunta: String(fila.pk_pregunta) })).status).toBe(404);
  });

  it('stores markup as plain text, untouched', async () => {
    const texto = '<img src=x onerror="alert(1)"> & <b>¿negritas?</b>';
    expect((await h.llamar('registrarPregunta', { idTopico: '3', pregunta: texto }, { multipart: true, ip: ip() })).body.codigo).toBe(1);
    expect(h.db.prepare('SELECT COUNT(*) FROM preguntas WHERE pregunta = ?').pluck().get(texto)).toBe(1);
  });

  it('records the asker when a logged-in user asks', async () => {
    await h.llamar('registrarPregunta', { idTopico: '4', pregunta: 'Pregunta de la alumna' }, { quien: 'e', ip: ip() });
    expect(h.db.prepare("SELECT fk_usuario FROM preguntas WHERE pregunta = 'Pregunta de la alumna'").pluck().get()).toBe(h.pks.e);
  });

  it.each([
    ['no question', { idTopico: '2' }, 400, MENSAJES.preguntaRequerida],
    ['a blank question', { idTopico: '2', pregunta: '   ' }, 400, MENSAJES.preguntaRequerida],
    ['501 characters', { idTopico: '2', pregunta: 'x'.repeat(501) }, 400, largo(500)],
    ['no topic', { pregunta: '¿Sin tópico?' }, 400, MENSAJES.topicoInvalido],
    ['a malformed topic', { idTopico: 'dos', pregunta: '¿Tópico malo?' }, 400, MENSAJES.topicoInvalido],
    ['topic 5', { idTopico: '5', pregunta: '¿Tópico 5?' }, 404, MENSAJES.topicoInexistente],
    ["'Preguntas frecuentes'", { idTopico: '1', pregunta: '¿En frecuentes?' }, 400, MENSAJES.sinPreguntasEnFrecuentes],
  ])('refuses %s with its message and stores nothing', async (_caso, campos, status, mensaje) => {
    const antes = todo();
    const r = await h.llamar('registrarPregunta', campos, { ip: ip() });
    expect(r.status).toBe(status);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(todo()).toEqual(antes);
  });

  it('accepts exactly the maximum length', async () => {
    expect((await h.llamar('registrarPregunta', { idTopico: '2', pregunta: 'y'.repeat(500) }, { ip: ip() })).body.codigo).toBe(1);
  });

  it(`is limited to ${LIMITE_PREGUNTAS.max} questions per address and window`, async () => {
    const mia = '192.0.2.7';
    const antes = h.db.prepare('SELECT COUNT(*) FROM preguntas').pluck().get() as number;
    for (let i = 0; i < LIMITE_PREGUNTAS.max; i++) {
      expect((await h.llamar('registrarPregunta', { idTopico: '2', pregunta: `Pregunta ${i}` }, { ip: mia })).body.codigo).toBe(1);
    }
    const r = await h.llamar('registrarPregunta', { idTopico: '2', pregunta: 'Una más' }, { ip: mia });
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ codigo: 0, mensaje: MENSAJES.demasiadasPreguntas });
    expect(h.db.prepare('SELECT COUNT(*) FROM preguntas').pluck().get()).toBe(antes + LIMITE_PREGUNTAS.max);
    // another address still may ask, and reading is not limited
    expect((await h.llamar('registrarPregunta', { idTopico: '2', pregunta: 'Desde otra red' }, { ip: ip() })).body.codigo).toBe(1);
    expect((await h.llamar('traerTopicos', {}, { ip: mia })).status).toBe(200);
  });
});

describe('traerPregunta', () => {
  it('answers a validated question with its published answers and its topic', async () => {
    const id = nuevaPregunta('validada', 4, '¿Detalle?');
    nuevaRespuesta(id, 'publicada', h.pks.e, 'Sí');
    nuevaRespuesta(id, 'pendiente', h.pks.e, 'Tal vez');
    const r = await h.llamar('traerPregunta', { idPregunta: String(id) });
    expect(r.body).toMatchObject({ pk_pregunta: id, pregunta: '¿Detalle?', pk_topico_pregunta: 4, nombre_topico: 'Estadías y vida estudiantil' });
    expect((r.body.respuestas as { respuesta: string }[]).map((x) => x.respuesta)).toEqual(['Sí']);
  });

  it.each(['pendiente', 'descartada'] as const)('hides a %s question, even from an admin', async (estado) => {
    const id = nuevaPregunta(estado);
    const r = await h.llamar('traerPregunta', { idPregunta: String(id) }, { quien: 'a' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ codigo: 0, mensaje: MENSAJES.preguntaNoVisible });
  });
});

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

describe('demo seed', () => {
  it('adds questions and answers in every state; the topics exist without it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-seed-'));
    try {
      const config = readConfig({ DATABASE_PATH: path.join(dir, 'd.db'), UPLOADS_DIR: path.join(dir, 'u') });
      const db = abrirSqlite(config.databasePath);
      expect(db.prepare('SELECT COUNT(*) FROM topicos').pluck().get()).toBe(4);
      expect(db.prepare('SELECT COUNT(*) FROM preguntas').pluck().get()).toBe(0);
      await sembrarDemo(db, config);
      const estados = (t: string) => db.prepare(`SELECT DISTINCT estado FROM ${t} ORDER BY estado`).pluck().all();
      expect(estados('preguntas')).toEqual(['descartada', 'pendiente', 'validada']);
      expect(estados('respuestas')).toEqual(['pendiente', 'publicada']);
      await db.cerrar();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
