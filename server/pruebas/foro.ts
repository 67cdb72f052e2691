// What the forum's funcion tests share (server/entidades/foro/*.test.ts): a harness for the whole
// file, and helpers that read and write the questions and answers directly in its database.
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';

type Pregunta = {
  pk_pregunta: number;
  fk_topico: number;
  pregunta: string;
  estado: string;
  fk_usuario: number | null;
  moderada_por: number | null;
  moderada: string | null;
};
type Respuesta = {
  pk_respuesta: number;
  fk_pregunta: number;
  respuesta: string;
  estado: string;
  fk_usuario: number;
  moderada_por: number | null;
  moderada: string | null;
};

/** Opens a harness before the file's tests (handed to `usar`) and closes it after them; answers the helpers on it. */
export function prepararForo(usar: (h: Harness) => void) {
  let h: Harness;
  abrirArnes('archivo', (x) => usar((h = x)));

  const pregunta = (id: number) =>
    h.db
      .prepare('SELECT pk_pregunta, fk_topico, pregunta, estado, fk_usuario, moderada_por, moderada FROM preguntas WHERE pk_pregunta = ?')
      .get(id) as Pregunta | undefined;
  const respuesta = (id: number) =>
    h.db
      .prepare('SELECT pk_respuesta, fk_pregunta, respuesta, estado, fk_usuario, moderada_por, moderada FROM respuestas WHERE pk_respuesta = ?')
      .get(id) as Respuesta | undefined;
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
  return { pregunta, respuesta, todo, nuevaPregunta, nuevaRespuesta };
}
