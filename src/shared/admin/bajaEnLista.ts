// An entity's soft delete in its admin list (the kit, decision 0010): the "Dar de baja" row action,
// whose success alert offers "Deshacer" (its reactivar funcion), and the "Dados de baja" view, which
// offers "Reactivar" through the same funcion. Declared once: the two halves name the same funcion and tag.
import type { Funcion } from '@/shared/api/contrato';
import type { EntidadBaja } from '@/shared/api/contrato/bajas';
import type { TipoTag } from '@/shared/api/etiquetas';
import { confirmarBaja } from './confirmaciones';
import type { AccionFila, VistaBajas } from './lista/tipos';

export interface Baja<T> {
  /** The darBaja* funcion (its payload: { pk }). */
  darBaja: Funcion;
  /** The reactivar* funcion (its payload: { pk }). */
  reactivar: Funcion;
  /** The entity's cache tag. */
  tipo: TipoTag;
  /** mostrarDadosDeBaja's `entidad`. */
  entidad: EntidadBaja;
  /** "No hay proyectos dados de baja." */
  vacia: string;
  pk: (item: T) => number;
  /** The row action's accessible name, if not "Dar de baja <name>". */
  etiqueta?: (item: T) => string;
}

export function bajaEnLista<T>(b: Baja<T>): { accion: AccionFila<T>; vista: VistaBajas } {
  return {
    accion: {
      texto: 'Dar de baja',
      variante: 'peligro',
      ...(b.etiqueta ? { etiqueta: b.etiqueta } : {}),
      pedir: (x) => confirmarBaja(b.darBaja, { pk: String(b.pk(x)) }, b.tipo, b.pk(x), b.reactivar),
    },
    vista: { funcion: 'mostrarDadosDeBaja', campos: { entidad: b.entidad }, tipo: b.tipo, reactivar: b.reactivar, vacia: b.vacia },
  };
}
