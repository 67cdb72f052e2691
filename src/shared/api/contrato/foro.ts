// The forum: topics, questions (pendiente → validada | descartada) and answers
// (pendiente → publicada | descartada). The server decides every state from the session's role.
import type { RespuestaComun, Rol } from './comun';

// Their declarations as entities (trail names, search kind, section): foroEntidad.ts.

export interface Topico {
  pk_topico_pregunta: number;
  nombre_topico: string;
  descripcion: string;
  /** 1: the 'Preguntas frecuentes' topic (fixed entries, no questions taken). */
  frecuentes: 0 | 1;
}

/** A published answer. `usuario` is the author's name; `rol` says whether staff wrote it. */
export interface RespuestaForo {
  pk_respuesta: number;
  respuesta: string;
  usuario: string;
  rol: Rol;
  /** UTC, 'YYYY-MM-DD HH:MM:SS'. */
  fecha: string;
}

/** A validated question with its published answers, oldest first. */
export interface PreguntaForo {
  pk_pregunta: number;
  pregunta: string;
  fecha: string;
  respuestas: RespuestaForo[];
}

export interface PreguntaDetalle extends PreguntaForo {
  pk_topico_pregunta: number;
  nombre_topico: string;
}

/** The moderation queue: a question waiting for validation. */
export interface PreguntaPendiente {
  pk_pregunta: number;
  pregunta: string;
  fecha: string;
  pk_topico_pregunta: number;
  nombre_topico: string;
}

/** A validated question with no published answer yet (student panel). */
export interface PreguntaPorResponder extends PreguntaPendiente {
  /** The caller already sent an answer that awaits review. */
  mi_respuesta_pendiente: boolean;
}

/** The moderation queue: an answer waiting for validation, with its question. */
export interface RespuestaPendiente {
  pk_respuesta: number;
  respuesta: string;
  fecha: string;
  usuario: string;
  pk_pregunta: number;
  pregunta: string;
}

export interface RespuestaRegistrada extends RespuestaComun {
  /** 1: published at once (admin); 0: awaits review (student). */
  estatus: 0 | 1;
}

/** One item (`idPregunta`) or several at once (`ids`, a JSON array of pks). */
export type PideModerarPregunta = { idPregunta: number } | { ids: string };
export type PideModerarRespuesta = { idRespuesta: number; idPregunta?: number } | { ids: string };

export interface ContratoForo {
  traerTopicos: { pide: Record<string, never>; responde: Topico[] };
  traerTopico: { pide: { idTopico: number }; responde: Topico };
  traerPreguntasTopico: { pide: { idTopico: number }; responde: PreguntaForo[] };
  /** `correo` (optional): the visitor is told when it is answered; deleted once answered or discarded, never shown. */
  registrarPregunta: { pide: { idTopico: number; pregunta: string; correo?: string }; responde: RespuestaComun };
  traerPregunta: { pide: { idPregunta: number }; responde: PreguntaDetalle };
  traerPreguntas: { pide: Record<string, never>; responde: PreguntaPendiente[] };
  traerPreguntasValidadas: { pide: Record<string, never>; responde: PreguntaPorResponder[] };
  traerRespuestas: { pide: Record<string, never>; responde: RespuestaPendiente[] };
  validarPregunta: { pide: PideModerarPregunta; responde: RespuestaComun };
  descartarPregunta: { pide: PideModerarPregunta; responde: RespuestaComun };
  /** pk_usuario and estatus are accepted for compatibility and ignored: the session decides. */
  registrarRespuesta: { pide: { respuesta: string; idPregunta: number; pk_usuario?: number; estatus?: 0 | 1 }; responde: RespuestaRegistrada };
  validarRespuesta: { pide: PideModerarRespuesta; responde: RespuestaComun };
  descartarRespuesta: { pide: PideModerarRespuesta; responde: RespuestaComun };
}

export const MAX_PREGUNTA = 500;
export const MAX_RESPUESTA = 2000;

/** docs/SPEC.md §5: a question and an answer are required (the forum's public forms check these without zod). */
export const MENSAJES_FORO = {
  preguntaRequerida: 'Se necesita escribir una pregunta.',
  respuestaRequerida: 'Se necesita escribir una respuesta.',
} as const;
