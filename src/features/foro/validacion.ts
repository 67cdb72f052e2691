// Pure checks of the forum forms (no zod: these are a visitor's pages) with the contract's messages
// (docs/SPEC.md §5: a question and an answer are required), and the topic ids that exist (docs/SPEC.md §9).
import { MAX_PREGUNTA, MAX_RESPUESTA, MENSAJES_FORO } from '@/shared/api/contrato/foro';
import { largo } from '@/shared/api/contrato';
import { TOPICO_MAXIMO } from '@/shared/api/contrato/limites';

export { MAX_PREGUNTA, MAX_RESPUESTA };
/** Topic ids above this redirect to /foro (docs/SPEC.md §9, contract/limites.ts). */
export { TOPICO_MAXIMO };

export const PREGUNTA_REQUERIDA = MENSAJES_FORO.preguntaRequerida;
export const RESPUESTA_REQUERIDA = MENSAJES_FORO.respuestaRequerida;
export const demasiadoLargo = largo;

function texto(valor: string, requerido: string, max: number): string | null {
  const limpio = valor.trim();
  if (!limpio) return requerido;
  if (limpio.length > max) return demasiadoLargo(max);
  return null;
}

export const validarPregunta = (valor: string) => texto(valor, PREGUNTA_REQUERIDA, MAX_PREGUNTA);
export const validarRespuesta = (valor: string) => texto(valor, RESPUESTA_REQUERIDA, MAX_RESPUESTA);

/** The topic id of a URL segment, or null when it is not one of the topics (→ /foro). */
export function idTopicoValido(segmento: string | undefined): number | null {
  if (!segmento || !/^\d{1,3}$/.test(segmento)) return null;
  const n = Number(segmento);
  return n >= 1 && n <= TOPICO_MAXIMO ? n : null;
}

/** A positive integer id of a URL segment, or null. */
export function idDeRuta(segmento: string | undefined): number | null {
  if (!segmento || !/^\d{1,15}$/.test(segmento)) return null;
  const n = Number(segmento);
  return n >= 1 ? n : null;
}
