// What waits in the moderation queue, for the "Preguntas y Respuestas" tile of /panel_admin.
// Same queries (and cache) as the queue page, so a moderation refreshes the count too.
import { useTraerPreguntasQuery, useTraerRespuestasQuery } from '../api';

export interface PendientesForo {
  preguntas: number;
  respuestas: number;
  /** 'Pendientes: 2 preguntas y 1 respuesta.' / 'Nada pendiente por validar.' */
  texto: string;
}

const cuenta = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

export function textoPendientes(preguntas: number, respuestas: number): string {
  if (!preguntas && !respuestas) return 'Nada pendiente por validar.';
  const partes = [
    preguntas ? cuenta(preguntas, 'pregunta', 'preguntas') : null,
    respuestas ? cuenta(respuestas, 'respuesta', 'respuestas') : null,
  ].filter(Boolean);
  return `Pendientes: ${partes.join(' y ')}.`;
}

/** null while loading or when the counts could not be read. */
export function usePendientesForo(): PendientesForo | null {
  const p = useTraerPreguntasQuery();
  const r = useTraerRespuestasQuery();
  if (!p.data || !r.data) return null;
  return { preguntas: p.data.length, respuestas: r.data.length, texto: textoPendientes(p.data.length, r.data.length) };
}
