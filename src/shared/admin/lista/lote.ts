// The bulk actions a list offers (issue 43, decision 0058): which ones (its entity's, contrato/lote.ts),
// the one confirmation that names the count and the first items ("¿Dar de baja 12 proyectos?
// Inventario, Agenda, Tienda y 9 más."), the accionEnLote intent whose answer carries its own undo,
// and the export link of a selection. Pure: the bar (BarraLote.tsx) and the tests read them.
import { confirmRequested, type TagRef } from '@/shared/modelo/ui';
// the undo of an answer, apart: the store's intents load it without the contracts' declarations
export { deshacerDeRespuesta } from './deshacerLote';
import { ACCIONES_POR_ENTIDAD, EXPORTABLES, NOMBRES_LOTE, type AccionLote, type EntidadLote } from '@/shared/api/contrato/lote';

/** The buttons' words, and the question's verb (before the count). */
export const TEXTOS_LOTE: Readonly<Record<AccionLote, { boton: string; pregunta: string }>> = {
  baja: { boton: 'Dar de baja', pregunta: 'Dar de baja' },
  reactivar: { boton: 'Reactivar', pregunta: 'Reactivar' },
  publicarEn: { boton: 'Programar publicación', pregunta: 'Programar la publicación de' },
  retirarEn: { boton: 'Programar retiro', pregunta: 'Programar el retiro de' },
  atender: { boton: 'Marcar como atendidas', pregunta: 'Marcar como atendidas' },
};

/** The actions of the active list (`bajas`: the "Dados de baja" view offers only "Reactivar"). */
export function accionesDe(entidad: EntidadLote, bajas: boolean): AccionLote[] {
  const todas = ACCIONES_POR_ENTIDAD[entidad];
  return bajas ? todas.filter((a) => a === 'reactivar') : todas.filter((a) => a !== 'reactivar');
}

/** "Inventario, Agenda, Tienda y 9 más" (the first three names). */
export function primeros(nombres: readonly string[], n = 3): string {
  const vistos = nombres.slice(0, n);
  const resto = nombres.length - vistos.length;
  if (!resto) return vistos.length > 1 ? `${vistos.slice(0, -1).join(', ')} y ${vistos[vistos.length - 1]}` : (vistos[0] ?? '');
  return `${vistos.join(', ')} y ${resto.toLocaleString('es-MX')} más`;
}

/** The lists named in the feminine ("las empresas", "3 solicitudes seleccionadas"). */
export const femenina = (entidad: EntidadLote | undefined) => entidad === 'empresas' || entidad === 'experiencias' || entidad === 'solicitudes';

/** "Seleccionar los proyectos de esta página", "Seleccionar las empresas de estadías de esta página". */
export const etiquetaPagina = (entidad: EntidadLote | undefined, nombreLista: string) =>
  `Seleccionar ${femenina(entidad) ? 'las' : 'los'} ${nombreLista.toLowerCase()} de esta página`;

/** "12 proyectos", "1 proyecto". */
export const cuantos = (entidad: EntidadLote, n: number) => `${n.toLocaleString('es-MX')} ${NOMBRES_LOTE[entidad][n === 1 ? 0 : 1]}`;

/** "¿Dar de baja 12 proyectos? Inventario, Agenda, Tienda y 9 más." (a schedule says its date). */
export function preguntaLote(entidad: EntidadLote, accion: AccionLote, nombres: readonly string[], fecha?: string): string {
  const cuando = fecha && (accion === 'publicarEn' || accion === 'retirarEn') ? ` para el ${fecha.replace('T', ' ')}` : '';
  return `¿${TEXTOS_LOTE[accion].pregunta} ${cuantos(entidad, nombres.length)}${cuando}? ${primeros(nombres)}.`;
}

/** The one confirmation of a bulk action on `items` (their pks and names, in the list's order). */
export function confirmarLote(
  entidad: EntidadLote,
  accion: AccionLote,
  items: readonly { pk: number; nombre: string }[],
  invalida: TagRef[],
  fecha?: string,
) {
  const campos: Record<string, string> = { entidad, accion, pks: JSON.stringify(items.map((i) => i.pk)) };
  if (fecha !== undefined && (accion === 'publicarEn' || accion === 'retirarEn')) campos.fecha = fecha;
  return confirmRequested({
    mensaje: preguntaLote(
      entidad,
      accion,
      items.map((i) => i.nombre),
      fecha,
    ),
    aceptar: TEXTOS_LOTE[accion].boton,
    intent: { tipo: 'llamada', funcion: 'accionEnLote', campos, invalida, deshacerDeRespuesta: true },
  });
}

/** The export of a selection (GET /panel_admin/exportar/<entidad>.csv?pks=…); null when the list has none. */
export const enlaceExportar = (entidad: EntidadLote, pks: readonly number[]): string | null =>
  EXPORTABLES.includes(entidad) ? `/panel_admin/exportar/${entidad}.csv?pks=${pks.join(',')}` : null;
