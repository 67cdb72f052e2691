// The undo of a bulk action from its answer (issue 43): its own module, types only, because the
// store's intents (app/intenciones.ts, loaded for any confirmation) read it and must not carry the
// bulk lists' declarations (contrato/lote.ts reads every contract's ENTIDAD_<X>).
import type { Intent } from '@/shared/modelo/ui';
import type { AccionLote } from '@/shared/api/contrato/lote';

/** What a bulk action's answer carries to undo it (contrato/lote.ts' RespuestaLote.deshacer). */
interface DeshacerLote {
  accion: AccionLote;
  pks: number[];
  previos?: unknown[];
}

/** The call that undoes a bulk action, from its answer (none when the answer offers none). */
export function deshacerDeRespuesta(intent: Extract<Intent, { tipo: 'llamada' }>, datos: unknown): Intent | undefined {
  const d = datos && typeof datos === 'object' && 'deshacer' in datos ? (datos.deshacer as DeshacerLote | undefined) : undefined;
  if (!d?.pks.length) return undefined;
  const campos: Record<string, string> = { entidad: intent.campos.entidad ?? '', accion: d.accion, pks: JSON.stringify(d.pks) };
  if (d.previos) campos.previos = JSON.stringify(d.previos);
  return { tipo: 'llamada', funcion: intent.funcion, campos, invalida: intent.invalida };
}
