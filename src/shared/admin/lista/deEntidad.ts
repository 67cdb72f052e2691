// An entity's admin list of cards, described with what its contract's ENTIDAD_<X> already declares
// (its cache tag, its `lote`: contrato/lote.ts): the bulk bar on its wire name and tag, the CSV
// export's link when the list is exportable, the search by name ("Buscar <uno> por nombre"), 24 cards
// a page, the row actions "Editar" and "Duplicar" after the page's own and, for an entity that is
// deactivated, "Dar de baja" last and the "Dados de baja" view (bajaEnLista.ts). Every row action
// names the item by the list's own key. The page writes only what is its own.
import { rutaExportacion, type EntidadExportacion } from '@/shared/api/contrato/importaciones';
import type { EntidadBaja } from '@/shared/api/contrato/bajas';
import type { EntidadLote } from '@/shared/api/contrato/lote';
import type { TipoTag } from '@/shared/api/etiquetas';
import type { Funcion } from '@/shared/api/contrato';
import type { RutaCon } from '@/shared/rutas';
import { accionDuplicar } from '../Duplicar';
import { bajaEnLista, type Baja } from '../bajaEnLista';
import type { DescripcionLista } from './tipos';

/** The part of a contract's ENTIDAD_<X> the list reads. */
interface EntidadLista {
  tag: TipoTag;
  lote: { nombre: EntidadLote; uno: string; exportable?: string };
}

export interface DescripcionEntidad<T> extends Omit<DescripcionLista<T>, 'busqueda' | 'entidadLote' | 'tipoLote' | 'bajas' | 'acciones'> {
  /** The "Registrar <uno>" link, first in the header. */
  registrar?: string;
  /** The page's own row actions, before the kit's. */
  acciones?: DescripcionLista<T>['acciones'];
  /** The edit page: the row action "Editar". */
  editar?: RutaCon<string>;
  /** The row action "Duplicar" (Duplicar.tsx; the copy opens in `editar`): its funcion and "este evento". */
  duplicar?: { funcion: Funcion; que: string };
  /** The search's texts when not "Buscar <uno> por nombre" (it looks at the name). */
  busqueda?: Partial<DescripcionLista<T>['busqueda']>;
  /** The soft delete (only an entity with a "Dados de baja" list, contrato/bajas.ts): its two funciones and the view's empty message. */
  baja?: Omit<Baja<T>, 'tipo' | 'entidad' | 'pk'>;
}

export function listaDeEntidad<T>(
  e: EntidadLista,
  { registrar, busqueda, acciones = [], editar, duplicar, baja, ...d }: DescripcionEntidad<T>,
): DescripcionLista<T> {
  const { nombre, uno, exportable } = e.lote;
  const enlaces = [
    ...(registrar ? [{ a: registrar, texto: `Registrar ${uno}` }] : []),
    ...(d.enlaces ?? []),
    ...(exportable ? [{ a: rutaExportacion(nombre as EntidadExportacion), texto: 'Exportar CSV', descarga: true as const }] : []),
  ];
  // the server refuses a "Dar de baja" of a list that has no "Dados de baja"
  const b = baja && bajaEnLista<T>({ ...baja, tipo: e.tag, entidad: nombre as EntidadBaja, pk: d.clave });
  const filas = [
    ...acciones,
    ...(editar ? [{ texto: 'Editar', a: (x: T) => editar(d.clave(x)) }] : []),
    ...(editar && duplicar ? [accionDuplicar<T>(duplicar.funcion, e.tag, editar.patron, duplicar.que, d.clave)] : []),
    ...(b ? [b.accion] : []),
  ];
  return {
    porPagina: 24,
    ...d,
    ...(enlaces.length ? { enlaces } : {}),
    busqueda: { etiqueta: `Buscar ${uno} por nombre`, placeholder: `Buscar ${uno}…`, texto: d.nombre, ...busqueda },
    entidadLote: nombre,
    tipoLote: e.tag,
    acciones: filas,
    ...(b ? { bajas: b.vista } : {}),
  };
}
