// The moderation actions as confirm intents (data the store listener runs after "Aceptar").
// One item or several go in ONE call (`idPregunta`/`idRespuesta`, or `ids` as a JSON list), so a
// bulk action is one confirmation, one overlay, one transaction and one refresh. Validating a
// single question then offers to answer it at once (a follow-up confirm that navigates).
import type { Intent } from '@/shared/modelo/ui';
import { rutas } from '@/shared/rutas';

/** Every forum list (any moderation refreshes them). */
const FORO = { type: 'Foro', id: 'LIST' } as const;

export const rutaResponderAdmin = (idPregunta: number) => rutas.admin.moderacion.responder(idPregunta);
export const OFRECER_RESPONDER = '¿Desea responderla ahora?';

export type { Accion } from '@/shared/admin/Cola';
import { mensajeConfirmacion as confirmacionLote, type Accion } from '@/shared/admin/Cola';

export function intentPreguntas(accion: Accion, ids: number[]): Intent {
  const funcion = accion === 'validar' ? 'validarPregunta' : 'descartarPregunta';
  if (ids.length === 1) {
    const [id] = ids;
    return {
      tipo: 'llamada',
      funcion,
      campos: { idPregunta: String(id) },
      invalida: [FORO],
      ...(accion === 'validar' ? { siguiente: { mensaje: OFRECER_RESPONDER, intent: { tipo: 'navegar', ruta: rutaResponderAdmin(id) } } } : {}),
    };
  }
  return { tipo: 'llamada', funcion, campos: { ids: JSON.stringify(ids) }, invalida: [FORO] };
}

export function intentRespuestas(accion: Accion, items: { pk_respuesta: number; pk_pregunta: number }[]): Intent {
  const funcion = accion === 'validar' ? 'validarRespuesta' : 'descartarRespuesta';
  const campos: Record<string, string> =
    items.length === 1
      ? { idRespuesta: String(items[0].pk_respuesta), idPregunta: String(items[0].pk_pregunta) }
      : { ids: JSON.stringify(items.map((i) => i.pk_respuesta)) };
  return { tipo: 'llamada', funcion, campos, invalida: [FORO] };
}

/** The spec's question, plus what a bulk action will do. */
export function mensajeConfirmacion(accion: Accion, cantidad: number, sustantivo: ['pregunta', 'preguntas'] | ['respuesta', 'respuestas']): string {
  return confirmacionLote(accion, cantidad, sustantivo[1]);
}
