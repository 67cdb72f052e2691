// The confirmations of the kit's lists (area chunks only, so the home page's JS does not carry
// them): deactivating an item (with its undo) and bringing one back.
import type { UnknownAction } from '@reduxjs/toolkit';
import { confirmRequested, type TagRef } from '../modelo/ui';
import type { Funcion } from '../api/contrato';
import type { TipoTag } from '../api/etiquetas';

/** The confirmation before deactivating one item: calls `funcion` with `campos` and refreshes the
 * entity's list, its "Dados de baja" list and that item (`tipo` is its cache tag). With
 * `reactivar`, the success alert offers "Deshacer" (that funcion with `{ pk }`). */
export const confirmarBaja = (funcion: Funcion, campos: Record<string, string>, tipo: TipoTag, pk: number, reactivar?: Funcion) => {
  const invalida: TagRef[] = [
    { type: tipo, id: 'LIST' },
    { type: tipo, id: 'BAJAS' },
    { type: tipo, id: pk },
  ];
  return confirmRequested({
    intent: {
      tipo: 'llamada',
      funcion,
      campos,
      invalida,
      ...(reactivar ? { deshacer: { tipo: 'llamada' as const, funcion: reactivar, campos: { pk: String(pk) }, invalida } } : {}),
    },
  });
};

/** The confirmation before bringing a deactivated item back ("Reactivar" in a "Dados de baja" view). */
export const confirmarReactivar = (funcion: Funcion, tipo: TipoTag, pk: number) =>
  confirmRequested({
    intent: {
      tipo: 'llamada',
      funcion,
      campos: { pk: String(pk) },
      invalida: [
        { type: tipo, id: 'LIST' },
        { type: tipo, id: 'BAJAS' },
        { type: tipo, id: pk },
      ],
    },
  });

/** A row's confirmation names its item under docs/SPEC.md's question (what is about to be dado de baja). */
export const nombrarConfirmacion = (accion: UnknownAction, nombre: string): UnknownAction =>
  confirmRequested.match(accion) && !accion.payload.detalle && nombre ? confirmRequested({ ...accion.payload, detalle: nombre }) : accion;

/**
 * The confirmation before duplicating a project or an event (docs/decisiones/0059): the copy is made
 * unpublished, the list refreshed, and its edit page (`editar`, a route pattern) opened with the notice.
 */
export const confirmarDuplicar = (funcion: Funcion, tipo: TipoTag, pk: number, editar: string, que: string) =>
  confirmRequested({
    mensaje: `¿Duplicar ${que}? La copia se crea sin publicar y se abre para editarla.`,
    aceptar: 'Duplicar',
    intent: { tipo: 'llamada', funcion, campos: { pk: String(pk) }, invalida: [{ type: tipo, id: 'LIST' }], luegoPk: editar },
  });
