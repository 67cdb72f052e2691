// The description of an admin list (react-admin's List + Datagrid props as one object): what to
// fetch lives in the page, how rows look, what the search looks at, docs/SPEC.md §8's empty and no-match
// messages, the row and bulk actions. The features write one per entity; change it only additively.
import type { ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Funcion } from '@/shared/api/contrato';
import type { ConsultaBajas } from '../api';
import type { PropsPagina } from '../PaginaAdmin';
import type { EntidadLote } from '@/shared/api/contrato/lote';
import type { TipoTag } from '@/shared/api/etiquetas';
import type { AppDispatch } from '@/app/store';

export interface AccionFila<T> {
  texto: string;
  /** Accessible name; by default the text and the row's name ("Editar Inventario"). */
  etiqueta?: (item: T) => string;
  /** A link… */
  a?: (item: T) => string;
  /** …or a store action (a confirmation: confirmarBaja, confirmRequested). */
  pedir?: (item: T) => UnknownAction;
  variante?: 'secundario' | 'peligro';
  /** Offered only on the rows it accepts ("Marcar como atendida" on pending ones); by default on every row. */
  solo?: (item: T) => boolean;
}

export interface AccionLote<T> {
  texto: string;
  variante?: 'primario' | 'peligro';
  pedir: (items: T[]) => UnknownAction;
}

export interface Columna<T> {
  titulo: string;
  celda: (item: T) => ReactNode;
  clase?: string;
}

export interface DescripcionLista<T> extends Omit<PropsPagina, 'children' | 'angosta'> {
  /** Accessible name of the list or table. */
  nombreLista: string;
  /** Key of the list's visible state in the store (`listasAdmin`); by default `nombreLista`. */
  idLista?: string;
  clave: (item: T) => number;
  nombre: (item: T) => string;
  busqueda: { etiqueta: string; placeholder: string; texto(item: T): string };
  cargando?: string;
  /** docs/SPEC.md §8: nothing registered yet (without it, the no-match message says it too). */
  vacia?: string;
  /** docs/SPEC.md §8: nothing matches the search. */
  ninguno: string;
  /** Cards: a thumbnail (`foto`: round), a detail line and a paragraph under the name. */
  imagen?: (item: T) => string | undefined;
  foto?: boolean;
  detalle?: (item: T) => ReactNode;
  parrafo?: (item: T) => ReactNode;
  /** Shown after the name (a badge). */
  marca?: (item: T) => ReactNode;
  /** Checkboxes under the search that keep only the rows they accept ("Solo … (n)"). */
  filtros?: { etiqueta: string; cumple: (item: T) => boolean }[];
  /** A table instead of cards: the name is the row header, then these columns. */
  columnas?: Columna<T>[];
  acciones: AccionFila<T>[];
  /** Bulk actions on the ticked rows (tables). */
  lote?: AccionLote<T>[];
  /** Rows per page; without it, one page. */
  porPagina?: number;
  /** "5,001 alumnos": the count shown above a table. */
  contar?: (n: number) => string;
  /** id of the table (the page scrolls to it when the page changes). */
  id?: string;
  /** A "Dados de baja" view (?vista=bajas) listing the deactivated items with "Reactivar". */
  bajas?: VistaBajas;
  /** Orders offered in an "Ordenar por" select (?orden=n); the first is the default. */
  ordenes?: Orden<T>[];
  /**
   * Ours (issue 43, decision 0058): its bulk actions through accionEnLote (the entity's, contrato/lote.ts),
   * with a box on every row or card, "Seleccionar los N que coinciden", one confirmation naming the
   * count and the first items, one "Deshacer", and the export of the selection where there is one.
   */
  entidadLote?: EntidadLote;
  /** The cache tag refreshed after a bulk action (its list, its "Dados de baja" and each item); by default `bajas.tipo`. */
  tipoLote?: TipoTag;
  /** Internal: the "Dados de baja" view's bulk bar (only "Reactivar", on the page the server sent). */
  bajasLote?: boolean;
  /** Select filters (term, year, status), kept in the address (?cuatrimestre=4) and in the store. */
  campos?: CampoFiltro<T>[];
  /** "Edición rápida" of a few fields from the list (EdicionRapida.tsx). */
  edicionRapida?: EdicionRapida<T>;
}

/** One select filter: its address parameter, its label, its options and each item's value. */
export interface CampoFiltro<T> {
  parametro: string;
  etiqueta: string;
  opciones: { valor: string; texto: string }[] | ((todos: readonly T[]) => { valor: string; texto: string }[]);
  valor: (item: T) => string | null;
  /** The option that opens the list's "Dados de baja" view (?vista=bajas) instead of filtering ("De baja"). */
  abreBajas?: string;
}

/** The quick edit of a row: its fields as text, and the save (the entity's own edit funcion). */
export interface EdicionRapida<T> {
  campos: { nombre: string; etiqueta: string; tipo?: 'text' | 'datetime-local' | 'select'; opciones?: { valor: string; texto: string }[] }[];
  /** The row's current values. */
  valores: (item: T) => Record<string, string>;
  /** Sends the edit through the entity's own edit funcion (read the item, send it whole with these fields); answers the server's mensaje, or throws an Error with it. */
  guardar: (item: T, valores: Record<string, string>, dispatch: AppDispatch) => Promise<string>;
}

export interface Orden<T> {
  etiqueta: string;
  comparar: (a: T, b: T) => number;
}

export interface VistaBajas extends Omit<ConsultaBajas, 'campos'> {
  campos?: Record<string, string>;
  /** The reactivar* funcion (its payload: { pk }). */
  reactivar: Funcion;
  /** "No hay proyectos dados de baja." */
  vacia: string;
}

/** The query parameter of the view; its value for the deactivated items. */
export const VISTA = 'vista';
export const VISTA_BAJAS = 'bajas';

/** The key of a list's state in the store. */
export const idDeLista = (d: Pick<DescripcionLista<unknown>, 'idLista' | 'nombreLista'>): string => d.idLista ?? d.nombreLista;

/** A list the server pages: its counts over every row (ListaAdmin's `cuentas`). */
export interface Cuentas {
  /** Rows that match the search and filters. */
  total: number;
  /** Every row. */
  todas: number;
  /** Each filter's n ("Solo pendientes (n)") among the rows the search matches. */
  filtros: Record<string, number>;
}
