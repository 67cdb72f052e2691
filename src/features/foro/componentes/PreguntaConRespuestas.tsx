// A validated question and its published answers, all rendered as text (never as HTML).
import type { ReactNode } from 'react';
import type { PreguntaForo, RespuestaForo } from '../tipos';
import { fechaLegible, isoDe } from '../fecha';
import '../foro.css';

const autor = (r: RespuestaForo) => `${r.usuario} · ${r.rol === 'a' ? 'Administración' : 'Alumno(a)'}`;

export function PreguntaConRespuestas({ pregunta, nivel = 2, children }: { pregunta: PreguntaForo; nivel?: 2 | 3; children?: ReactNode }) {
  const Titulo = nivel === 2 ? 'h2' : 'h3';
  const n = pregunta.respuestas.length;
  return (
    <article className="pregunta">
      <Titulo className="pregunta__texto">{pregunta.pregunta}</Titulo>
      <p className="pregunta__meta">
        <time dateTime={isoDe(pregunta.fecha)}>{fechaLegible(pregunta.fecha)}</time> ·{' '}
        {n === 0 ? 'Sin respuestas' : n === 1 ? '1 respuesta' : `${n} respuestas`}
      </p>
      {n > 0 && (
        <ul className="respuestas" aria-label="Respuestas">
          {pregunta.respuestas.map((r) => (
            <li key={r.pk_respuesta} className={`respuesta${r.rol === 'a' ? ' respuesta--oficial' : ''}`}>
              <p className="respuesta__texto">{r.respuesta}</p>
              <p className="respuesta__autor">
                {autor(r)} · <time dateTime={isoDe(r.fecha)}>{fechaLegible(r.fecha)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}
