// The forum's open side through app.inject() on a real SQLite file: topics, asking (limits),
// reading a question, and the demo seed. Moderation is in moderacion.test.ts, answering and the
// student panel in respuestas.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUIENES, type Harness } from '@server/pruebas/arnes';
import { prepararForo } from '@server/pruebas/foro';
import { abrirSqlite } from '@server/abrir';
import { readConfig } from '@server/config';
import { sembrarDemo } from '@server/semillas';
import { LIMITE_PREGUNTAS, MENSAJES } from './funciones';
import { largo } from '@server/api/validacion';

let h: Harness;
const { todo, nuevaPregunta, nuevaRespuesta } = prepararForo((x) => (h = x));

/** A fresh address per call, so tests do not spend each other's asking allowance. */
let ultimaIp = 0;
const ip = () => `10.0.${Math.floor(++ultimaIp / 250)}.${(ultimaIp % 250) + 1}`;

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
